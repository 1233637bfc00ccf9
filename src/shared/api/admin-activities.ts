import type { SchemaType } from './schema-type.ts';

// The console's activities: sign-up lists, cancelling a sign-up, check-in at the door, the list as a spreadsheet.

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const maybeTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const adminActivitySchema = {
  type: 'object',
  required: ['id', 'title', 'place', 'startTime', 'endTime', 'signupDeadline', 'capacity', 'signedCount', 'checkedInCount', 'publishState'],
  properties: {
    id: int,
    title: str,
    place: str,
    startTime: time,
    endTime: time,
    signupDeadline: time,
    capacity: int,
    signedCount: int,
    checkedInCount: int,
    publishState: { type: 'string', enum: ['draft', 'published', 'offline'] },
  },
} as const;
export type AdminActivity = SchemaType<typeof adminActivitySchema>;

export const activityListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20, description: '每页条数，1 到 50' },
    keyword: { type: 'string', maxLength: 64, description: '活动名称或地点中的关键词' },
  },
} as const;
export type ActivityListQuery = SchemaType<typeof activityListQuerySchema>;

export const SIGNUP_STATUSES = ['signed', 'cancelled'] as const;
export const CHECKIN_METHODS = ['qr', 'manual'] as const;

export const adminSignupSchema = {
  type: 'object',
  required: ['id', 'userId', 'name', 'phone', 'faculty', 'graduationYear', 'cardNo', 'signedAt', 'status', 'cancelledAt', 'checkedInAt'],
  properties: {
    id: int,
    userId: int,
    name: str,
    /** masked in the list (138****5678); whole only in the audited export */
    phone: str,
    faculty: str,
    graduationYear: { type: ['integer', 'null'] },
    cardNo: str,
    signedAt: time,
    status: { type: 'string', enum: SIGNUP_STATUSES },
    cancelledAt: maybeTime,
    checkedInAt: maybeTime,
    checkinMethod: { type: ['string', 'null'], enum: [...CHECKIN_METHODS, null] },
  },
} as const;
export type AdminSignup = SchemaType<typeof adminSignupSchema>;

export const cancelSignupBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S', description: '取消原因（写入给校友的消息）' } },
} as const;
export type CancelSignupBody = SchemaType<typeof cancelSignupBodySchema>;

/** One of the two: what the camera read from the card's QR code, or the card number typed at the door. */
export const checkinBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    qr: { type: 'string', minLength: 1, maxLength: 512, description: '扫描校友卡二维码得到的内容（校验地址或签名串）' },
    cardNo: { type: 'string', minLength: 1, maxLength: 40, pattern: '^\\s*[A-Za-z0-9-]+\\s*$', description: '手工输入的校友卡号' },
  },
} as const;
export type CheckinBody = SchemaType<typeof checkinBodySchema>;

export const CHECKIN_OUTCOMES = ['checked-in', 'already', 'not-signed-up', 'invalid', 'revoked', 'unknown-card'] as const;
export type CheckinOutcome = (typeof CHECKIN_OUTCOMES)[number];

export const checkinResultSchema = {
  type: 'object',
  required: ['outcome', 'message', 'checkedInCount', 'signedCount'],
  properties: {
    outcome: { type: 'string', enum: CHECKIN_OUTCOMES },
    /** the sentence the door shows */
    message: str,
    name: str,
    faculty: str,
    graduationYear: { type: ['integer', 'null'] },
    cardNo: str,
    checkedInAt: time,
    checkedInCount: int,
    signedCount: int,
  },
} as const;
export type CheckinResult = SchemaType<typeof checkinResultSchema>;
