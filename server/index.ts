import { cardKeyProblem } from './auth/card-key.ts';
import { readConfig, startProblem } from './config/index.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { scheduleRetention } from './jobs/retention.ts';
import { erasureProblem } from '../src/shared/erasure.ts';
import { retentionProblem } from '../src/shared/retention.ts';

const config = readConfig();
const cardKeyRefusal = cardKeyProblem(config) ?? retentionProblem(config) ?? erasureProblem(config);
const problem = startProblem(config) ?? (cardKeyRefusal && `无法启动：${cardKeyRefusal}`);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
// Production starts from the site's skeleton; the demo (and `npm run seed:demo`) loads the fictional college.
await seedIfEmpty(db, { demo: !config.production });
const app = await buildApp({ config, db });

// At start and once a day; on PostgreSQL one process at a time does the work (an advisory lock).
const stopRetention = scheduleRetention(db, config, (err) => app.log.error({ err }, 'retention run failed'));

const shutdown = async () => {
  await stopRetention();
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`校友门户已启动：http://${shown}:${config.port}  (数据库：${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
