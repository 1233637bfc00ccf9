import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { BackupError, pack, unpack } from '../../server/backup/archive.ts';
import { createBackup, restoreBackup } from '../../server/backup/index.ts';
import { readConfig } from '../../server/config/index.ts';
import { DataKeyError, KEY_FILE_NAME, loadDataKeys, parseDataKeys, type DataKeys } from '../../server/crypto/data-keys.ts';
import { connect, type Db, type Queryable } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import type { UploadStoreKind } from '../../server/uploads/choose.ts';
import { databaseStore } from '../../server/uploads/database-store.ts';
import { dbChecksum } from '../helpers/db-checksum.ts';
import { png } from '../helpers/images.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';

const folders: string[] = [];
const scratchFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const key = () => randomBytes(32).toString('base64');
const k1 = key();
const k2 = key();

describe('DATA_KEYS parsing', () => {
  const cases: [string, string, string[] | RegExp][] = [
    ['one key', `k1:${k1}`, ['k1']],
    ['commas, spaces and line breaks; the first is current', `k2:${k2}, k1:${k1}\nold:${key()}`, ['k2', 'k1', 'old']],
    ['comment lines in a key file', `# 数据密钥\nk1:${k1}\n`, ['k1']],
    ['nothing', '  ', /没有密钥/],
    ['no id', k1, /密钥编号/],
    ['an id with a space-free but bad character', `k/1:${k1}`, /密钥编号/],
    ['a 16-byte key', `k1:${randomBytes(16).toString('base64')}`, /32 字节/],
    ['not base64', `k1:${'!'.repeat(44)}`, /32 字节/],
    ['the same id twice', `k1:${k1},k1:${k2}`, /两次/],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    if (expected instanceof RegExp) {
      expect(() => parseDataKeys(text)).toThrow(DataKeyError);
      expect(() => parseDataKeys(text)).toThrow(expected);
      return;
    }
    const keys = parseDataKeys(text);
    expect(keys.current.id).toBe(expected[0]);
    for (const id of expected) expect(keys.byId(id)?.key).toHaveLength(32);
    expect(keys.byId('absent')).toBeUndefined();
  });

  it('creates the embedded key file once, readable by its owner only; PostgreSQL needs DATA_KEYS', () => {
    const dataDir = scratchFolder();
    const first = loadDataKeys({ dataKeys: undefined, dataDir, embedded: true, create: true });
    expect(fs.statSync(path.join(dataDir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    const again = loadDataKeys({ dataKeys: undefined, dataDir, embedded: true, create: true });
    expect(again.current.key.equals(first.current.key)).toBe(true);
    expect(loadDataKeys({ dataKeys: `env:${k1}`, dataDir, embedded: true, create: true }).current.id).toBe('env');
    expect(() => loadDataKeys({ dataKeys: undefined, dataDir, embedded: false, create: true })).toThrow(/DATA_KEYS/);
    expect(() => loadDataKeys({ dataKeys: undefined, dataDir: scratchFolder(), embedded: true, create: false })).toThrow(/没有数据密钥/);
  });

  it('packs and unpacks entries, empty ones and Chinese names included', () => {
    const entries = [
      { name: 'manifest.json', data: Buffer.from('{}') },
      { name: 'uploads/空.txt', data: Buffer.alloc(0) },
      { name: 'database', data: randomBytes(1000) },
    ];
    expect(unpack(pack(entries))).toEqual(entries);
    expect(() => unpack(pack(entries).subarray(0, 60))).toThrow(BackupError);
  });
});

/** Rows of every table of the schema, by table name. */
async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`))[0].n;
  return counts;
}

/** A picture as the upload route stores it (random hex name), with content of its own. */
function putUpload(dataDir: string): { name: string; data: Buffer } {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const data = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', name), data);
  return { name, data };
}

/**
 * The restored database as `npm run serve` would open it (migrations first: they must find nothing to do), with the
 * same rows as the original, and the app on it serving the upload and the seeded news.
 */
async function expectSameDeployment(
  db: Db,
  dataDir: string,
  before: { counts: Record<string, number>; sum: string },
  upload: { name: string; data: Buffer },
  keys: DataKeys,
  uploadStore: UploadStoreKind = 'folder',
) {
  await migrate(db);
  expect(await rowCounts(db)).toEqual(before.counts);
  expect(await dbChecksum(db)).toBe(before.sum);
  const app = await buildApp({ config: { ...readConfig({ LOG_LEVEL: 'silent' }), distDir: undefined, dataDir, uploadStore }, db, keys });
  try {
    await app.ready();
    const picture = await app.inject({ method: 'GET', url: `/uploads/${upload.name}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(upload.data)).toBe(true);
    const news = (await app.inject({ method: 'GET', url: '/api/alumnews/list?pageSize=50' })).json();
    expect(news.code).toBe(0);
    expect(news.data.total).toBe(before.counts.news ?? news.data.total);
    expect(news.data.total).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
}

