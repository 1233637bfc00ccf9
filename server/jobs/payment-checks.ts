import { runPaymentChecks, type PaymentContext } from '../payments/donation-payments.ts';

const MINUTE = 60_000;

/**
 * Once a minute: WeChat orders unanswered for a few minutes are queried (a lost notification never leaves a paid gift
 * pending) and expired ones closed. Several processes may run it at once: settling is idempotent, and closing an
 * order twice is answered alike.
 */
export function schedulePaymentChecks(ctx: PaymentContext, log: (err: unknown) => void, onRun?: (outcome: 'ok' | 'failed') => void) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = runPaymentChecks(ctx).then(
      () => onRun?.('ok'),
      (err: unknown) => {
        onRun?.('failed');
        log(err);
      },
    );
  }, MINUTE);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
