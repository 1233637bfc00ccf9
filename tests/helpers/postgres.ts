import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates `portal_test_<random>` on the server `adminUrl` points at, and answers its URL and how to drop it.
 * The admin connection is opened only for the create and the drop, so parallel test files hold no extra connections.
 */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // UTF8 whatever the server's default: the data is Chinese.
  await admin(`create database ${name} encoding 'UTF8' template template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
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
