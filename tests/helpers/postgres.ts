import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on `adminUrl`'s server over a connection of its own, closed again at once. */
const adminQuery = (adminUrl: string) => async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A database that `fill(url)` prepares once, for createScratchDatabase to copy: PostgreSQL copies a template file by
 * file, far quicker than migrating and seeding again. No connection may stay open on it, which `fill` must see to.
 */
export async function createTemplateDatabase(adminUrl: string, fill: (url: string) => Promise<void>) {
  const scratch = await createScratchDatabase(adminUrl);
  try {
    await fill(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  // Closed to connections, so that no autovacuum worker passing through it can make a copy fail ("being accessed by
  // other users"); a copy, a new database, is open as usual.
  await adminQuery(adminUrl)(`alter database ${scratch.name} with allow_connections false`);
  return scratch;
}

/**
 * Creates `portal_test_<random>` on the server `adminUrl` points at, and answers its URL and how to drop it.
 * The admin connection is opened only for the create and the drop, so parallel test files hold no extra connections.
 */
export async function createScratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = adminQuery(adminUrl);
  // UTF8 whatever the server's default: the data is Chinese. A template (made UTF8 the same way) is copied whole.
  await admin(template ? `create database ${name} template ${template}` : `create database ${name} encoding 'UTF8' template template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    // with (force): a connection a failed test left open must not keep the database alive. A backend of another role
    // that is passing through the database (a maintenance worker) cannot be ended by this role: it is waited out.
    drop: async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await admin(`drop database if exists ${name} with (force)`);
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt === 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
  };
}
