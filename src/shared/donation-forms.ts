import { DONOR_DISPLAYS } from './donor-display.ts';
import type { FormSchema } from './forms.ts';

export const DONATION_MIN = 1;
export const DONATION_MAX = 1_000_000;
export const PRESET_AMOUNTS = [100, 500, 1000, 5000] as const;

/** Pledging a donation to a project; the amount is in whole yuan. */
export const donationPledgeForm = {
  type: 'object',
  additionalProperties: false,
  required: ['projectId', 'amount'],
  properties: {
    projectId: { type: 'integer', title: '捐赠项目', minimum: 1, maximum: 2147483647 },
    amount: { type: 'integer', title: '捐赠金额', minimum: DONATION_MIN, maximum: DONATION_MAX },
    publicDisplay: { type: 'string', title: '公开方式', enum: DONOR_DISPLAYS },
    /** Before 公开方式: true is 匿名, false 公开姓名 (publicDisplay, when given, decides). */
    anonymous: { type: 'boolean', title: '匿名捐赠' },
    message: { type: 'string', title: '留言', maxLength: 200, multiline: true },
  },
} as const satisfies FormSchema;
