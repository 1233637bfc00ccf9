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

/** qrcode's encoder alone (no renderer, no Node): what the card's QR code needs. */
declare module 'qrcode/lib/core/qrcode' {
  const QRCode: {
    create(
      data: string | Array<{ data: string | Uint8Array; mode: 'byte' | 'alphanumeric' | 'numeric' | 'kanji' }>,
      options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
    ): { modules: { size: number; get(row: number, col: number): number } };
  };
  export default QRCode;
}
