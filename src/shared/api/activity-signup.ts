import type { activityProposalSchema } from '../activity-forms.ts';
import { activityItemSchema } from './content.ts';
import type { SchemaType } from './schema-type.ts';
import { int, nullableTime, record, str, time } from './shapes.ts';

export const activityStatsSchema = record({ signedCount: int, remaining: int });

export const signupStatusSchema = {
  type: 'object',
  required: ['signedCount', 'remaining', 'signedUp', 'deadlinePassed'],
  properties: { ...activityStatsSchema.properties, signedUp: { type: 'boolean' }, deadlinePassed: { type: 'boolean' } },
} as const;

// A sign-up shows its activity as the activity's list item does.
const { title, cover, place, startTime, endTime } = activityItemSchema.properties;

export const mySignupSchema = record({
  id: int,
  activityId: int,
  ...{ title, cover, place, startTime, endTime },
  status: { type: 'string', enum: ['signed', 'cancelled'] },
  signedAt: time,
  cancelledAt: nullableTime,
  canCancel: { type: 'boolean', description: '已报名且活动尚未开始' },
});

export const myProposalSchema = record({
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
});

export const myActivitiesSchema = record({
  signedUp: { type: 'array', items: mySignupSchema },
  proposed: { type: 'array', items: myProposalSchema },
});

export const proposalAnswerSchema = { type: 'object', required: ['id', 'status'], properties: { id: int, status: str } } as const;

export type ActivityStats = SchemaType<typeof activityStatsSchema>;
export type SignupStatus = SchemaType<typeof signupStatusSchema>;
export type MySignup = SchemaType<typeof mySignupSchema>;
export type MyProposal = SchemaType<typeof myProposalSchema>;
export type MyActivities = SchemaType<typeof myActivitiesSchema>;
export type ProposalAnswer = SchemaType<typeof proposalAnswerSchema>;

/** A proposal as the client sends it: the proposal form's values. */
export type ProposalBody = SchemaType<typeof activityProposalSchema>;
