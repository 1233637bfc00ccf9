import path from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { apiBase, weappAppid } from './env';

// Taro 4 (webpack5) for two platforms: weapp, the package the college uploads (dist/weapp), and h5, the same pages in a
// browser for the tests (dist/h5). Written by hand from Taro's docs, not `taro init`.
const platform = process.env.TARO_ENV === 'h5' ? 'h5' : 'weapp';
const here = path.resolve(__dirname, '..');
const shared = path.resolve(here, '../src/shared');
const own = (name: string) => path.resolve(here, 'node_modules', name);
const hoisted = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [here] }));

if (platform === 'weapp') {
  // Taro writes project.config.json with TARO_APP_ID as its appid (generateProjectConfig).
  process.env.TARO_APP_ID = weappAppid(process.env);
}

/**
 * Taro's packages are hoisted to the root's node_modules and some of theirs stay in this workspace's (the ones that
 * want React 18): a hoisted package looks here too when its own lookup finds nothing. The H5 router must be one copy
 * (the app starts it; taro-h5's navigateTo uses its history), and npm keeps a second one under @tarojs/taro-h5.
 */
const workspaceModules = (chain: WebpackChain) => {
  chain.resolve.modules.add('node_modules').add(path.resolve(here, 'node_modules'));
  if (platform === 'h5') {
    chain.resolve.alias.set('@tarojs/router$', hoisted('@tarojs/router'));
    // The H5 build is for the tests, not for visitors: webpack's size advice (244 KiB) is not its concern.
    chain.performance.hints(false);
  }
};

interface WebpackChain {
  performance: { hints(value: false): unknown };
  resolve: {
    modules: { add(dir: string): { add(dir: string): unknown } };
    alias: { set(name: string, value: string): unknown };
  };
}

export default defineConfig<'webpack5'>(() => {
  const config: UserConfigExport<'webpack5'> = {
    projectName: 'bjcc-alumni-miniprogram',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${platform}`,
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    logger: { quiet: true, stats: false },
    defineConstants: {
      // The portal's origin: empty in H5 (same origin), the college's https origin in the WeChat package.
      MP_API_BASE: JSON.stringify(platform === 'h5' ? '' : apiBase(process.env)),
    },
    alias: {
      '@shared': shared,
      // The root keeps React 19 for the portal; Taro 4 runs React 18, the workspace's own copy. Taro's packages are
      // hoisted to the root, where a bare `react` would find 19.
      react: own('react'),
      'react-dom': platform === 'h5' ? own('react-dom') : hoisted('@tarojs/react'),
      'react/jsx-runtime': path.join(own('react'), 'jsx-runtime'),
    },
    copy: { patterns: [], options: {} },
    mini: {
      // The shared schemas and texts live outside sourceRoot: compile them with the pages.
      compile: { include: [shared] },
      postcss: { pxtransform: { enable: true, config: {} }, cssModules: { enable: false } },
      optimizeMainPackage: { enable: true },
      webpackChain: workspaceModules,
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser' },
      compile: { include: [shared] },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: { autoprefixer: { enable: true, config: {} }, cssModules: { enable: false } },
      webpackChain: workspaceModules,
    },
  };
  return config;
});
