import { REVIEW_QUEUES } from '../admin/queues.ts';
import { REVIEW_ACTIONS, REVIEW_STATES } from '../admin/review.ts';
import { pageQuerySchema } from './query.ts';
import type { SchemaType } from './schema-type.ts';
import { record, str } from './shapes.ts';

// The review queues' API: one item shape for every queue (the queue's own facts under `fields`, keyed; the console
// names them), a list filter, a decision on one item, and a batch decision.

const date = { type: 'string', format: 'date', maxLength: 10, description: '日期（北京时间），含当天' } as const;

export const reviewQueueParamsSchema = record({ queue: { type: 'string', enum: REVIEW_QUEUES, description: '审核队列' } });

export const reviewItemParamsSchema = record({
  queue: { type: 'string', enum: REVIEW_QUEUES, description: '审核队列' },
  id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '申请编号' },
});

export const reviewListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuerySchema.properties,
    state: {
      type: 'string',
      enum: REVIEW_STATES,
      default: 'pending',
      description: 'pending 待处理（最早在前），decided 已处理（最近处理在前），all 全部',
    },
    keyword: { type: 'string', maxLength: 40, description: '申请人姓名或申请事项中的关键词' },
    from: date,
    to: date,
  },
} as const;
export type ReviewListQuery = SchemaType<typeof reviewListQuerySchema>;

export const reviewFieldSchema = record({ key: str, value: str });

export const reviewItemSchema = record({
  id: { type: 'integer' },
  queue: { type: 'string', enum: REVIEW_QUEUES },
  status: { type: 'string', description: '该队列的状态值' },
  applicantId: { type: 'integer' },
  applicantName: str,
  /** what is applied for: the organisation, the company, the certificate, the activity; the card's faculty and year */
  title: str,
  createdAt: { type: 'string', format: 'date-time' },
  reviewedAt: { type: ['string', 'null'], format: 'date-time' },
  /** the reason given with a rejection, or the note of an approval */
  note: str,
  delivery: { type: 'string', enum: ['', 'post', 'pickup'] },
  trackingNo: str,
  /** the draft company or activity an approval made */
  linkId: { type: ['integer', 'null'] },
  organizationId: { type: ['integer', 'null'] },
  fields: { type: 'array', items: reviewFieldSchema, description: '申请内容（手机号、身份证号已脱敏）' },
});
export type ReviewItem = SchemaType<typeof reviewItemSchema>;

export const reviewDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: {
      type: 'string',
      enum: REVIEW_ACTIONS,
      description:
        'approve 通过，reject 驳回；校友卡：reissue 补发（已认证的卡，原卡二维码作废）；证明补办：accept 受理，process 办理中，post 已寄出，ready 可领取，reject 驳回',
    },
    reason: { type: 'string', maxLength: 200, description: '驳回理由（驳回时必填）、补发原因（补发时必填），或通过时给申请人的留言' },
    trackingNo: { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9-]*$', description: '快递单号（已寄出时必填）' },
  },
} as const;
export type ReviewDecision = SchemaType<typeof reviewDecisionSchema>;

export const reviewBatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids', 'action'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    action: { type: 'string', enum: ['approve', 'reject'], description: 'approve 全部通过，reject 全部驳回（同一理由）' },
    reason: { type: 'string', maxLength: 200, description: '驳回理由（驳回时必填）' },
  },
} as const;
export type ReviewBatch = SchemaType<typeof reviewBatchSchema>;

/** A batch's answer: which were decided now, which had been decided already (or were not found). */
export const reviewBatchAnswerSchema = record({
  done: { type: 'array', items: { type: 'integer' } },
  skipped: { type: 'array', items: { type: 'integer' }, description: '已被处理过的申请' },
  missing: { type: 'array', items: { type: 'integer' }, description: '不存在（或不属于本组织）的申请' },
});
export type ReviewBatchAnswer = SchemaType<typeof reviewBatchAnswerSchema>;

export const pendingCountsSchema = {
  type: 'object',
  required: [...REVIEW_QUEUES],
  properties: Object.fromEntries(REVIEW_QUEUES.map((q) => [q, { type: 'integer' }])) as Record<
    (typeof REVIEW_QUEUES)[number],
    { type: 'integer' }
  >,
} as const;
