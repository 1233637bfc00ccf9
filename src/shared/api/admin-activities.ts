import type { SchemaType } from './schema-type.ts';
import { int, str, time } from './shapes.ts';

// The console's activities: sign-up lists, cancelling a sign-up, check-in at the door, the list as a spreadsheet.

const maybeTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const adminActivitySchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'place',
    'startTime',
    'endTime',
    'signupDeadline',
    'capacity',
    'signedCount',
    'checkedInCount',
    'walkInCount',
    'publishState',
  ],
  properties: {
    id: int,
    title: str,
    place: str,
    startTime: time,
    endTime: time,
    signupDeadline: time,
    capacity: int,
    signedCount: int,
    /** everyone let in: signed-up alumni checked in, and walk-ins */
    checkedInCount: int,
    walkInCount: int,
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
/** qr: the card's code scanned; manual: its number typed; list: the name ticked on the sign-up list. */
export const CHECKIN_METHODS = ['qr', 'manual', 'list'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];

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
    // Any text up to the length: the server reads the number in it (src/shared/card-number.ts) and records a malformed one.
    cardNo: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: '手工输入的校友卡号（大小写、空格、连字符、全角字符均可，如 bjcc 2016 000315）',
    },
  },
} as const;
export type CheckinBody = SchemaType<typeof checkinBodySchema>;

/** walk-in: someone without a sign-up written down and let in. */
export const CHECKIN_OUTCOMES = ['checked-in', 'already', 'not-signed-up', 'invalid', 'revoked', 'unknown-card', 'walk-in'] as const;
export type CheckinOutcome = (typeof CHECKIN_OUTCOMES)[number];

export const checkinResultSchema = {
  type: 'object',
  required: ['outcome', 'message', 'checkedInCount', 'walkInCount', 'signedCount'],
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
    walkInCount: int,
    signedCount: int,
  },
} as const;
export type CheckinResult = SchemaType<typeof checkinResultSchema>;

/** Someone let in at the door without a sign-up: a name, and a phone or card number when they give one. */
export const walkInBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S', description: '姓名' },
    phone: { type: 'string', maxLength: 20, pattern: '^\\s*(\\+?[0-9][0-9 -]{5,18})?\\s*$', description: '手机号（可不填）' },
    cardNo: { type: 'string', maxLength: 64, description: '校友卡号（可不填；大小写、空格、连字符均可）' },
  },
} as const;
export type WalkInBody = SchemaType<typeof walkInBodySchema>;

export const adminWalkInSchema = {
  type: 'object',
  required: ['id', 'name', 'phone', 'cardNo', 'checkedInAt'],
  properties: {
    id: int,
    name: str,
    /** masked like the sign-ups' */
    phone: str,
    cardNo: str,
    checkedInAt: time,
  },
} as const;
export type AdminWalkIn = SchemaType<typeof adminWalkInSchema>;
