// The fixed commit `npm run bench` measures beside the current tree (bench/baseline.json, issue 35 point 4). Prepared
// once into bench/.baseline/<sha>/ (gitignored): the commit's files by `git archive`, its node_modules a link to the
// current tree's while the two package-lock.json files are the same (else its own, by `npm ci`), built by its own
// `npm run build`; a marker file with the sha, written last, lets later runs reuse the build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Baseline {
  commit: string;
  short: string;
  why: string;
  /** the commit's tree, built: its own server, dist/ and dist-ssr/ */
  dir: string;
}

const MARKER = '.bench-built';

const git = (root: string, ...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();

/** bench/baseline.json, checked: a full sha of a commit this repository has. */
export function readBaseline(root: string): Baseline {
  const file = path.join(root, 'bench', 'baseline.json');
  const { commit, why } = JSON.parse(fs.readFileSync(file, 'utf8')) as { commit: string; why: string };
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`${file}: "commit" must be a full 40-hex sha, not ${JSON.stringify(commit)}`);
  try {
    git(root, 'cat-file', '-e', `${commit}^{commit}`);
  } catch {
    throw new Error(`${file}: commit ${commit} is not in this repository (fetch it, or set another baseline)`);
  }
  return { commit, short: commit.slice(0, 7), why, dir: path.join(root, 'bench', '.baseline', commit) };
}

/** The current tree's commit, and whether files outside bench/ differ from it (tracked or not). */
export function currentTree(root: string): { commit: string; short: string; changed: boolean } {
  const commit = git(root, 'rev-parse', 'HEAD');
  const changed = git(root, 'status', '--porcelain', '--', '.', ':!bench') !== '';
  return { commit, short: commit.slice(0, 7), changed };
}

/**
 * The baseline's node_modules: a link to the current tree's when the locks match, else an install of its own (a
 * complete one has npm's node_modules/.package-lock.json). Checked on every run, reused build or not: the server and
 * the drawn pages' renderer load their packages at run time, so a link must not outlive a change to the current lock.
 */
function provideNodeModules(root: string, dir: string, log: (msg: string) => void): 'linked' | 'installed' {
  const modules = path.join(dir, 'node_modules');
  const same = fs.readFileSync(path.join(root, 'package-lock.json')).equals(fs.readFileSync(path.join(dir, 'package-lock.json')));
  const stat = fs.lstatSync(modules, { throwIfNoEntry: false });
  if (same) {
    if (stat?.isSymbolicLink()) return 'linked';
    if (stat) fs.rmSync(modules, { recursive: true, force: true });
    fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
    log('baseline: package-lock.json matches the current tree, node_modules linked to its');
    return 'linked';
  }
  if (stat && !stat.isSymbolicLink() && fs.existsSync(path.join(modules, '.package-lock.json'))) return 'installed';
  if (stat) fs.rmSync(modules, { recursive: true, force: true });
  log('baseline: package-lock.json differs from the current tree, running npm ci in the baseline (once)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  return 'installed';
}

/** The baseline, built: reused when its marker names the commit, else extracted, linked or installed, and built. */
export function prepareBaseline(root: string, log: (msg: string) => void): Baseline {
  const baseline = readBaseline(root);
  const { dir, commit } = baseline;
  const marker = path.join(dir, MARKER);
  const built =
    fs.existsSync(marker) &&
    JSON.parse(fs.readFileSync(marker, 'utf8')).commit === commit &&
    fs.existsSync(path.join(dir, 'dist', 'index.html')) &&
    fs.existsSync(path.join(dir, 'dist-ssr', 'entry-server.js'));
  if (built) {
    provideNodeModules(root, dir, log);
    log(`baseline ${baseline.short}: built before, in ${path.relative(root, dir)}`);
    return baseline;
  }

  log(`baseline ${baseline.short}: extracting into ${path.relative(root, dir)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tar = `${dir}.tar`;
  try {
    git(root, 'archive', '--format=tar', '-o', tar, commit);
    execFileSync('tar', ['-xf', tar, '-C', dir]);
  } finally {
    fs.rmSync(tar, { force: true });
  }
  const modules = provideNodeModules(root, dir, log);

  // Its own build script: the commands the commit was built with (today the current tree's: tsr generate, vite build,
  // vite build --ssr src/entry-server.tsx).
  log(`baseline ${baseline.short}: building (npm run build)`);
  const started = Date.now();
  try {
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`baseline build failed in ${dir}:\n${`${stdout ?? ''}${stderr ?? ''}`.slice(-4000)}`, { cause: error });
  }
  fs.writeFileSync(marker, JSON.stringify({ commit, builtAt: new Date().toISOString(), nodeModules: modules }) + '\n');
  log(`baseline ${baseline.short}: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return baseline;
}
