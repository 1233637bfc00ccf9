import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config/index.ts';
import { parseDataKeys, type DataKeys } from '../../server/crypto/data-keys.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { createScratchDatabase } from './postgres.ts';
import { testDataKeyText } from './template-keys.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** Its data keys: one random key of its own. */
  keys: DataKeys;
  /** The PostgreSQL database it uses (with TEST_DATABASE_URL), for a second server on the same data. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A random data key of a test's own (or keys with `ids`, the first current), as DATA_KEYS would give them. */
export const testDataKeys = (...ids: string[]): DataKeys => parseDataKeys(testDataKeyText(...ids));

let pgliteTemplate: Blob | undefined;
/** The run's seeded demo database (tests/setup/database-templates.ts), read from disk once per worker. */
function demoTemplate() {
  const templates = inject('databaseTemplates');
  if (!templates?.pgliteDump) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(templates.pgliteDump)]);
  return { keys: parseDataKeys(templates.dataKeys), pglite: pgliteTemplate, postgres: templates.postgresTemplate };
}

/**
 * A fresh, seeded database behind a full app that is not listening: in-memory PGlite, or, with TEST_DATABASE_URL
 * (a role allowed to create databases), a database of its own on that PostgreSQL server, dropped again by close().
 * Vitest runs test files in parallel, so servers never share a database. The demo's database is a copy of the run's
 * template (migrated and seeded once); production's skeleton is migrated and seeded here.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = { ...readConfig({ LOG_LEVEL: 'silent' }), distDir: undefined, dataDir, ...overrides };
  const template = config.production ? undefined : demoTemplate();
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const copy = template && (postgresUrl ? template.postgres : template.pglite);
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, copy ? template.postgres : undefined) : undefined;
  const db = await connect({
    dataDir: 'memory://',
    databaseUrl: scratch?.url,
    loadDataDir: copy && !scratch ? template.pglite : undefined,
  });
  const keys = copy ? template.keys : testDataKeys();
  if (!copy) {
    await migrate(db);
    await seedIfEmpty(db, { demo: !config.production, keys });
  }
  const app = await buildApp({ config, db, keys });
  await app.ready();
  return {
    app,
    db,
    config,
    keys,
    databaseUrl: scratch?.url,
    async close() {
      await app.close();
      await db.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a demo WeChat account in the way the portal does: the stand-in issues a code, the login call exchanges it.
 * Needs a server started with `loginStandin: true`. Answers the token.
 */
export async function signInThroughStandin(server: TestServer, openid: string): Promise<string> {
  const host = 'portal.test';
  const state = 'AbCdE12345';
  const confirm = await server.app.inject({
    method: 'POST',
    url: '/dev/wx-qrconnect/confirm',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ openid, redirect_uri: `http://${host}/wxMpQrCodeRedirect?redirect_url=%2F`, state }).toString(),
  });
  const code = new URL(confirm.headers.location as string).searchParams.get('code')!;
  const res = await server.app.inject({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload: { code, state } });
  const body = res.json();
  if (body.code !== 0) throw new Error(`sign-in of ${openid} answered ${body.code}: ${body.msg}`);
  return body.data.token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One server test file's world: the app on a fresh database with the WeChat stand-in, started before the file and
 * closed after, and `users` (a name for each demo openid) signed in once: their tokens under the same names.
 * `overrides` change the server's configuration.
 */
export function serverSuite<U extends string = never>(
  users: Record<U, string> = {} as Record<U, string>,
  overrides: Partial<ServerConfig> = {},
) {
  let server: TestServer;
  const tokens = {} as Record<U, string>;
  beforeAll(async () => {
    server = await startTestServer({ loginStandin: true, loginRateLimit: 1000, ...overrides });
    for (const [name, openid] of Object.entries(users) as Array<[U, string]>) tokens[name] = await signInThroughStandin(server, openid);
  });
  afterAll(() => server?.close());
  return {
    get server() {
      return server;
    },
    tokens,
    /** Signs another demo account in through the stand-in; answers the token. */
    signIn: (openid: string) => signInThroughStandin(server, openid),
    /** Calls the app as `token` (none: signed out); a payload goes as JSON. */
    inject: (token: string | null | undefined, method: Method, url: string, payload?: unknown) =>
      server.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** The demo staff accounts (server/db/seed/staff.ts): account → password. */
export const DEMO_STAFF_PASSWORDS = {
  admin: 'demo-admin',
  editor: 'demo-editor',
  reviewer: 'demo-reviewer',
  orgadmin: 'demo-orgadmin',
} as const;
export type DemoStaff = keyof typeof DEMO_STAFF_PASSWORDS;

/** Signs a demo member of staff in to the console the way the console does; answers the staff token. */
export async function staffToken(server: TestServer, account: DemoStaff): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { account, password: DEMO_STAFF_PASSWORDS[account] },
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`console sign-in of ${account} answered ${body.code}: ${body.msg}`);
  return body.data.token;
}
