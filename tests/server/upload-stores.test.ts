// Issue 31 point 1: uploads kept where every process reads them. The same behaviour from each store: the embedded
// folder, the database (PGlite here; PostgreSQL in the TEST_DATABASE_URL pass) and S3 (a fake that checks signatures).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import type { S3Settings } from '../../server/uploads/choose.ts';
import { runRetention } from '../../server/jobs/retention.ts';
import type { UploadStoreKind } from '../../server/uploads/choose.ts';
import { copyFolderIntoStore } from '../../server/uploads/migrate-folder.ts';
import { s3Store } from '../../server/uploads/s3-store.ts';
import { startFakeS3 } from '../helpers/fake-s3.ts';
import { serverRefusal } from '../helpers/portal.ts';
import { jpeg, png } from '../helpers/images.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const credentials = { accessKeyId: 'AKIDPORTALTEST', secretAccessKey: 'never-in-a-log-0123456789abcdef', bucket: 'portal-uploads' };
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let s3: S3Settings;
beforeAll(async () => {
  fake = await startFakeS3(credentials);
  s3 = { ...credentials, endpoint: fake.endpoint, region: 'cn-test-1', forcePathStyle: true };
});
afterAll(() => fake.close());

function multipart(content: Buffer, token: string) {
  const boundary = '----stores' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合影.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } };
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stores-'));
const nameOf = (url: string) => url.slice('/uploads/'.length);

describe.each<UploadStoreKind>(['folder', 'database', 's3'])('uploads kept in the %s store', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ uploadStore: kind, uploadS3: s3, uploadRateLimit: 1000, uploadDailyFiles: 1000 });
    const [{ id }] = await server.db.query<{ id: number }>("select id from app_user where name = '张明'");
    token = await createSession(server.db, id, 60_000);
  });
  afterAll(() => server.close());

  const upload = async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/upload/image', ...multipart(png, token) });
    expect(res.json().code).toBe(0);
    return res.json().data.url as string;
  };
  /** Where this store holds the picture, looked at directly: not through the route under test. */
  const heldBytes = async (name: string): Promise<Buffer | undefined> => {
    if (kind === 'folder') {
      const file = path.join(server.config.dataDir, 'uploads', name);
      return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    }
    if (kind === 'database') {
      const [row] = await server.db.query<{ bytes: Uint8Array }>('select bytes from upload_blob where name = $1', [name]);
      return row && Buffer.from(row.bytes);
    }
    return fake.objects.get(`uploads/${name}`)?.body;
  };

  it('keeps the upload there and serves it with a strong ETag from its content, a year of caching, and 304 to If-None-Match', async () => {
    const url = await upload();
    const held = await heldBytes(nameOf(url));
    expect(held).toBeDefined();
    // Nothing on this process's own disk, where another process would not find it.
    if (kind !== 'folder') expect(fs.existsSync(path.join(server.config.dataDir, 'uploads'))).toBe(false);
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(held!)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    const unknown = await server.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
  });

  it('has the clean-up job remove an upload nothing refers to from the store', async () => {
    const url = await upload();
    await runRetention(server.db, server.config, new Date(Date.now() + 25 * 60 * 60 * 1000), server.app.uploads);
    expect(await heldBytes(nameOf(url))).toBeUndefined();
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  // The folder store is where uploads:migrate takes them from: nothing to move for it.
  if (kind !== 'folder')
    it('takes an existing uploads folder in with uploads:migrate, once', async () => {
      const folder = tmp();
      const names = [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.jpg`];
      fs.writeFileSync(path.join(folder, names[0]), png);
      fs.writeFileSync(path.join(folder, names[1]), jpeg);
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a picture');
      expect(await copyFolderIntoStore(folder, server.app.uploads)).toEqual({ copied: 2, present: 0, skipped: ['notes.txt'] });
      expect(await copyFolderIntoStore(folder, server.app.uploads)).toEqual({ copied: 0, present: 2, skipped: ['notes.txt'] });
      const served = await server.app.inject({ method: 'GET', url: `/uploads/${names[1]}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(jpeg)).toBe(true);
    });
});

describe('the S3 store', () => {
  it('signs every request with the configured key (the fake recomputes the SigV4 signature from its secret)', () => {
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.map((r) => r.method)).toEqual(expect.arrayContaining(['PUT', 'GET', 'HEAD', 'DELETE']));
    expect(fake.requests.every((r) => r.signatureValid && r.accessKeyId === credentials.accessKeyId)).toBe(true);
  });

  it('is refused with a wrong secret, and says so without the secret or the signature', async () => {
    const wrong = s3Store({ ...s3, secretAccessKey: 'a-wrong-secret-9876543210' });
    const error = await wrong.put(`${'c'.repeat(32)}.png`, png).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('403');
    expect(message).toContain(credentials.bucket);
    expect(message).not.toMatch(/a-wrong-secret|never-in-a-log|Signature=/);
    expect(fake.requests.at(-1)).toMatchObject({ accessKeyId: credentials.accessKeyId, signatureValid: false });
  });

  it('stops the server when set by half, naming what is missing and never the secret', async () => {
    const dataDir = tmp();
    try {
      const { code, output } = await serverRefusal(
        { UPLOAD_S3_BUCKET: credentials.bucket, UPLOAD_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey },
        dataDir,
      );
      expect(code).not.toBe(0);
      expect(output).toContain('UPLOAD_S3_ENDPOINT、UPLOAD_S3_ACCESS_KEY_ID');
      expect(output).not.toContain(credentials.secretAccessKey);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run uploads:migrate', () => {
  it('copies DATA_DIR/uploads into the database store and says how many, in Chinese; a second run copies nothing', async () => {
    const dataDir = tmp();
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', `${'d'.repeat(32)}.png`), png);
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/uploads-migrate.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, UPLOAD_STORE: 'database', DATABASE_URL: '' },
      });
    try {
      expect((await run()).stdout).toContain('复制 1 个到数据库，0 个已在其中');
      expect((await run()).stdout).toContain('复制 0 个到数据库，1 个已在其中');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
