import { readConfig } from '../server/config/index.ts';
import { DataKeyError, loadDataKeys, type DataKeys } from '../server/crypto/data-keys.ts';
import { connect, type Db } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';

/**
 * For the seeding scripts (seed-demo, seed-scale): the database the server would use (DATABASE_URL, or the embedded
 * one in DATA_DIR), migrated, and the server's own data keys (DATA_KEYS, or the embedded database's key file, made if
 * missing), since seeded phone and ID numbers are stored encrypted. A key problem is said in words and ends the script.
 */
export async function openSeedTarget(): Promise<{ db: Db; keys: DataKeys }> {
  const config = readConfig();
  let keys;
  try {
    keys = loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir: config.dataDir, embedded: !config.databaseUrl, create: true });
  } catch (error) {
    if (!(error instanceof DataKeyError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  return { db, keys };
}
