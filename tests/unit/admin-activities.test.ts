import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  checkinOutcome,
  checkinWindow,
  checkinWindowRefusal,
  maskPhone,
  type SignupAtDoor,
} from '../../src/shared/admin/activities.ts';

const live: SignupAtDoor = { status: 'signed', checkedInAt: null };
const checkedIn: SignupAtDoor = { status: 'signed', checkedInAt: '2026-11-25T01:00:00Z' };
const cancelled: SignupAtDoor = { status: 'cancelled', checkedInAt: null };

describe('checkinOutcome', () => {
  it.each([
    ['valid', live, 'checked-in'],
    ['valid', checkedIn, 'already'],
    ['valid', cancelled, 'not-signed-up'],
    ['valid', undefined, 'not-signed-up'],
    ['invalid', live, 'invalid'],
    ['invalid', undefined, 'invalid'],
    ['revoked', live, 'revoked'],
    ['revoked', checkedIn, 'revoked'],
    ['unknown', undefined, 'unknown-card'],
  ] as const)('a %s card with sign-up %j: %s', (card, signup, expected) => {
    expect(checkinOutcome(card, signup)).toBe(expected);
  });
});

describe('cancelRefusal', () => {
  it.each([
    [live, undefined],
    [checkedIn, 'checked-in'],
    [cancelled, 'cancelled'],
  ] as const)('%j: %s', (signup, expected) => {
    expect(cancelRefusal(signup)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13800005678', '138****5678'],
    [' 13800005678 ', '138****5678'],
    ['+8613800005678', '+86****5678'],
    ['8888000', '88***00'],
    ['12345', '*****'],
    ['', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('checkinWindow', () => {
  // The activity runs 14:00–16:00 on 2026-12-05, China time.
  const start = '2026-12-05T06:00:00Z';
  const end = '2026-12-05T08:00:00Z';
  it.each([
    ['a day before', '2026-12-04T06:00:00Z', 60, 'early'],
    ['61 minutes before the start', '2026-12-05T04:59:00Z', 60, 'early'],
    ['exactly the lead before the start', '2026-12-05T05:00:00Z', 60, 'open'],
    ['during the activity', '2026-12-05T07:00:00Z', 60, 'open'],
    ['at its end', '2026-12-05T08:00:00Z', 60, 'open'],
    ['a minute after its end', '2026-12-05T08:01:00Z', 60, 'ended'],
    ['2 hours before, with a lead of 3 hours', '2026-12-05T04:00:00Z', 180, 'open'],
    ['a minute before the start, with no lead', '2026-12-05T05:59:00Z', 0, 'early'],
  ])('%s, lead %i min: %s', (_, now, lead, state) => {
    expect(checkinWindow(new Date(now), start, end, lead as number).state).toBe(state);
  });
  it('says when the door opens', () => {
    const answer = checkinWindow(new Date('2026-12-04T06:00:00Z'), start, end, 60);
    expect(answer).toEqual({ state: 'early', opensAt: new Date('2026-12-05T05:00:00Z') });
  });
});

describe('checkinWindowRefusal', () => {
  it.each([
    [{ state: 'open' } as const, ''],
    [{ state: 'early', opensAt: new Date('2026-12-05T05:00:00Z') } as const, '签到尚未开始：本活动 12月5日 13:00 起开放签到'],
    [{ state: 'early', opensAt: new Date('2026-12-31T16:30:00Z') } as const, '签到尚未开始：本活动 1月1日 00:30 起开放签到'],
    [{ state: 'ended' } as const, '活动已结束，签到已关闭'],
  ])('%j: %j', (window, message) => {
    expect(checkinWindowRefusal(window)).toBe(message);
  });
});
