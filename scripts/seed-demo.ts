// npm run seed:demo — loads the fictional college (its site, content, demo alumni and demo staff) into the database the
// server would use (DATABASE_URL, or the embedded one in DATA_DIR), into tables that are still empty. For trying the
// portal out on a real PostgreSQL; never on a database with real people in it.
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { openSeedTarget } from './seed-target.ts';

const { db, keys } = await openSeedTarget();
try {
  const seeded = await seedIfEmpty(db, { demo: true, keys });
  console.log(seeded.length ? `已载入演示数据：${seeded.join('、')}` : '各部分均已有数据，未载入任何演示数据');
} finally {
  await db.close();
}
