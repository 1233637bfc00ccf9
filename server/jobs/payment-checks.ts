import { runPaymentChecks } from '../payments/donation-payments.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
import { scheduleJob, type JobOutcome } from './schedule.ts';

const MINUTE = 60_000;

/**
 * Once a minute: WeChat orders unanswered for a few minutes are queried (a lost notification never leaves a paid gift
 * pending) and expired ones closed. Several processes may run it at once: settling is idempotent, and closing an
 * order twice is answered alike.
 */
export function schedulePaymentChecks(ctx: PaymentContext, log: (err: unknown) => void, onRun?: (outcome: JobOutcome) => void) {
  return scheduleJob({ everyMs: MINUTE, run: async () => void (await runPaymentChecks(ctx)), log, onRun });
}
