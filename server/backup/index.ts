import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DataKeys } from '../crypto/data-keys.ts';
import { KEY_FILE_NAME } from '../crypto/data-keys.ts';
import type { UploadStoreKind } from '../uploads/choose.ts';
import { BackupError, decrypt, encrypt, pack, unpack, type Entry } from './archive.ts';

/**
 * `npm run backup` and `npm run restore`: the database (the embedded PGlite folder, or PostgreSQL through pg_dump's
 * custom format) and, when uploads are kept in the folder, the uploads folder, in one file encrypted with the current
 * data key. Uploads kept in the database are in its dump; those in S3 are the bucket's to keep (README).
 */

export interface Manifest {
  format: 'alumni-portal-backup';
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** Uploads carried: files of the folder, or rows of the database store (in the dump). */
  uploads: number;
  /** Where the deployment kept its uploads (absent in backups from before there was a choice: the folder). */
  uploadStore?: UploadStoreKind;
}

export interface Target {
  /** DATA_DIR: the embedded database lives in its `pglite` folder, uploads in its `uploads` folder. */
  dataDir: string;
  databaseUrl?: string;
  /** Where its uploads are kept; unset, as chooseUploadStore picks without UPLOAD_ variables. */
  uploadStore?: UploadStoreKind;
}

const storeOf = (target: Target): UploadStoreKind => target.uploadStore ?? (target.databaseUrl ? 'database' : 'folder');

const UPLOADS = 'uploads';
const PGLITE = 'pglite';

/** A running embedded server holds this file in its database folder (PGlite removes it on a clean close). */
const runningMark = (dataDir: string) => path.join(dataDir, PGLITE, 'postmaster.pid');

