import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBase, weappAppid } from '../../miniprogram/config/env.ts';

// The WeChat package `npm run mp:build` writes (npm test builds it with the test AppID below): the pages the college's
// mini-program has, the developer tool's project file with the AppID, and a main package within WeChat's 2 MB.
const root = path.resolve(import.meta.dirname, '../..');
const weapp = path.join(root, 'miniprogram', 'dist', 'weapp');
const TEST_APPID = 'wx0000000000000000';
const MAIN_PACKAGE_LIMIT = 2 * 1024 * 1024;

const readJson = <T>(file: string): T => {
  const full = path.join(weapp, file);
  if (!fs.existsSync(full))
    throw new Error(`${path.relative(root, full)} is missing: run \`WX_MP_APPID=${TEST_APPID} npm run mp:build\` first`);
  return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
};

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

interface AppJson {
  pages: string[];
  subPackages?: Array<{ root: string; pages: string[] }>;
  subpackages?: Array<{ root: string; pages: string[] }>;
}

describe('the WeChat package (miniprogram/dist/weapp)', () => {
  it('app.json lists the pages: 首页, 登录确认 (WX_MP_PAGE), 校友卡申请, 我的申请, 我的校友卡, 我的消息, 我的捐赠 and the details', () => {
    const app = readJson<AppJson>('app.json');
    const subpackages = [...(app.subPackages ?? []), ...(app.subpackages ?? [])];
    const pages = [...app.pages, ...subpackages.flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/$/, '')}/${p}`))];
    expect(app.pages[0]).toBe('pages/index/index');
    for (const page of [
      'pages/index/index',
      'pages/login/confirm',
      'pages/apply/index',
      'pages/application/index',
      'pages/card/index',
      'pages/messages/index',
      'pages/donations/index',
      'pages/news/detail',
      'pages/activity/detail',
    ])
      expect(pages).toContain(page);
    // The page the web login's code opens (the server's WX_MP_PAGE default) is in the package, with its files.
    for (const ext of ['js', 'json', 'wxml']) expect(fs.existsSync(path.join(weapp, `pages/login/confirm.${ext}`))).toBe(true);
  });

  it('project.config.json has the AppID from WX_MP_APPID and is a mini-program rooted at the package', () => {
    const project = readJson<{ appid: string; compileType: string; miniprogramRoot: string; setting: Record<string, unknown> }>(
      'project.config.json',
    );
    expect(project.appid).toBe(TEST_APPID);
    expect(project.compileType).toBe('miniprogram');
    expect(project.miniprogramRoot).toBe('./');
    expect(project.setting).toMatchObject({ urlCheck: true });
  });

  it('the main package (everything outside subpackage roots) is within 2 MB', () => {
    const app = readJson<AppJson>('app.json');
    const roots = [...(app.subPackages ?? []), ...(app.subpackages ?? [])].map((s) => path.join(weapp, s.root));
    const main = files(weapp).filter(
      (f) => !roots.some((r) => f.startsWith(r + path.sep)) && !/project\.(private\.)?config\.json$/.test(f),
    );
    const bytes = main.reduce((n, f) => n + fs.statSync(f).size, 0);
    console.info(`mini-program main package: ${bytes} bytes in ${main.length} files`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(MAIN_PACKAGE_LIMIT);
  });

  it('calls only the portal given as MP_API_BASE: https, or http to localhost for the developer tool; nothing without WX_MP_APPID', () => {
    const https = 'https://alumni.example.edu.cn';
    expect(() => weappAppid({ MP_API_BASE: https })).toThrow('WX_MP_APPID is not set');
    expect(() => weappAppid({ WX_MP_APPID: 'wx123' })).toThrow('WX_MP_APPID must be wx followed by 16');
    expect(weappAppid({ WX_MP_APPID: ` ${TEST_APPID} ` })).toBe(TEST_APPID);
    expect(() => apiBase({})).toThrow('MP_API_BASE is not set');
    expect(() => apiBase({ MP_API_BASE: 'http://alumni.example.edu.cn' })).toThrow('MP_API_BASE must be https');
    expect(() => apiBase({ MP_API_BASE: `${https}/api` })).toThrow('without a path');
    expect(apiBase({ MP_API_BASE: `${https}/` })).toBe(https);
    expect(apiBase({ MP_API_BASE: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(apiBase({ MP_API_BASE: 'http://localhost:8080' })).toBe('http://localhost:8080');
  });

  it('mp:build stops before Taro, naming what is missing, when WX_MP_APPID is unset', { timeout: 60_000 }, () => {
    const { WX_MP_APPID: _a, ...rest } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'miniprogram/config/preflight.ts'], {
      cwd: root,
      env: { ...rest, MP_API_BASE: 'https://alumni.example.edu.cn' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WX_MP_APPID is not set');
  });
});
