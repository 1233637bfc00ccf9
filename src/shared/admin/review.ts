// The review queues' decisions as pure rules: which action a queue takes, which certificate stage may follow which,
// what a batch may do, and how a new card number looks. The server enforces them; the console shows only the buttons
// they allow; tests/unit/review-rules.test.ts holds them by a table.
import type { ProofStatus } from '../proof-forms.ts';
import type { ReviewQueue } from './queues.ts';

/**
 * What a member of staff does to an item. Certificates move by stages; the others are approved or rejected; a verified
 * card can be re-issued (lost, or its code seen by others), which voids the codes of the card before.
 */
export const REVIEW_ACTIONS = ['approve', 'reject', 'accept', 'process', 'post', 'ready', 'reissue'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The status each action leads to, per queue; an action missing here is not one of that queue's. */
const outcomes: Record<ReviewQueue, Partial<Record<ReviewAction, string>>> = {
  cards: { approve: 'verified', reject: 'rejected', reissue: 'verified' },
  joins: { approve: 'approved', reject: 'rejected' },
  companies: { approve: 'approved', reject: 'rejected' },
  proposals: { approve: 'approved', reject: 'rejected' },
  certificates: { accept: 'accepted', process: 'processing', post: 'posted', ready: 'ready', reject: 'rejected' },
};

/** The statuses an item must be in for an action (the update is conditional on them: a second decision finds none). */
const pendingOf: Record<Exclude<ReviewQueue, 'certificates'>, string> = {
  cards: 'pending',
  joins: 'pending',
  companies: 'submitted',
  proposals: 'submitted',
};

/** Certificate stages: accept from submitted; process from submitted or accepted; finish once accepted; reject while open. */
const proofFrom: Record<string, readonly ProofStatus[]> = {
  accept: ['submitted'],
  process: ['submitted', 'accepted'],
  post: ['accepted', 'processing'],
  ready: ['accepted', 'processing'],
  reject: ['submitted', 'accepted', 'processing'],
};

/** The status `action` leads to in `queue`, or undefined when the queue has no such action. */
export const outcomeOf = (queue: ReviewQueue, action: ReviewAction): string | undefined => outcomes[queue][action];

/** The statuses from which `action` may be taken in `queue` (none: not that queue's action). */
export function allowedFrom(queue: ReviewQueue, action: ReviewAction): readonly string[] {
  if (!outcomeOf(queue, action)) return [];
  if (queue === 'certificates') return proofFrom[action] ?? [];
  if (action === 'reissue') return ['verified'];
  return [pendingOf[queue]];
}

export interface DecisionInput {
  queue: ReviewQueue;
  action: ReviewAction;
  /** the item's status now */
  status: string;
  delivery?: 'post' | 'pickup';
  reason?: string;
  trackingNo?: string;
}

/** Why a decision is refused, with the field it concerns; null when it may be taken. */
export type DecisionProblem = { field: 'action' | 'reason' | 'trackingNo' | 'status'; kind: string } | null;

/**
 * Whether a decision may be taken: the action belongs to the queue, a rejection or a re-issue has its reason, 已寄出 is
 * for a posted request and carries a tracking number, 可领取 for one fetched in person, and the item still stands where
 * the action starts (else it was decided meanwhile: `status`).
 */
export function checkDecision(d: DecisionInput): DecisionProblem {
  if (!outcomeOf(d.queue, d.action)) return { field: 'action', kind: 'not-in-queue' };
  if (d.action === 'reject' && !d.reason?.trim()) return { field: 'reason', kind: 'reason-required' };
  // Why a card was voided belongs in the audit log and in the holder's message.
  if (d.action === 'reissue' && !d.reason?.trim()) return { field: 'reason', kind: 'reissue-reason-required' };
  if (d.action === 'post' && d.delivery !== 'post') return { field: 'action', kind: 'not-posted' };
  if (d.action === 'ready' && d.delivery !== 'pickup') return { field: 'action', kind: 'not-pickup' };
  if (d.action === 'post' && !d.trackingNo?.trim()) return { field: 'trackingNo', kind: 'tracking-required' };
  if (!allowedFrom(d.queue, d.action).includes(d.status)) return { field: 'status', kind: 'already-decided' };
  return null;
}

/** The actions the console offers for an item where it stands now. */
export function actionsFor(queue: ReviewQueue, status: string, delivery?: 'post' | 'pickup'): ReviewAction[] {
  return REVIEW_ACTIONS.filter(
    (action) =>
      allowedFrom(queue, action).includes(status) &&
      !(action === 'post' && delivery !== 'post') &&
      !(action === 'ready' && delivery !== 'pickup'),
  );
}

/**
 * Batches where deciding many at once is safe: verifying or rejecting card applications and answering join requests
 * (each is the same answer to a like request). A company or a proposal becomes a draft to edit, and a certificate's
 * stages carry their own data, so those are decided one by one.
 */
export const BATCH_QUEUES: readonly ReviewQueue[] = ['cards', 'joins'];
export const mayBatch = (queue: ReviewQueue, action: ReviewAction) =>
  BATCH_QUEUES.includes(queue) && (action === 'approve' || action === 'reject');

/** The queues' list filter: what still waits, what was decided, or everything. */
export const REVIEW_STATES = ['pending', 'decided', 'all'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The card number formatter lives with the normaliser; the prefix is the college's (站点设置). */
export { cardNumber } from '../card-number.ts';
