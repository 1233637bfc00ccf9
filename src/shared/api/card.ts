import type { SchemaType } from './schema-type.ts';
import { str } from './shapes.ts';

// The alumni card's signed QR code: what the public verification page is told about a scanned code.

export const CARD_VERDICTS = ['valid', 'revoked', 'invalid'] as const;

export const cardVerifyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['c'],
  properties: { c: { type: 'string', minLength: 1, maxLength: 512, description: '校友卡二维码中的签名串（地址中 c= 之后的部分）' } },
} as const;

/**
 * `valid`: a card of ours, good today, with what its face shows; `revoked`: ours, but no longer good (its number only);
 * `invalid`: not a code this site signed (altered, made up).
 */
export const cardVerifySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: CARD_VERDICTS },
    cardNo: str,
    holder: {
      type: 'object',
      required: ['name', 'photo', 'faculty', 'graduationYear'],
      properties: { name: str, photo: str, faculty: str, graduationYear: { type: ['integer', 'null'] } },
    },
  },
} as const;
export type CardVerify = SchemaType<typeof cardVerifySchema>;

/** The card a genuine code names, as the database has it now (what decides whether the code is still good). */
export interface CardRow {
  cardNo: string;
  cardVersion: number;
  cardStatus: string;
  disabled: boolean;
  userType: string;
}