function uploadEntries(dataDir: string): Entry[] {
  const root = path.join(dataDir, UPLOADS);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => {
      const full = path.join(item.parentPath, item.name);
      return { name: `${UPLOADS}/${path.relative(root, full).split(path.sep).join('/')}`, data: fs.readFileSync(full) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** libpq reads the connection from the environment, so a password never shows in the process list. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('PG')) delete env[name];
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', u.searchParams.get('host') ?? decodeURIComponent(u.hostname));
  set('PGPORT', u.port || u.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(u.username) || u.searchParams.get('user'));
  set('PGPASSWORD', decodeURIComponent(u.password) || u.searchParams.get('password'));
  set('PGDATABASE', decodeURIComponent(u.pathname.slice(1)));
  set('PGSSLMODE', u.searchParams.get('sslmode'));
  return env;
}

/** Runs a PostgreSQL client program and answers what it wrote; its error output becomes the refusal. */
function run(program: string, args: string[], url: string, input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: libpqEnv(url), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `找不到 ${program}：请安装与数据库服务器同版本的 PostgreSQL 客户端工具`
            : `${program} 无法运行：${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new BackupError(`${program} 失败（退出码 ${code}）：${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

async function dumpPglite(dataDir: string): Promise<Buffer> {
  const folder = path.join(dataDir, PGLITE);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`${folder} 中没有内嵌数据库`);
  // PGlite is one process's database: a second one opening the folder of a running server would damage it.
  if (fs.existsSync(runningMark(dataDir))) throw new BackupError(`内嵌数据库正在使用中（${runningMark(dataDir)}）：请先停止服务器再备份`);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(folder);
  try {
    await db.waitReady;
    return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** The encrypted backup of the deployment at `target`, and what it holds. */
export async function createBackup(target: Target, keys: DataKeys): Promise<{ file: Buffer; manifest: Manifest }> {
  const database = target.databaseUrl
    ? await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges'], target.databaseUrl)
    : await dumpPglite(target.dataDir);
  const store = storeOf(target);
  // The folder only when uploads are kept there: one a deployment left behind (uploads:migrate copies, never deletes)
  // would be carried twice, and restored beside the store it moved to.
  const uploads = store === 'folder' ? uploadEntries(target.dataDir) : [];
  const manifest: Manifest = {
    format: 'alumni-portal-backup',
    database: target.databaseUrl ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    uploads:
      store === 'database' && target.databaseUrl
        ? await countIn(target.databaseUrl, 'select count(*)::int as n from upload_blob')
        : uploads.length,
    uploadStore: store,
  };
  const entries = [
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'database', data: database },
    ...uploads,
  ];
  return { file: encrypt(pack(entries), keys.current), manifest };
}

/** Opens and checks a backup completely before anything is written. */
export function openBackup(file: Buffer, keys: DataKeys): { manifest: Manifest; database: Buffer; uploads: Entry[] } {
  const entries = unpack(decrypt(file, keys));
  const manifestEntry = entries.find((e) => e.name === 'manifest.json');
  const database = entries.find((e) => e.name === 'database')?.data;
  const manifest = manifestEntry && (JSON.parse(manifestEntry.data.toString('utf8')) as Manifest);
  if (!manifest || manifest.format !== 'alumni-portal-backup' || !database) throw new BackupError('备份内容不完整：缺少清单或数据库');
  const uploads = entries.filter((e) => e.name.startsWith(`${UPLOADS}/`));
  for (const { name } of uploads) {
    const parts = name.split('/').slice(1);
    if (parts.some((part) => part === '' || part === '.' || part === '..')) throw new BackupError(`备份中的上传文件名不安全：${name}`);
  }
  return { manifest, database, uploads };
}

/** Tables (or other relations) anyone created outside PostgreSQL's own schemas. */
const relationCount = (url: string) =>
  countIn(
    url,
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%' and s.nspname not like 'pg_temp%'`,
  );

const hasContent = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

/** One number a query on the PostgreSQL database answers (as `n`). */
async function countIn(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`无法连接 DATABASE_URL 指向的数据库：${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(sql);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into `target`: an empty data folder (a key file alone counts as empty) or an empty PostgreSQL
 * database plus the data folder's uploads. What is there already is replaced only with `force`.
 */
export async function restoreBackup(file: Buffer, keys: DataKeys, target: Target, opts: { force?: boolean } = {}): Promise<Manifest> {
  const { manifest, database, uploads } = openBackup(file, keys);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== wanted)
    throw new BackupError(
      manifest.database === 'pglite'
        ? '这是内嵌数据库的备份：请在未设置 DATABASE_URL 时恢复到数据目录'
        : '这是 PostgreSQL 的备份：请设置 DATABASE_URL 指向一个空数据库后再恢复',
    );
  const uploadsDir = path.join(target.dataDir, UPLOADS);
  const pgliteDir = path.join(target.dataDir, PGLITE);
  if (fs.existsSync(runningMark(target.dataDir)))
    throw new BackupError(`内嵌数据库正在使用中（${runningMark(target.dataDir)}）：请先停止服务器`);
  // Files of a folder backup (or of one from before the stores; uploads:migrate then moves them into the store), or the
  // folder store's own: otherwise the folder is not this restore's to check or replace.
  const folderPart = uploads.length > 0 || storeOf(target) === 'folder';
  const occupied: string[] = [];
  if (folderPart && hasContent(uploadsDir)) occupied.push(uploadsDir);
  if (target.databaseUrl) {
    if ((await relationCount(target.databaseUrl)) > 0) occupied.push('DATABASE_URL 指向的数据库');
  } else if (fs.existsSync(target.dataDir)) {
    const others = fs.readdirSync(target.dataDir).filter((name) => name !== KEY_FILE_NAME && name !== UPLOADS);
    occupied.push(...others.map((name) => path.join(target.dataDir, name)));
  }
  if (occupied.length > 0 && !opts.force)
    throw new BackupError(`恢复目标不是空的：${occupied.join('、')}。请恢复到新的空数据目录（或空数据库），或加 --force 覆盖现有数据`);

  if (target.databaseUrl) {
    const clean = occupied.length > 0 ? ['--clean', '--if-exists'] : [];
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...clean,
        `--dbname=${libpqEnv(target.databaseUrl).PGDATABASE}`,
      ],
      target.databaseUrl,
      database,
    );
  } else {
    // Loaded beside the old folder and swapped in only once PGlite has opened it: a failure leaves the old data.
    const incoming = `${pgliteDir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    fs.mkdirSync(incoming, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(incoming, { loadDataDir: new Blob([new Uint8Array(database)]) });
    await db.waitReady;
    await db.close();
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.renameSync(incoming, pgliteDir);
  }
  if (!folderPart) return manifest;
  const incomingUploads = `${uploadsDir}.restoring`;
  fs.rmSync(incomingUploads, { recursive: true, force: true });
  fs.mkdirSync(incomingUploads, { recursive: true });
  for (const { name, data } of uploads) {
    const to = path.join(incomingUploads, ...name.split('/').slice(1));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, data);
  }
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  fs.renameSync(incomingUploads, uploadsDir);
  return manifest;
}
