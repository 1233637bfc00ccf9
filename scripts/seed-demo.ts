// npm run seed:demo — loads the fictional college (its site, content, demo alumni and demo staff) into the database the
// server would use (DATABASE_URL, or the embedded one in DATA_DIR), into tables that are still empty. For trying the
// portal out on a real PostgreSQL; never on a database with real people in it.
import { readConfig } from '../server/config/index.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';

const config = readConfig();
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const seeded = await seedIfEmpty(db, { demo: true });
  console.log(seeded.length ? `已载入演示数据：${seeded.join('、')}` : '各部分均已有数据，未载入任何演示数据');
} finally {
  await db.close();
}
