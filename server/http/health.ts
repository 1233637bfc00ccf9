import type { FastifyInstance } from 'fastify';
import { fail, ok } from './envelope.ts';

/** What the process tells its load balancer: draining from SIGTERM on (server/index.ts), until it closes. */
export interface Lifecycle {
  draining: boolean;
}

/** A database that does not answer within this counts as down: the balancer's own check must not time out first. */
const DATABASE_CHECK_MS = 2000;

export type DatabaseState = 'answering' | 'down' | { pending: string[] };

/** Whether this process should be sent requests, and why not (in Chinese, for whoever reads the check). */
export function readiness(draining: boolean, database: DatabaseState): { ready: true } | { ready: false; reason: string } {
  if (draining) return { ready: false, reason: '服务正在停止，不再接收新请求' };
  if (database === 'down') return { ready: false, reason: '数据库无响应' };
  if (database !== 'answering') return { ready: false, reason: `数据库尚未完成迁移：${database.pending.join('、')}` };
  return { ready: true };
}

async function databaseState(pendingMigrations: () => Promise<string[]>): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), DATABASE_CHECK_MS)));
  const asked = pendingMigrations().then(
    (pending): DatabaseState => (pending.length ? { pending } : 'answering'),
    (): DatabaseState => 'down',
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive (an orchestrator restarts it otherwise). /readyz: it may be sent requests: the
 * database answers, every migration is applied and it is not draining; 503 otherwise, so a balancer passes it by.
 * `pendingMigrations` asks the database which migrations it lacks (rejecting when it does not answer).
 */
export function installHealthChecks(app: FastifyInstance, pendingMigrations: () => Promise<string[]>, lifecycle: Lifecycle) {
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ok({ alive: true }));
  app.get('/readyz', hidden, async (_request, reply) => {
    const state = readiness(lifecycle.draining, lifecycle.draining ? 'answering' : await databaseState(pendingMigrations));
    if (state.ready) return ok({ ready: true });
    return reply.code(503).send(fail(503, state.reason, { ready: false }));
  });
}
