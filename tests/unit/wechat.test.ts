import { describe, expect, it } from 'vitest';
import { readConfig, startProblem } from '../../server/config/index.ts';
import { failureMessages, failureOf, isCodeProblem, type WechatFailure } from '../../server/wechat/errors.ts';
import {
  TICKET_LENGTH,
  currentTicketStatus,
  newTicket,
  nextTicketStatus,
  type TicketEvent,
  type TicketStatus,
} from '../../server/wechat/tickets.ts';

describe('the QR ticket state machine', () => {
  // [from, event, same account (or browser), expected]
  const cases: Array<[TicketStatus, TicketEvent, boolean, TicketStatus | null]> = [
    ['created', 'scan', true, 'scanned'],
    ['created', 'confirm', true, null],
    ['created', 'cancel', true, 'cancelled'],
    ['created', 'use', true, null],
    ['scanned', 'scan', true, null],
    ['scanned', 'scan', false, null],
    ['scanned', 'confirm', true, 'confirmed'],
    ['scanned', 'confirm', false, null],
    ['scanned', 'cancel', true, 'cancelled'],
    ['scanned', 'cancel', false, null],
    ['scanned', 'use', true, null],
    ['confirmed', 'use', true, 'used'],
    ['confirmed', 'use', false, null],
    ['confirmed', 'confirm', true, null],
    ['confirmed', 'cancel', true, null],
    ['used', 'use', true, null],
    ['used', 'scan', true, null],
    ['cancelled', 'scan', true, null],
    ['cancelled', 'confirm', true, null],
    ['expired', 'scan', true, null],
    ['expired', 'confirm', true, null],
    ['expired', 'use', true, null],
  ];
  it.each(cases)('%s + %s (same: %s) → %s', (from, event, same, expected) => {
    expect(nextTicketStatus(from, event, same)).toBe(expected);
  });

  it('counts a live ticket past its expiry as expired, an ended one as what it ended as', () => {
    const now = new Date('2026-11-25T05:00:00Z');
    const past = new Date('2026-11-25T04:59:59Z');
    const future = new Date('2026-11-25T05:00:01Z');
    expect(currentTicketStatus('created', past, now)).toBe('expired');
    expect(currentTicketStatus('scanned', past, now)).toBe('expired');
    expect(currentTicketStatus('confirmed', past, now)).toBe('expired');
    expect(currentTicketStatus('confirmed', now, now)).toBe('expired');
    expect(currentTicketStatus('used', past, now)).toBe('used');
    expect(currentTicketStatus('cancelled', past, now)).toBe('cancelled');
    expect(currentTicketStatus('scanned', future, now)).toBe('scanned');
  });
});

describe('a ticket', () => {
  it('has at least 128 random bits in at most 32 characters of the scene alphabet', () => {
    const tickets = Array.from({ length: 200 }, () => newTicket());
    for (const t of tickets) expect(t).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(TICKET_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(128);
    expect(TICKET_LENGTH).toBeLessThanOrEqual(32);
    expect(new Set(tickets).size).toBe(tickets.length);
  });

  it('draws every character equally likely: bytes of 248 and above are skipped, not folded', () => {
    let calls = 0;
    const random = (n: number) => {
      calls += 1;
      return new Uint8Array(n).fill(calls === 1 ? 250 : 61);
    };
    expect(newTicket(random)).toBe('9'.repeat(24));
    expect(calls).toBe(2);
  });
});

describe('WeChat failures', () => {
  const cases: Array<[number, WechatFailure, RegExp]> = [
    [40029, 'badCode', /凭证无效.*重新扫码/],
    [40163, 'codeUsed', /已被使用.*重新扫码/],
    [45011, 'rateLimited', /频繁.*重试/],
    [-1, 'busy', /繁忙.*重试/],
    [40226, 'riskyUser', /风险.*重试/],
    [40001, 'tokenExpired', /重试/],
    [42001, 'tokenExpired', /重试/],
    [99999, 'other', /重试/],
  ];
  it.each(cases)('errcode %i is %s, told as %s', (code, reason, message) => {
    expect(failureOf(code)).toBe(reason);
    expect(failureMessages[reason]).toMatch(message);
  });

  it('words the connection failing and answering late, and only bad or spent codes ask for a new scan', () => {
    expect(failureMessages.unreachable).toBe('暂时无法连接微信服务，请稍后重试');
    expect(failureMessages.slow).toBe('微信服务响应超时，请稍后重试');
    const rescan = (Object.keys(failureMessages) as WechatFailure[]).filter(isCodeProblem);
    expect(rescan.sort()).toEqual(['badCode', 'codeUsed']);
  });
});

describe('the login mode and its start check', () => {
  const cases: Array<[string, Record<string, string>, string | RegExp | null]> = [
    ['demo by default', {}, null],
    [
      'production asks for the mini-program secrets',
      { NODE_ENV: 'production' },
      'LOGIN_MODE=miniprogram 需要设置 WX_MP_APPID、WX_MP_SECRET，服务未启动',
    ],
    ['production mini-program, complete', { NODE_ENV: 'production', WX_MP_APPID: 'wx1', WX_MP_SECRET: 's3cr3t' }, null],
    [
      'production website connect without its secret',
      { NODE_ENV: 'production', LOGIN_MODE: 'qrconnect', WX_OPEN_APPID: 'wx2' },
      'LOGIN_MODE=qrconnect 需要设置 WX_OPEN_SECRET，服务未启动',
    ],
    [
      'production website connect, complete',
      { NODE_ENV: 'production', LOGIN_MODE: 'qrconnect', WX_OPEN_APPID: 'wx2', WX_OPEN_SECRET: 'x' },
      null,
    ],
    ['an unknown mode', { LOGIN_MODE: 'sms' }, /^LOGIN_MODE 须为/],
    ['an unknown code version', { WX_MP_ENV: 'beta' }, /^WX_MP_ENV/],
    ['outside production a missing secret only disables the mode', { LOGIN_MODE: 'miniprogram' }, null],
  ];
  it.each(cases)('%s', (_name, env, expected) => {
    const problem = startProblem(readConfig(env));
    if (expected instanceof RegExp) expect(problem).toMatch(expected);
    else expect(problem).toBe(expected);
  });

  it('defaults: standin for the demo, miniprogram in production; never quotes a secret', () => {
    expect(readConfig({}).loginMode).toBe('standin');
    expect(readConfig({ NODE_ENV: 'production' }).loginMode).toBe('miniprogram');
    expect(readConfig({}).wechat.apiBase).toBe('https://api.weixin.qq.com');
    const problem = startProblem(readConfig({ NODE_ENV: 'production', WX_MP_APPID: 'wx1', WX_MP_SECRET: '', LOGIN_MODE: 'miniprogram' }));
    expect(problem).toContain('WX_MP_SECRET');
    expect(startProblem(readConfig({ NODE_ENV: 'production', LOGIN_MODE: 'qrconnect', WX_OPEN_SECRET: 'top-secret-value' }))).not.toContain(
      'top-secret-value',
    );
  });
});
