// npm run seed:scale -- --alumni 100000 — synthetic alumni (with bookings, donations, sign-ups, audit entries and
// uploads in proportion) added to the database the server would use (DATABASE_URL, or the embedded one in DATA_DIR),
// the demo site first loaded where it is empty. For measuring (npm run bench -- --scale); never on real data.
import { parseArgs } from 'node:util';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { seedScale } from '../server/db/seed/scale.ts';
import { openSeedTarget } from './seed-target.ts';

const { values } = parseArgs({ options: { alumni: { type: 'string', default: '100000' } } });
const alumni = Number(values.alumni);
if (!Number.isInteger(alumni) || alumni < 1) {
  console.error(`--alumni 应为正整数，收到 ${values.alumni}`);
  process.exit(1);
}
const started = performance.now();
const { db, keys } = await openSeedTarget();
try {
  await seedIfEmpty(db, { demo: true, keys });
  const n = await seedScale(db, keys, alumni);
  // Fresh statistics and visibility map: the planner then knows the tables' sizes and counts read the index alone.
  await db.exec('vacuum analyze');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `已写入模拟数据：校友 ${n.alumni} 人，入校预约 ${n.bookings} 条（来访人 ${n.visitors} 位），捐赠 ${n.donations} 笔，` +
      `活动报名 ${n.signups} 条，操作日志 ${n.auditEntries} 条，上传记录 ${n.uploads} 条；用时 ${seconds} 秒`,
  );
} finally {
  await db.close();
}
