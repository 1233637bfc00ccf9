// npm run seed:demo — loads the fictional college (its site, content, demo alumni and demo staff) into the database the
// server would use (DATABASE_URL, or the embedded one in DATA_DIR), into tables that are still empty. For trying the
// portal out on a real PostgreSQL; never on a database with real people in it.
import { readConfig } from '../server/config/index.ts';
import { DataKeyError, loadDataKeys } from '../server/crypto/data-keys.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';

const config = readConfig();
let keys;
try {
  // The server's own keys (DATA_KEYS, or the embedded database's key file): the demo's phone and ID numbers are stored encrypted.
  keys = loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir: config.dataDir, embedded: !config.databaseUrl, create: true });
} catch (error) {
  if (!(error instanceof DataKeyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const seeded = await seedIfEmpty(db, { demo: true, keys });
  console.log(seeded.length ? `已载入演示数据：${seeded.join('、')}` : '各部分均已有数据，未载入任何演示数据');
} finally {
  await db.close();
}
