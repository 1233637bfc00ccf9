import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadDataKeys, parseDataKeys } from '../../server/crypto/data-keys.ts';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { createTemplateDatabase } from '../helpers/postgres.ts';
import { testDataKeyText } from '../helpers/template-keys.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, demo-seeded databases every test server starts from, made once per run (see below). */
    databaseTemplates: DatabaseTemplates;
  }
}

export interface DatabaseTemplates {
  /** DATA_KEYS of the seeded data: every server started from a template holds this key. */
  dataKeys: string;
  /** An in-memory PGlite's data folder as PGlite dumps it, for `new PGlite({ loadDataDir })`. */
  pgliteDump?: string;
  /** A PostgreSQL database to copy (`create database ... template`) on TEST_DATABASE_URL's server. */
  postgresTemplate?: string;
  /** An embedded-database folder (PGlite on disk, with its key file) to copy for a portal process. */
  dataDir?: string;
}

/**
 * Migrating and seeding a database costs a test file seconds (PGlite's initdb alone 1-2 s of the two cores); the
 * suite does it once here, per project, and every test server starts from a copy.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-templates-'));
  const templates: DatabaseTemplates = { dataKeys: testDataKeyText('template') };
  const keys = parseDataKeys(templates.dataKeys);
  let dropPostgres: (() => Promise<void>) | undefined;

  if (project.name === 'e2e') {
    // The folder a portal process opens: its key file is made as a first start makes it.
    const dataDir = path.join(root, 'data');
    const db = await connect({ dataDir });
    try {
      await migrate(db);
      await seedIfEmpty(db, { keys: loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir, embedded: true, create: true }) });
    } finally {
      await db.close();
    }
    templates.dataDir = dataDir;
  } else {
    const db = await connect({ dataDir: 'memory://' });
    await migrate(db);
    await seedIfEmpty(db, { demo: true, keys });
    const dump = await db.dumpDataDir!();
    await db.close();
    templates.pgliteDump = path.join(root, 'pglite.tar');
    fs.writeFileSync(templates.pgliteDump, Buffer.from(await dump.arrayBuffer()));
    if (process.env.TEST_DATABASE_URL) {
      const template = await createTemplateDatabase(process.env.TEST_DATABASE_URL, async (url) => {
        const pg = await connect({ dataDir: 'memory://', databaseUrl: url });
        try {
          await migrate(pg);
          await seedIfEmpty(pg, { demo: true, keys });
        } finally {
          await pg.close();
        }
      });
      templates.postgresTemplate = template.name;
      dropPostgres = template.drop;
    }
  }
  project.provide('databaseTemplates', templates);
  return async () => {
    await dropPostgres?.();
    fs.rmSync(root, { recursive: true, force: true });
  };
}
