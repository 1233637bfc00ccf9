// Account erasure rules: pure, so the request, the sign-in, the daily job and the console decide the same way as the tests.

const DAY = 24 * 60 * 60 * 1000;

/** How long the ticket a pending person's sign-in receives stays good for 撤销注销. */
export const CANCEL_TICKET_MS = 10 * 60 * 1000;

/** What a person types to confirm the request (the server checks it too, so no stray call erases an account). */
export const ERASURE_CONFIRMATION = '注销';

export const ERASURE_STATUSES = ['pending', 'cancelled', 'erased'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** Why ERASURE_COOLING_DAYS cannot start the server, in words for the operator, or undefined. */
export function erasureProblem(s: { erasureCoolingDays: number }): string | undefined {
  if (!Number.isInteger(s.erasureCoolingDays) || s.erasureCoolingDays < 1) return 'ERASURE_COOLING_DAYS 应为不小于 1 的整数';
  return undefined;
}

/** When a request made at `requestedAt` is carried out. */
export const erasureDueAt = (requestedAt: Date, coolingDays: number) => new Date(requestedAt.getTime() + coolingDays * DAY);

/** Whether the daily job at `now` erases a request: pending and due. */
export const erasureIsDue = (r: { dueAt: Date; cancelledAt: Date | null; erasedAt: Date | null }, now: Date) =>
  r.cancelledAt === null && r.erasedAt === null && r.dueAt.getTime() <= now.getTime();

/** A request's state as the console shows it. */
export function erasureStatus(r: { cancelledAt: Date | string | null; erasedAt: Date | string | null }): ErasureStatus {
  if (r.erasedAt) return 'erased';
  if (r.cancelledAt) return 'cancelled';
  return 'pending';
}

/** The cooling-off period the portal's texts state (ERASURE_COOLING_DAYS on the server; the notices show its real date). */
export const DEFAULT_COOLING_DAYS = 15;
