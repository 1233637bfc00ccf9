// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config. Applies to ../src/shared too (Taro's webpack
// compiles it through mini.compile.include and h5.compile.include; this file is the project-wide config).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
