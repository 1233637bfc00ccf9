import { migrationText } from '../migrate.ts';

// The demo college's charter (校友会章程), a site document: /pages/charter.html draws it, 站点设置 › 章程 edits it.
// Its one source is migration 034, which gives it to demo databases seeded before that migration (a migration that
// is applied is never edited): a new demo database is seeded with the same title and text, read from there.

const CHARTER_MIGRATION = '034_charter_document.sql';

function fromMigration() {
  const found = /select 'charter', '([^']+)', \$charter\$([\s\S]*)\$charter\$/.exec(migrationText(CHARTER_MIGRATION));
  if (!found) throw new Error(`${CHARTER_MIGRATION} no longer holds the charter's title and text`);
  return { title: found[1], content: found[2] };
}

export const charter = fromMigration();
