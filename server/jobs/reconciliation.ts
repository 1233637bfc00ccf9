import type { PaymentContext } from '../payments/payment-context.ts';
import { runReconcileJob } from '../payments/reconciliation.ts';
import { scheduleJob, type JobOutcome } from './schedule.ts';

const HOUR = 60 * 60_000;

/**
 * 对账 at start and then hourly: each run does yesterday's bill once it is available (10:00 China time) and not yet
 * done, so a failed day is tried again an hour later and a process started after 10:00 catches up at once.
 */
export function scheduleReconciliation(ctx: PaymentContext, log: (err: unknown) => void, onRun?: (outcome: JobOutcome) => void) {
  const run = async () => ((await runReconcileJob(ctx))?.state === 'failed' ? 'failed' : 'ok');
  return scheduleJob({ everyMs: HOUR, atStart: true, run, log, onRun });
}
