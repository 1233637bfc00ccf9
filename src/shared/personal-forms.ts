import { switchesSchema } from './forms.ts';

/** Which optional in-site messages the signed-in user receives (account settings); system notices always arrive. */
export const notifySchema = switchesSchema({
  review: '审核结果通知',
  activity: '活动提醒',
});

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
