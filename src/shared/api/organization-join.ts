import type { SchemaType } from './schema-type.ts';

export const joinRequestSchema = {
  type: 'object',
  required: ['id', 'organizationId', 'organizationName', 'organizationCover', 'reason', 'status', 'reviewNote', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    organizationId: { type: 'integer' },
    organizationName: { type: 'string' },
    organizationCover: { type: 'string' },
    reason: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    reviewNote: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const membershipSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['none', 'pending', 'member'], description: 'none 未申请，pending 审核中，member 已加入' },
    requestId: { type: ['integer', 'null'] },
  },
} as const;

export const joinAnswerSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: { type: 'integer' }, status: { type: 'string' } },
} as const;

export type JoinRequest = SchemaType<typeof joinRequestSchema>;
export type JoinStatus = JoinRequest['status'];
export type Membership = SchemaType<typeof membershipSchema>;
