import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDataKeys } from '../../server/crypto/data-keys.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';

/** A copy of the embedded-database folder `template` (with its key file), for one portal process. */
export function copiedDataDir(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-data-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * An embedded-database folder for `startPortal(env, { dataDir })`: a copy of `template`, or else migrated and seeded,
 * then changed by `arrange` through the same connection code the server uses. It is written before the server
 * starts, so no two processes ever open the PGlite folder at once. The caller removes the folder when done.
 */
export async function preparedDataDir(arrange: (db: Db) => Promise<void>, template?: string): Promise<string> {
  const dataDir = template ? copiedDataDir(template) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-data-'));
  const db = await connect({ dataDir });
  try {
    if (!template) {
      await migrate(db);
      // The key file the portal then finds in the folder, as a deployment's first start would make it.
      await seedIfEmpty(db, { keys: loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir, embedded: true, create: true }) });
    }
    await arrange(db);
  } finally {
    await db.close();
  }
  return dataDir;
}

/** Server environment that makes it use that folder even where the shell has a DATABASE_URL (CI's PostgreSQL run). */
export const embeddedDatabase = { DATABASE_URL: '' } as const;