describe('npm run backup / npm run restore', () => {
  it('restores the embedded database and the uploads into a fresh folder (and PostgreSQL with TEST_DATABASE_URL); refuses a changed file, a wrong key and a full folder', async () => {
    // The deployment to back up: the embedded database on disk, seeded with the demo college, and one upload.
    const source = scratchFolder();
    const keys = loadDataKeys({ dataKeys: undefined, dataDir: source, embedded: true, create: true });
    const original = await connect({ dataDir: source });
    await migrate(original);
    await seedIfEmpty(original, { demo: true, keys });
    const before = { counts: await rowCounts(original), sum: await dbChecksum(original) };
    await original.close();
    const upload = putUpload(source);

    const { file, manifest } = await createBackup({ dataDir: source }, keys);
    expect(manifest).toMatchObject({ database: 'pglite', uploads: 1 });
    // Encrypted: neither the seeded names nor the picture's bytes are readable in the file.
    expect(file.includes(Buffer.from('张明'))).toBe(false);
    expect(file.includes(upload.data.subarray(8, 64))).toBe(false);

    // A changed byte, a different key under the same id, and a key id the deployer no longer has: refused, nothing written.
    const refusedInto = scratchFolder();
    const tampered = Buffer.from(file);
    tampered[Math.floor(tampered.length / 2)] ^= 1;
    await expect(restoreBackup(tampered, keys, { dataDir: refusedInto })).rejects.toThrow(/校验失败.*未写入任何数据/);
    const headerChanged = Buffer.from(file);
    headerChanged[8] = 9;
    await expect(restoreBackup(headerChanged, keys, { dataDir: refusedInto })).rejects.toThrow(/版本 9 不受支持/);
    const wrongKey: DataKeys = parseDataKeys(`${keys.current.id}:${key()}`);
    await expect(restoreBackup(file, wrongKey, { dataDir: refusedInto })).rejects.toThrow(/校验失败/);
    await expect(restoreBackup(file, parseDataKeys(`other:${key()}`), { dataDir: refusedInto })).rejects.toThrow(/没有这个密钥/);
    await expect(restoreBackup(Buffer.from('hello'), keys, { dataDir: refusedInto })).rejects.toThrow(/不是校友门户的备份文件/);
    expect(fs.readdirSync(refusedInto)).toEqual([]);

    // Into a fresh folder holding only the key file: every record and the upload are there.
    const target = scratchFolder();
    fs.copyFileSync(path.join(source, KEY_FILE_NAME), path.join(target, KEY_FILE_NAME));
    await restoreBackup(file, keys, { dataDir: target });
    const restored = await connect({ dataDir: target });
    try {
      await expectSameDeployment(restored, target, before, upload, keys);
    } finally {
      await restored.close();
    }
    // A folder with data in it is replaced only with --force.
    await expect(restoreBackup(file, keys, { dataDir: target })).rejects.toThrow(/不是空的.*--force/);
    await restoreBackup(file, keys, { dataDir: target }, { force: true });
    // A PostgreSQL backup is not restored into a data folder, nor this one into PostgreSQL.
    await expect(
      restoreBackup(file, keys, { dataDir: scratchFolder(), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow(/内嵌数据库的备份/);

    // CI's second server run has a PostgreSQL server: the same round trip through pg_dump and pg_restore.
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const from = await createScratchDatabase(adminUrl);
    const to = await createScratchDatabase(adminUrl);
    const pgKeys = parseDataKeys(`pg1:${k1}`);
    try {
      const pgSource = scratchFolder();
      const db = await connect({ dataDir: 'memory://', databaseUrl: from.url });
      let pgBefore;
      // With DATABASE_URL uploads are kept in the database: the dump carries them, and the folder is not packed.
      const pgUpload = { name: `${randomBytes(16).toString('hex')}.png`, data: png };
      const leftInFolder = putUpload(pgSource);
      try {
        await migrate(db);
        await seedIfEmpty(db, { demo: true, keys: pgKeys });
        await databaseStore(db).put(pgUpload.name, pgUpload.data);
        pgBefore = { counts: await rowCounts(db), sum: await dbChecksum(db) };
      } finally {
        await db.close();
      }
      const backup = await createBackup({ dataDir: pgSource, databaseUrl: from.url }, pgKeys);
      expect(backup.manifest).toMatchObject({ database: 'postgres', uploads: 1, uploadStore: 'database' });
      await expect(restoreBackup(backup.file, pgKeys, { dataDir: scratchFolder() })).rejects.toThrow(/PostgreSQL 的备份/);
      // The source database is not empty: refused there without --force.
      await expect(restoreBackup(backup.file, pgKeys, { dataDir: scratchFolder(), databaseUrl: from.url })).rejects.toThrow(/不是空的/);

      const pgTarget = scratchFolder();
      await restoreBackup(backup.file, pgKeys, { dataDir: pgTarget, databaseUrl: to.url });
      const copy = await connect({ dataDir: 'memory://', databaseUrl: to.url });
      try {
        await expectSameDeployment(copy, pgTarget, pgBefore, pgUpload, pgKeys, 'database');
        expect(fs.existsSync(path.join(pgTarget, 'uploads', leftInFolder.name))).toBe(false);
      } finally {
        await copy.close();
      }
    } finally {
      await from.drop();
      await to.drop();
    }
  }, 180_000);
});
