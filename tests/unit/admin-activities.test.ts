import { describe, expect, it } from 'vitest';
import { cancelRefusal, checkinOutcome, maskPhone, type SignupAtDoor } from '../../src/shared/admin/activities.ts';

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
