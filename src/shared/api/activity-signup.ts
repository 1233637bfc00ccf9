import type { activityProposalSchema } from '../activity-forms.ts';
import type { SchemaType } from './schema-type.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const activityStatsSchema = {
  type: 'object',
  required: ['signedCount', 'remaining'],
  properties: { signedCount: int, remaining: int },
} as const;

export const signupStatusSchema = {
  type: 'object',
  required: ['signedCount', 'remaining', 'signedUp', 'deadlinePassed'],
  properties: { ...activityStatsSchema.properties, signedUp: { type: 'boolean' }, deadlinePassed: { type: 'boolean' } },
} as const;

export const mySignupSchema = {
  type: 'object',
  required: ['id', 'activityId', 'title', 'cover', 'place', 'startTime', 'endTime', 'status', 'signedAt', 'cancelledAt', 'canCancel'],
  properties: {
    id: int,
    activityId: int,
    title: str,
    cover: str,
    place: str,
    startTime: time,
    endTime: time,
    status: { type: 'string', enum: ['signed', 'cancelled'] },
    signedAt: time,
    cancelledAt: nullableTime,
    canCancel: { type: 'boolean', description: '已报名且活动尚未开始' },
  },
} as const;

export const myProposalSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'activityType',
    'activityTypeLabel',
    'startTime',
    'endTime',
    'place',
    'capacity',
    'signupDeadline',
    'cover',
    'status',
    'reviewNote',
    'createdAt',
  ],
  properties: {
    id: int,
    title: str,
    activityType: str,
    activityTypeLabel: str,
    startTime: time,
    endTime: time,
    place: str,
    capacity: int,
    signupDeadline: time,
    cover: str,
    status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] },
    reviewNote: str,
    createdAt: time,
  },
} as const;

export const myActivitiesSchema = {
  type: 'object',
  required: ['signedUp', 'proposed'],
  properties: { signedUp: { type: 'array', items: mySignupSchema }, proposed: { type: 'array', items: myProposalSchema } },
} as const;

export const proposalAnswerSchema = { type: 'object', required: ['id', 'status'], properties: { id: int, status: str } } as const;

export type ActivityStats = SchemaType<typeof activityStatsSchema>;
export type SignupStatus = SchemaType<typeof signupStatusSchema>;
export type MySignup = SchemaType<typeof mySignupSchema>;
export type MyProposal = SchemaType<typeof myProposalSchema>;
export type MyActivities = SchemaType<typeof myActivitiesSchema>;
export type ProposalAnswer = SchemaType<typeof proposalAnswerSchema>;

/** A proposal as the client sends it: the proposal form's values. */
export type ProposalBody = SchemaType<typeof activityProposalSchema>;
