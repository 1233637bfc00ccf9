import { loginDataSchema } from './account.ts';
import { ERASURE_CONFIRMATION, ERASURE_STATUSES } from '../erasure.ts';
import type { SchemaType } from './schema-type.ts';
import { time } from './shapes.ts';

/** POST /api/my/erasure: the person types the confirmation word. */
export const erasureRequestBodySchema = {
  type: 'object',
  required: ['confirm'],
  additionalProperties: false,
  properties: {
    confirm: { type: 'string', const: ERASURE_CONFIRMATION, description: `确认注销，须为“${ERASURE_CONFIRMATION}”` },
  },
} as const;

export const erasureScheduleSchema = {
  type: 'object',
  required: ['dueAt'],
  properties: { dueAt: { ...time, description: '个人信息删除的时间（冷静期结束）' } },
} as const;

/** POST /api/login/erasure/cancel: the ticket the sign-in (code 10011) answered. */
export const erasureCancelBodySchema = {
  type: 'object',
  required: ['ticket'],
  additionalProperties: false,
  properties: {
    ticket: { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$', description: '登录时返回的撤销凭证' },
  },
} as const;

export const erasureListItemSchema = {
  type: 'object',
  required: ['id', 'userId', 'name', 'requestedAt', 'dueAt', 'status'],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    name: { type: 'string' },
    requestedAt: time,
    dueAt: time,
    status: { type: 'string', enum: ERASURE_STATUSES },
  },
} as const;

export type ErasureSchedule = SchemaType<typeof erasureScheduleSchema>;
export type ErasureListItem = SchemaType<typeof erasureListItemSchema>;

/**
 * The sign-in's data: the login record, or with code 10011 (the account is scheduled for erasure) the ticket that can
 * cancel it and when the erasure happens. No session is issued then, so no personal endpoint answers until cancelled.
 */
export const loginAnswerDataSchema = {
  ...loginDataSchema,
  properties: {
    ...loginDataSchema.properties,
    erasureTicket: { type: 'string', description: '仅 code 10011：撤销注销所用的凭证（10 分钟内有效）' },
    erasureDueAt: { ...time, description: '仅 code 10011：计划删除个人信息的时间' },
  },
} as const;

export interface ErasurePending {
  erasureTicket: string;
  erasureDueAt: string;
}
