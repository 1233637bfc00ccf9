/// <reference types="@tarojs/taro" />

declare module '*.css';

/** The portal's origin ('' in H5: the same origin), from MP_API_BASE at build time (config/index.ts). */
declare const MP_API_BASE: string;

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production';
    TARO_ENV: 'weapp' | 'h5';
  }
}
