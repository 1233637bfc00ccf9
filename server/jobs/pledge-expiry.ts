import type { Db } from '../db/connect.ts';
import { expirePledges } from '../repositories/donation.ts';
import { scheduleJob, type JobOutcome } from './schedule.ts';

const EVERY_MS = 10 * 60_000;
const HOUR = 60 * 60_000;

/** One run: pledges unpaid for `hours` become 已过期 (expirePledges); answers how many. */
export const runPledgeExpiry = (db: Db, hours: number, now: Date = new Date()) => expirePledges(db, new Date(now.getTime() - hours * HOUR));

/**
 * Every ten minutes, and at start: a pledge left unpaid for PLEDGE_EXPIRY_HOURS no longer waits, so 认捐 counts only
 * what may still arrive. Several processes may run it at once: an expired pledge is not expired again.
 */
export function schedulePledgeExpiry(db: Db, hours: number, log: (err: unknown) => void, onRun?: (outcome: JobOutcome) => void) {
  return scheduleJob({ everyMs: EVERY_MS, atStart: true, run: async () => void (await runPledgeExpiry(db, hours)), log, onRun });
}
