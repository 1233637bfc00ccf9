import type { SchemaType } from './schema-type.ts';
import { int, str } from './shapes.ts';

// The signed-in user's own records: who am I, the organisation member, card templates, messages, the login answer.

export const CARD_STATUSES = ['verified', 'pending', 'rejected'] as const;

export const loginDataSchema = {
  type: ['object', 'null'],
  properties: {
    token: str,
    userType: { type: 'string', enum: ['alumni', 'member'] },
    alumUserStatus: { type: 'string', enum: CARD_STATUSES },
  },
} as const;

export const alumUserInfoSchema = {
  type: 'object',
  required: ['id', 'name', 'studentCurrentStatus', 'userStatus', 'userCode'],
  properties: {
    id: int,
    name: str,
    studentCurrentStatus: str,
    userStatus: str,
    userCode: str,
    cardRejectReason: str,
    faculty: str,
    major: str,
    graduationYear: { type: ['integer', 'null'] },
    city: str,
    company: str,
    photo: str,
    cardNo: str,
    /** The card's QR code: this site's verification address with the signed code; only for a verified card. */
    cardQr: str,
  },
} as const;

export const orgMemberInfoSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: int, name: str, organizationName: str, city: str },
} as const;

export const cardTemplateSchema = {
  type: 'object',
  required: ['id', 'name', 'active', 'defaultTemplate', 'background', 'textColor', 'accentColor', 'layout'],
  properties: {
    id: int,
    name: str,
    active: { type: 'boolean' },
    defaultTemplate: { type: 'boolean' },
    background: str,
    textColor: str,
    accentColor: str,
    layout: str,
  },
} as const;

export const messageSchema = {
  type: 'object',
  required: ['id', 'kind', 'title', 'content', 'read', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['system', 'review', 'activity'] },
    title: { type: 'string' },
    content: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export type CardStatus = (typeof CARD_STATUSES)[number];
export type ApiLoginData = NonNullable<SchemaType<typeof loginDataSchema>>;
export type ApiAlumUserInfo = SchemaType<typeof alumUserInfoSchema>;
export type OrgMemberInfo = SchemaType<typeof orgMemberInfoSchema>;
export type CardTemplate = SchemaType<typeof cardTemplateSchema>;
export type Message = SchemaType<typeof messageSchema>;
export type MessageKind = Message['kind'];
