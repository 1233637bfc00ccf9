import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { parseTrustProxy, readConfig, startProblem } from '../../server/config/index.ts';
import { mismatchedKeyIds } from '../../server/crypto/key-checks.ts';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { serverRefusal } from '../helpers/portal.ts';
import { startTestServer, testDataKeys } from '../helpers/server.ts';
import { testDataKeyText } from '../helpers/template-keys.ts';

// What production refuses to start with (issue 29, point 7), each tested by starting server/index.ts.

/** Everything else a production start needs, so that the refusal is the one under test. */
const production = {
  NODE_ENV: 'production',
  CARD_SIGNING_KEY: 'a-card-signing-key-long-enough-for-the-check-0123456789',
  WX_MP_APPID: 'wx-test',
  WX_MP_SECRET: 'wx-test-secret',
  LOG_LEVEL: 'warn',
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A data folder whose embedded database is migrated and then given what `prepare` writes. */
async function dataDirWith(prepare: (db: Awaited<ReturnType<typeof connect>>) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-refusal-'));
  dirs.push(dataDir);
  const db = await connect({ dataDir });
  try {
    await migrate(db);
    await prepare(db);
  } finally {
    await db.close();
  }
  return dataDir;
}

// Each of these migrates a database of its own and starts a server on it: ~6 s on a quiet machine, several times that
// beside a busy neighbour, where the suite's 30 s would fail a test that is only slow.
const SLOW = 120_000;

describe('NODE_ENV=production refuses to start', () => {
  it('with LOGIN_STANDIN on, naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-refusal-'));
    dirs.push(dataDir);
    const { code, output } = await serverRefusal({ ...production, LOGIN_STANDIN: '1' }, dataDir);
    expect(code).not.toBe(0);
    expect(output).toContain('LOGIN_STANDIN');
    expect(startProblem(readConfig({ ...production, LOGIN_STANDIN: 'on' }))).toMatch(/LOGIN_STANDIN/);
    expect(startProblem(readConfig(production))).toBeNull();
  });

  it(
    'while a staff account still has its demo password, naming the account and the fix',
    async () => {
      const dataDir = await dataDirWith(async (db) => {
        await db.query(
          "insert into staff_account (account, name, password_hash, roles, must_change_password) values ('admin', '周管理', $1, '{admin}', false)",
          [await hashPassword('demo-admin')],
        );
      });
      const { code, output } = await serverRefusal(production, dataDir);
      expect(code).not.toBe(0);
      expect(output).toContain('admin');
      expect(output).toContain('npm run staff -- reset');
    },
    SLOW,
  );

  it(
    'with a data key whose id the database knows under another value, naming the id',
    async () => {
      const keysText = testDataKeyText('k1');
      const dataDir = await dataDirWith(async (db) => {
        expect(await mismatchedKeyIds(db, testDataKeys('k1'))).toEqual([]);
      });
      const { code, output } = await serverRefusal({ ...production, DATA_KEYS: keysText }, dataDir);
      expect(code).not.toBe(0);
      expect(output).toMatch(/密钥 k1 与数据库记录的同编号密钥不一致/);
    },
    SLOW,
  );
});

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['0', false],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1 fd00::/8', ['::1', 'fd00::/8']],
    ['true', null],
    ['*', null],
    ['yes', null],
    ['10.0.0.0/33', null],
    ['proxy.example.cn', null],
  ] as const)('%j is %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it('refuses "trust any X-Forwarded-For" at start, naming the variable', () => {
    expect(startProblem(readConfig({ TRUST_PROXY: 'true' }))).toMatch(/^TRUST_PROXY 须为代理的层数/);
    expect(startProblem(readConfig({ TRUST_PROXY: '1' }))).toBeNull();
  });

  it('"1" believes one hop: a made-up address a client puts first is not taken as its own, nor written to the audit log', async () => {
    const server = await startTestServer({ ...readConfig({ TRUST_PROXY: '1', LOG_LEVEL: 'silent' }), distDir: undefined });
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
        payload: { account: 'nobody-here', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(400);
      const [entry] = await server.db.query<{ ip: string }>("select ip from audit_log where account = 'nobody-here'");
      expect(entry.ip).toBe('198.51.100.7');
    } finally {
      await server.close();
    }
  });
});
