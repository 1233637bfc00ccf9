import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './connect.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const migrationFiles = () =>
  fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();

/** One migration's SQL, as it is applied. */
export const migrationText = (file: string) => fs.readFileSync(path.join(migrationsDir, file), 'utf8');

const appliedMigrations = async (db: Queryable) =>
  new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version));

/** The migrations this code has that the database has not applied (another process may still be migrating). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const done = await appliedMigrations(db);
  return migrationFiles().filter((file) => !done.has(file));
}

/** Applies migrations/NNN_name.sql in order, each once, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key, applied_at timestamptz not null default now())`);
  const done = await appliedMigrations(db);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    if (done.has(file)) continue;
    const sql = migrationText(file);
    await db.transaction(async (tx) => {
      // Statements are split on ';' at line ends so both drivers can run them through one query call each.
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
