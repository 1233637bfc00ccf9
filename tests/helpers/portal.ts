import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * How a test starts server/index.ts: the run's bundle of it when there is one (tests/setup/server-bundle.ts), else
 * the sources through tsx, as `npm start` does (`source`, or outside the suite).
 */
function serverArgs(source = false): string[] {
  const bundle = process.env.PORTAL_SERVER_BUNDLE;
  return bundle && !source ? [bundle] : ['--import', 'tsx', 'server/index.ts'];
}

// A server's port is chosen before it starts (its own address goes into its environment) and taken seconds later, once
// its database is up. A port the system hands out for listen(0) is from the ephemeral range (Linux: 32768-60999), which
// every outgoing connection of the run (the browsers, fetches, the database's clients) draws from meanwhile: in one CI
// run another socket had 44271 by the time clerk-words' server asked for it. So a server's port comes from below that
// range, where no outgoing connection lands, each Vitest worker from a slice of its own, and is checked free.
const PORTS_FROM = 20000;
const SLICE = 1000;
const slice = PORTS_FROM + (Number(process.env.VITEST_POOL_ID ?? 0) % 12) * SLICE;
let nextPort = Math.floor(Math.random() * SLICE);

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function freePort(): Promise<number> {
  for (let tried = 0; tried < SLICE; tried++) {
    const port = slice + (nextPort++ % SLICE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${slice}-${slice + SLICE - 1}`);
}

export interface Portal {
  url: string;
  dataDir: string;
  /** the server process, for reading its memory */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown, the data folder kept */
  kill(): Promise<void>;
}

/**
 * Throws unless the build a drawn page needs is on disk: the portal (dist/, or PORTAL_DIST) and the server renderer
 * (dist-ssr/). Without the renderer the server quietly draws every page in the browser, which a measurement of drawn
 * pages must not mistake for them.
 */
export function requireDrawnBuild(portalRoot?: string): void {
  const dist = portalRoot ? path.join(portalRoot, 'dist') : (process.env.PORTAL_DIST ?? path.join(root, 'dist'));
  const ssr = path.join(portalRoot ?? root, 'dist-ssr', 'entry-server.js');
  const missing = [path.join(dist, 'index.html'), ssr].filter((f) => !fs.existsSync(f));
  if (missing.length) throw new Error(`${missing.map((f) => path.relative(root, f)).join(' and ')} missing: run \`npm run build\` first`);
}

/**
 * Runs the real server where it is expected to refuse to start: answers its exit code and what it printed. Kills it
 * (and fails) if it starts listening instead.
 */
export async function serverRefusal(env: Record<string, string>, dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(root, 'no-portal'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (d: Buffer) => {
    output += d;
    if (output.includes('校友门户已启动')) child.kill('SIGKILL');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/**
 * Starts the real server (built portal + API) on a free port with a fresh embedded database.
 * `apiOnly` starts it without the portal, so API-level tests need no build. A value of `env` may say `{portal}`: this
 * server's own address, known once its port is chosen (WeChat Pay's notification address). `root` starts another
 * checkout of the portal instead of this one (the bench's baseline, scripts/bench/baseline.ts): its own server from its
 * sources, its dist/ and dist-ssr/, whatever PORTAL_DIST and PORTAL_SERVER_BUNDLE say.
 */
export async function startPortal(
  env: Record<string, string> = {},
  opts: { dataDir?: string; apiOnly?: boolean; source?: boolean; root?: string } = {},
): Promise<Portal> {
  const cwd = opts.root ?? root;
  // PORTAL_DIST points the tests at another build (a helper building in parallel); dist/ by default.
  // A folder that does not exist means no portal: the server answers the API only.
  const dist = opts.apiOnly
    ? path.join(cwd, 'no-portal')
    : opts.root
      ? path.join(opts.root, 'dist')
      : (process.env.PORTAL_DIST ?? path.join(root, 'dist'));
  if (!opts.apiOnly && !fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const own = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replaceAll('{portal}', `http://127.0.0.1:${port}`)]));
  // The server finds dist-ssr/ (SSR_DIR) from its working folder.
  const child: ChildProcess = spawn(process.execPath, serverArgs(opts.source || !!opts.root), {
    cwd,
    // Every request of a test comes from one address: the per-client render limit is for a crowd, not for a suite.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      RENDER_RATE_LIMIT: '100000',
      // A test stops its server at once; the SIGTERM test sets its own grace.
      SHUTDOWN_GRACE_MS: '0',
      // The embedded database finds (or makes) its key file in DATA_DIR; a PostgreSQL run (CI) needs DATA_KEYS.
      ...((env.DATABASE_URL ?? process.env.DATABASE_URL) && !(env.DATA_KEYS ?? process.env.DATA_KEYS)
        ? { DATA_KEYS: `e2e:${Buffer.alloc(32, 'e2e').toString('base64')}` }
        : {}),
      ...own(env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  // Listening once it says so (server/index.ts prints the line after listen), or gone: no polling.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, 90_000);
    const read = (d: Buffer) => {
      output += d;
      if (!output.includes('校友门户已启动')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => (clearTimeout(timer), reject(new Error(`server exited early:\n${output}`))));
  });
  return {
    url,
    dataDir,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/**
 * The full Chromium's own address-bar popups, which it preloads in a renderer of their own for every window (a context
 * here): turning them off cut the CPU time of public-site.test.ts from 57.6 s to 40.0 s, for a bar a headless browser
 * never shows. The headless shell has none; the flag is for a run on the full browser (CHROME_PATH).
 */
const unusedChromiumFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium reads only the last --disable-features it is given, and Playwright passes its own list before ours: ours
 * repeats Playwright's (as of playwright-core 1.x, checked at every launch by `checkDisabledFeatures`) and adds the popups.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's old headless shell (package chromium-headless-shell) when installed, as Playwright itself prefers for
 * headless runs: without the full browser's windows and WebUI it cut the CPU time of login, a11y-portal and
 * hostile-content from 171 s to 127 s. Else Debian's full Chromium; CHROME_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    // Lets checkDisabledFeatures read the command line the browser was started with (Browser.getBrowserCommandLine).
    '--enable-automation',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    // A page opens in the renderer process of a page of the same site already open in its context (the parked page of
    // a kept context, tests/helpers/context-pool.ts) instead of starting one: about 1 s of processor per page.
    '--renderer-process-limit=1',
    `--disable-features=${[...playwrightDisabledFeatures, ...unusedChromiumFeatures].join(',')}`,
  ],
};

/** Fails the launch when Playwright turns off a feature that our --disable-features, which replaces its list, leaves on. */
async function checkDisabledFeatures(browser: Browser) {
  const session = await browser.newBrowserCDPSession();
  const { arguments: args } = await session.send('Browser.getBrowserCommandLine');
  await session.detach();
  const lists = args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
  const left = lists[0].filter((feature) => !lists.at(-1)!.includes(feature));
  if (left.length) throw new Error(`tests/helpers/portal.ts: add Playwright's ${left.join(', ')} to playwrightDisabledFeatures`);
}

/** Debian's headless Chromium (`chromiumPath`), with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(launchOptions);
  await checkDisabledFeatures(browser);
  return browser;
}

/** The same browser with a real (non-incognito) profile in `userDataDir`. */
export function launchPersistent(userDataDir: string, viewport: ViewportName): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    viewport: viewports[viewport],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

export function newContext(
  browser: Browser,
  viewport: ViewportName,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
}
