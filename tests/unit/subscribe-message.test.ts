import { describe, expect, it } from 'vitest';
import {
  afterSend,
  chinaTime,
  DEFAULT_TEMPLATE_FIELDS,
  fitValue,
  parseTemplateFields,
  RETRY_MINUTES,
  templateData,
} from '../../server/wechat/subscribe-message.ts';

describe('parseTemplateFields', () => {
  it.each([
    [
      'review',
      DEFAULT_TEMPLATE_FIELDS.review,
      [
        ['thing1', 'item'],
        ['phrase2', 'result'],
        ['time3', 'time'],
        ['thing4', 'note'],
      ],
    ],
    [
      'activity',
      ' thing2=title , time5=start ',
      [
        ['thing2', 'title'],
        ['time5', 'start'],
      ],
    ],
  ] as const)('%s: %s', (kind, raw, fields) => {
    expect(parseTemplateFields(kind, raw, 'V')).toEqual(fields);
  });

  it.each([
    ['review', 'thing1=title'],
    ['review', 'thing1'],
    ['review', 'Thing1=item'],
    ['review', 'thing1=item=note'],
    ['activity', 'thing=title'],
    ['activity', ','],
  ] as const)('refuses %s %j, naming the variable', (kind, raw) => {
    expect(parseTemplateFields(kind, raw, 'WX_MP_TEMPLATE_X_FIELDS')).toMatch(/^WX_MP_TEMPLATE_X_FIELDS /);
  });
});

describe('fitValue', () => {
  it.each([
    ['thing1', '校友卡申请', '校友卡申请'],
    ['thing1', '一二三四五六七八九十一二三四五六七八九十', '一二三四五六七八九十一二三四五六七八九十'],
    ['thing1', '一二三四五六七八九十一二三四五六七八九十一', '一二三四五六七八九十一二三四五六七八九…'],
    ['phrase2', '未通过审核了', '未通过审…'],
    ['name3', '欧阳欧阳欧阳欧阳欧阳欧', '欧阳欧阳欧阳欧阳欧…'],
    ['time3', '2026-11-28 09:30', '2026-11-28 09:30'],
    ['thing4', '原因：\n照片\t不清晰', '原因： 照片 不清晰'],
  ])('%s %j → %j', (key, value, fitted) => {
    expect(fitValue(key, value)).toBe(fitted);
  });

  it('fills every key of the template, an empty value as "-" (WeChat refuses an empty one)', () => {
    const template = {
      id: 'tmpl-review-0001',
      fields: [
        ['thing1', 'item'],
        ['thing4', 'note'],
      ] as Array<[string, string]>,
    };
    expect(templateData(template, { item: '校友卡申请' })).toEqual({ thing1: { value: '校友卡申请' }, thing4: { value: '-' } });
  });

  it('China time as WeChat time keys take it', () => {
    expect(chinaTime(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-28 09:30');
    expect(chinaTime(new Date('2026-11-28T16:05:00Z'))).toBe('2026-11-29 00:05');
  });
});

describe('afterSend', () => {
  it.each([
    [1, { ok: true } as const, { state: 'sent' }],
    [1, { ok: false, errcode: 43101, reason: 'x' } as const, { state: 'failed', outcome: '用户未允许或已用完本次订阅（微信 43101）' }],
    [3, { ok: false, errcode: 40037, reason: 'x' } as const, { state: 'failed', outcome: '模板 ID 无效（微信 40037）' }],
    [
      1,
      { ok: false, errcode: -1, reason: '微信系统繁忙' } as const,
      { state: 'pending', outcome: '第 1 次发送失败：微信系统繁忙', retryInMinutes: 1 },
    ],
    [2, { ok: false, reason: '暂时无法连接' } as const, { state: 'pending', outcome: '第 2 次发送失败：暂时无法连接', retryInMinutes: 5 }],
    [4, { ok: false, reason: '超时' } as const, { state: 'pending', outcome: '第 4 次发送失败：超时', retryInMinutes: 120 }],
    [5, { ok: false, reason: '超时' } as const, { state: 'failed', outcome: '5 次发送均失败：超时' }],
  ])('attempt %i, %j', (attempts, answer, outcome) => {
    expect(afterSend(attempts, answer)).toEqual(outcome);
  });

  it('tries as many times as there are waits, plus the first', () => {
    expect(afterSend(RETRY_MINUTES.length, { ok: false, reason: 'x' }).state).toBe('pending');
    expect(afterSend(RETRY_MINUTES.length + 1, { ok: false, reason: 'x' }).state).toBe('failed');
  });
});
