import type { PaymentContext } from '../payments/donation-payments.ts';
import { runReconcileJob } from '../payments/reconciliation.ts';

const HOUR = 60 * 60_000;

/**
 * 对账 at start and then hourly: each run does yesterday's bill once it is available (10:00 China time) and not yet
 * done, so a failed day is tried again an hour later and a process started after 10:00 catches up at once.
 */
export function scheduleReconciliation(ctx: PaymentContext, log: (err: unknown) => void, onRun?: (outcome: 'ok' | 'failed') => void) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    if (stopped) return;
    running = runReconcileJob(ctx).then(
      (ran) => onRun?.(ran?.state === 'failed' ? 'failed' : 'ok'),
      (err: unknown) => {
        onRun?.('failed');
        log(err);
      },
    );
  };
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
