import { cardKeyProblem } from './auth/card-key.ts';
import { readConfig, startProblem } from './config/index.ts';
import { demoPasswordAccounts } from './auth/demo-passwords.ts';
import { DataKeyError, loadDataKeys, type DataKeys } from './crypto/data-keys.ts';
import { fieldCipher } from './crypto/field-cipher.ts';
import { mismatchedKeyIds } from './crypto/key-checks.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import type { Lifecycle } from './http/health.ts';
import { trackUnusedConnections } from './http/unused-connections.ts';
import { scheduleRetention } from './jobs/retention.ts';
import { schedulePaymentChecks } from './jobs/payment-checks.ts';
import { schedulePledgeExpiry } from './jobs/pledge-expiry.ts';
import { scheduleReconciliation } from './jobs/reconciliation.ts';
import { scheduleMpMessages } from './jobs/mp-messages.ts';
import { wechatClient } from './wechat/flow.ts';
import { encryptClearFields, missingKeyIds } from './jobs/field-encryption.ts';
import { fillNameInitials } from './repositories/name-initials.ts';
import { indexIdNumbers } from './repositories/roster-duplicates.ts';
import { erasureProblem } from '../src/shared/erasure.ts';
import { retentionProblem } from '../src/shared/retention.ts';

const config = readConfig();
const settingRefusal = cardKeyProblem(config) ?? retentionProblem(config) ?? erasureProblem(config);
const problem = startProblem(config) ?? (settingRefusal && `无法启动：${settingRefusal}`);
if (problem) {
  console.error(problem);
  process.exit(1);
}
// DATA_KEYS, or with the embedded database the key file in DATA_DIR (made on first start); PostgreSQL needs DATA_KEYS.
let keys: DataKeys;
try {
  keys = loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir: config.dataDir, embedded: !config.databaseUrl, create: true });
} catch (error) {
  if (!(error instanceof DataKeyError)) throw error;
  console.error(`无法启动：${error.message}`);
  process.exit(1);
}
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const refuse = async (message: string) => {
  console.error(`无法启动：${message}`);
  await db.close();
  process.exit(1);
};
const mismatched = await mismatchedKeyIds(db, keys);
if (mismatched.length) {
  await refuse(
    `${keys.source} 中密钥 ${mismatched.join('、')} 与数据库记录的同编号密钥不一致（密钥值不同），用它加密或解密都会出错。请换回该编号原来的密钥；新密钥请使用新的编号。`,
  );
}
const missing = await missingKeyIds(db, keys);
if (missing.length) {
  await refuse(
    `数据库中有用密钥 ${missing.join('、')} 加密的身份证号、手机号，但 ${keys.source} 中没有该密钥。请把它加回（放在当前密钥之后）；要停用旧密钥，先运行 npm run rekey。`,
  );
}
const demoAccounts = config.production ? await demoPasswordAccounts(db) : [];
if (demoAccounts.length) {
  await refuse(
    `管理后台账号 ${demoAccounts.join('、')} 仍使用公开的演示密码（NODE_ENV=production）。请运行 npm run staff -- reset <账号> 重置密码，或在控制台停用该账号。`,
  );
}
// Production starts from the site's skeleton; the demo (and `npm run seed:demo`) loads the fictional college.
await seedIfEmpty(db, { demo: !config.production, keys });
// A database from before encryption (or rows a script wrote in clear) ends encrypted before the first request.
const sealed = await encryptClearFields(db, keys);
if (sealed) console.log(`已加密 ${sealed} 个明文存储的身份证号、手机号`);
// Records imported before the roster kept pinyin initials get them before the first search.
await fillNameInitials(db);
// And their ID numbers' blind index (likely duplicates), under the current key (after a new key or a rekey too).
await indexIdNumbers(db, fieldCipher(keys), { rekeyed: true });
const lifecycle: Lifecycle = { draining: false };
const app = await buildApp({ config, db, keys, lifecycle });
const connections = trackUnusedConnections(app.server);

// At start and once a day; on PostgreSQL one process at a time does the work (an advisory lock).
const stopRetention = scheduleRetention(
  db,
  config,
  (err) => app.log.error({ err }, 'retention run failed'),
  undefined,
  (outcome) => app.metrics?.jobRun('retention', outcome),
  app.uploads,
);

// WeChat Pay's orders, when the merchant is configured: queried when unanswered, closed when expired; and each day's
// bill reconciled with them (对账).
const payments = app.payments;
const stopPaymentChecks = payments
  ? schedulePaymentChecks(
      payments,
      (err) => app.log.error({ err }, 'payment check failed'),
      (outcome) => app.metrics?.jobRun('payments', outcome),
    )
  : async () => {};
const stopReconciliation = payments
  ? scheduleReconciliation(
      payments,
      (err) => app.log.error({ err }, 'reconciliation failed'),
      (outcome) => app.metrics?.jobRun('reconciliation', outcome),
    )
  : async () => {};

// Pledges left unpaid past PLEDGE_EXPIRY_HOURS become 已过期, whichever way they were to be paid.
const stopPledgeExpiry = schedulePledgeExpiry(
  db,
  config.pledgeExpiryHours,
  (err) => app.log.error({ err }, 'pledge expiry failed'),
  (outcome) => app.metrics?.jobRun('pledge-expiry', outcome),
);

// The day-before activity reminders, and the mini-program's subscribe messages (审核结果通知, 活动提醒).
const stopMpMessages = scheduleMpMessages(
  db,
  config.wechat,
  wechatClient(config.wechat),
  (err) => app.log.error({ err }, 'mini-program messages failed'),
  (outcome) => app.metrics?.jobRun('mp-messages', outcome),
);

/**
 * SIGTERM (a deployment, the orchestrator): /readyz turns 503 at once and requests are still served for
 * SHUTDOWN_GRACE_MS, long enough for the balancer to stop sending any; then new connections are refused, requests in
 * flight finish, connections without one close, and the database pool closes last. SIGINT (Ctrl-C at a terminal) skips the wait.
 */
let stopping = false;
const shutdown = async (graceMs: number) => {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  app.log.info({ graceMs }, 'draining: readyz answers 503');
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await stopRetention();
  await stopPaymentChecks();
  await stopReconciliation();
  await stopMpMessages();
  await stopPledgeExpiry();
  const closed = app.close();
  connections.closeUnused();
  await closed;
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(config.shutdownGraceMs));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`校友门户已启动：http://${shown}:${config.port}  (数据库：${db.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
