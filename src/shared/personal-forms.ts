import type { FormSchema } from './forms.ts';

/** Which optional in-site messages the signed-in user receives (account settings); system notices always arrive. */
export const notifySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['review', 'activity'],
  properties: {
    review: { type: 'boolean', title: '审核结果通知' },
    activity: { type: 'boolean', title: '活动提醒' },
  },
} as const satisfies FormSchema;

export interface NotifySettings {
  review: boolean;
  activity: boolean;
}

/**
 * A WeChat openid as the settings page shows it: enough to recognise, not enough to reuse.
 * Keeps the first three and last two characters.
 */
export function maskOpenid(openid: string): string {
  if (openid.length <= 6) return '*'.repeat(openid.length);
  return `${openid.slice(0, 3)}${'*'.repeat(Math.min(openid.length - 5, 8))}${openid.slice(-2)}`;
}
