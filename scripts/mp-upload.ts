// npm run mp:upload -- <version> [description] [--robot N]: uploads the WeChat package built by `npm run mp:build`
// (miniprogram/dist/weapp) with Tencent's miniprogram-ci, as the developer tool's 上传 does. The version then appears
// in 微信公众平台 → 管理 → 版本管理 as a 开发版本, to be made the 体验版 or submitted for review there.
//   WX_MP_APPID       the mini-program's AppID (the package must have been built for the same one)
//   WX_MP_UPLOAD_KEY  the path of the code upload key (private.<appid>.key), downloaded by a 管理员 from 微信公众平台 →
//                     管理 → 开发管理 → 开发设置 → 小程序代码上传 (生成 / 重置), with this machine's IP on its IP 白名单
// Not run in CI: it needs the college's key and WeChat's servers. miniprogram-ci (700 packages) is installed by the
// first upload into scripts/mp-upload/ from its own lockfile, not by the root's npm ci.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const packageDir = path.join(root, 'miniprogram', 'dist', 'weapp');

const usage = `用法：npm run mp:upload -- <版本号，如 1.2.0> [版本描述] [--robot 1-30]
需要环境变量 WX_MP_APPID（小程序 AppID）与 WX_MP_UPLOAD_KEY（代码上传密钥文件的路径）；先运行 npm run mp:build。`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { robot: { type: 'string' } } });
const [version, ...description] = positionals;
if (!version || !/^\d+\.\d+\.\d+([-.+][0-9A-Za-z.-]+)?$/.test(version)) fail('请给出版本号，例如 1.2.0');
const robot = values.robot === undefined ? 1 : Number(values.robot);
if (!Number.isInteger(robot) || robot < 1 || robot > 30) fail('--robot 应为 1 到 30 的整数（miniprogram-ci 的机器人编号）');

const appid = process.env.WX_MP_APPID?.trim();
if (!appid) fail('WX_MP_APPID is not set: the mini-program AppID to upload to');
const keyPath = process.env.WX_MP_UPLOAD_KEY?.trim();
if (!keyPath)
  fail('WX_MP_UPLOAD_KEY is not set: the path of the code upload key downloaded from 微信公众平台 → 开发管理 → 开发设置 → 小程序代码上传');
if (!fs.existsSync(keyPath)) fail(`WX_MP_UPLOAD_KEY names no file: ${keyPath}`);

const projectConfig = path.join(packageDir, 'project.config.json');
if (!fs.existsSync(projectConfig)) fail(`${path.relative(root, packageDir)} has no build: run npm run mp:build first`);
const built = (JSON.parse(fs.readFileSync(projectConfig, 'utf8')) as { appid?: string }).appid;
if (built !== appid) fail(`the package was built for AppID ${built}, not WX_MP_APPID ${appid}: run npm run mp:build again`);

/** What this script uses of miniprogram-ci (its own types come with the package, installed only for an upload). */
interface MiniprogramCi {
  Project: new (options: { appid: string; type: 'miniProgram'; projectPath: string; privateKeyPath: string; ignores: string[] }) => object;
  upload(options: {
    project: object;
    version: string;
    desc: string;
    robot: number;
    setting: Record<string, boolean>;
    onProgressUpdate: (task: unknown) => void;
  }): Promise<{ subPackageInfo?: Array<{ name: string; size: number }> }>;
}

const toolDir = path.join(root, 'scripts', 'mp-upload');
if (!fs.existsSync(path.join(toolDir, 'node_modules', 'miniprogram-ci', 'package.json'))) {
  console.log('安装 miniprogram-ci（首次上传，npm ci --prefix scripts/mp-upload）…');
  const install = spawnSync('npm', ['ci', '--prefix', toolDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) fail('miniprogram-ci could not be installed (npm ci --prefix scripts/mp-upload)');
}
// A CommonJS module whose classes ESM's named imports do not see: required as it is written.
const ci = createRequire(path.join(toolDir, 'package.json'))('miniprogram-ci') as MiniprogramCi;
const project = new ci.Project({
  appid,
  type: 'miniProgram',
  projectPath: packageDir,
  privateKeyPath: keyPath,
  ignores: ['node_modules/**/*'],
});
const desc = description.join(' ') || `版本 ${version}`;
console.log(`上传 ${path.relative(root, packageDir)} 到 ${appid}：版本 ${version}，${desc}（机器人 ${robot}）`);
const result = await ci
  .upload({
    project,
    version,
    desc,
    robot,
    // Taro has compiled and minified the scripts already: WeChat only packs them (and the WXML, WXSS).
    setting: { es6: false, es7: false, minifyJS: false, minifyWXML: true, minifyWXSS: true, autoPrefixWXSS: true },
    onProgressUpdate: (task) => {
      if (typeof task === 'string') console.log(task);
    },
  })
  .catch((error: unknown) => fail(`上传失败：${error instanceof Error ? error.message : String(error)}（检查密钥、IP 白名单与网络）`));
for (const sub of result.subPackageInfo ?? [])
  console.log(`${sub.name === '__FULL__' ? '总大小' : sub.name === '__APP__' ? '主包' : sub.name}：${(sub.size / 1024).toFixed(1)} KB`);
console.log('上传完成：请在微信公众平台 → 管理 → 版本管理 中选为体验版或提交审核。');
