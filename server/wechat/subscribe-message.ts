// WeChat's one-time subscribe messages (订阅消息): which template a kind uses, the `data` its keys take, and what to do
// after a failed send. Pure, so the tables of cases in tests/unit/subscribe-message.test.ts hold each rule.

export const SUBSCRIBE_KINDS = ['review', 'activity'] as const;
export type SubscribeKind = (typeof SUBSCRIBE_KINDS)[number];

/** The values the portal fills in, by kind; a template's keys are mapped onto them (WX_MP_TEMPLATE_*_FIELDS). */
export const SUBSCRIBE_VALUES: Record<SubscribeKind, readonly string[]> = {
  review: ['item', 'result', 'time', 'note'],
  activity: ['title', 'start', 'place', 'note'],
};

/**
 * The keys of the library templates a college is most likely to choose (审核结果通知: 申请事项, 审核结果, 审核时间, 备注;
 * 活动提醒: 活动名称, 开始时间, 活动地点, 温馨提示). Another template's keys are set with WX_MP_TEMPLATE_*_FIELDS.
 */
export const DEFAULT_TEMPLATE_FIELDS: Record<SubscribeKind, string> = {
  review: 'thing1=item,phrase2=result,time3=time,thing4=note',
  activity: 'thing1=title,time2=start,thing3=place,thing4=note',
};

export interface SubscribeTemplate {
  id: string;
  /** [the template's key, the portal's value name] */
  fields: Array<[string, string]>;
}

/** A template's key and value map, or a sentence naming what is wrong (the start refuses it, naming `variable`). */
export function parseTemplateFields(kind: SubscribeKind, raw: string, variable: string): Array<[string, string]> | string {
  const fields: Array<[string, string]> = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value, extra] = part.split('=').map((p) => p.trim());
    if (extra !== undefined || !/^[a-z_]+\d+$/.test(key ?? '') || !SUBSCRIBE_VALUES[kind].includes(value ?? ''))
      return `${variable} 须为“模板字段=取值”的列表，以逗号分隔，字段如 thing1，取值为 ${SUBSCRIBE_VALUES[kind].join('、')} 之一`;
    fields.push([key, value]);
  }
  return fields.length ? fields : `${variable} 不能为空`;
}

/** WeChat's length limit of a key's type (thing: 20 characters, phrase: 5, name: 10, character_string: 32). */
const LIMITS: Array<[RegExp, number]> = [
  [/^thing\d+$/, 20],
  [/^phrase\d+$/, 5],
  [/^name\d+$/, 10],
  [/^character_string\d+$/, 32],
];

/** A value fitted to its key: line breaks out, cut to the type's length with an ellipsis (WeChat refuses longer ones). */
export function fitValue(key: string, value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const limit = LIMITS.find(([re]) => re.test(key))?.[1];
  const chars = [...flat];
  if (!limit || chars.length <= limit) return flat;
  return chars.slice(0, limit - 1).join('') + '…';
}

/** The `data` of subscribeMessage.send: each key of the template with its value, fitted. */
export function templateData(template: SubscribeTemplate, values: Record<string, string>): Record<string, { value: string }> {
  return Object.fromEntries(template.fields.map(([key, name]) => [key, { value: fitValue(key, values[name] ?? '') || '-' }]));
}

/** The minutes before each further try of a send WeChat could not take just now; after the last, the send has failed. */
export const RETRY_MINUTES = [1, 5, 30, 120] as const;

export type SendOutcome =
  { state: 'sent' } | { state: 'failed'; outcome: string } | { state: 'pending'; outcome: string; retryInMinutes: number };

/** WeChat's errcodes that no retry mends: the person refused or spent the subscription, or the template or openid is wrong. */
const FINAL_ERRCODES: Record<number, string> = {
  43101: '用户未允许或已用完本次订阅（微信 43101）',
  40003: '接收者 openid 无效（微信 40003）',
  40037: '模板 ID 无效（微信 40037）',
  47003: '模板参数不符合要求（微信 47003）',
  41030: '跳转页面不存在或未发布（微信 41030）',
};

/**
 * What a send's answer means for the message after `attempts` tries (this one included): sent, failed for good, or
 * tried again later.
 */
export function afterSend(attempts: number, answer: { ok: true } | { ok: false; errcode?: number; reason: string }): SendOutcome {
  if (answer.ok) return { state: 'sent' };
  const final = answer.errcode === undefined ? undefined : FINAL_ERRCODES[answer.errcode];
  if (final) return { state: 'failed', outcome: final };
  if (attempts > RETRY_MINUTES.length) return { state: 'failed', outcome: `${attempts} 次发送均失败：${answer.reason}` };
  return { state: 'pending', outcome: `第 ${attempts} 次发送失败：${answer.reason}`, retryInMinutes: RETRY_MINUTES[attempts - 1] };
}

/** China time as WeChat's time keys take it ('2026-11-28 09:30'). */
export const chinaTime = (at: Date) => new Date(at.getTime() + 8 * 60 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** subscribeMessage.send's miniprogram_state for the mini-program version WX_MP_ENV names. */
export const MINIPROGRAM_STATE: Record<string, 'formal' | 'trial' | 'developer'> = {
  release: 'formal',
  trial: 'trial',
  develop: 'developer',
};
