import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/shared/admin/roles.ts';
import { capacityRefusal, checkInRefusal, closingRefusal, isCalendarDate, visibleIdNumber } from '../../src/shared/admin/visits.ts';

const ID = '33010619910520452X';

describe('visibleIdNumber: whole only for roles granted identity', () => {
  it.each<[StaffRole[], string]>([
    [['admin'], ID],
    [['reviewer'], ID],
    [['editor', 'reviewer'], ID],
    [['editor'], '3301**********452X'],
    [['orgadmin'], '3301**********452X'],
    [[], '3301**********452X'],
  ])('%j sees %s', (roles, seen) => {
    expect(visibleIdNumber(roles, ID)).toBe(seen);
  });
});

describe('checkInRefusal', () => {
  const today = '2026-11-25';
  it.each([
    [{ status: 'booked', visitDate: today, checkedIn: false }, 'checkIn', ''],
    [{ status: 'booked', visitDate: today, checkedIn: true }, 'checkIn', '该预约已登记到校'],
    [{ status: 'cancelled', visitDate: today, checkedIn: false }, 'checkIn', '该预约已取消，不能登记到校'],
    [{ status: 'booked', visitDate: '2026-11-26', checkedIn: false }, 'checkIn', '只能在来访当天（2026-11-26）登记到校'],
    [{ status: 'booked', visitDate: '2026-11-24', checkedIn: false }, 'checkIn', '只能在来访当天（2026-11-24）登记到校'],
    [{ status: 'booked', visitDate: today, checkedIn: true }, 'undo', ''],
    [{ status: 'booked', visitDate: today, checkedIn: false }, 'undo', '该预约尚未登记到校'],
    [{ status: 'booked', visitDate: '2026-11-24', checkedIn: true }, 'undo', '只能撤销当天的到校登记'],
    [{ status: 'cancelled', visitDate: today, checkedIn: true }, 'undo', '该预约已取消，不能登记到校'],
  ] as const)('%j %s → %s', (booking, action, message) => {
    expect(checkInRefusal(booking, today, action)).toBe(message);
  });
  it('names the visitor when one visitor is checked in', () => {
    expect(checkInRefusal({ status: 'booked', visitDate: today, checkedIn: true }, today, 'checkIn', '林晓雯')).toBe('林晓雯已登记到校');
    expect(checkInRefusal({ status: 'booked', visitDate: today, checkedIn: false }, today, 'undo', '林晓雯')).toBe('林晓雯尚未登记到校');
  });
});

describe('capacity and closing', () => {
  it.each([
    [10, 0, ''],
    [10, 10, ''],
    [0, 0, ''],
    [9, 10, '该时段已有 10 人预约，容量不能少于 10'],
  ])('capacity %i with %i booked → %s', (capacity, booked, message) => {
    expect(capacityRefusal(capacity, booked)).toBe(message);
  });
  it('names the day when given', () => {
    expect(capacityRefusal(1, 2, '2026-12-01')).toBe('2026-12-01 该时段已有 2 人预约，容量不能少于 2');
  });
  it.each([
    [0, ''],
    [3, '2026-12-01 已有 3 人预约，请先联系预约人取消后再关闭'],
  ])('closing with %i booked → %s', (booked, message) => {
    expect(closingRefusal(booked, '2026-12-01')).toBe(message);
  });
  it.each([
    ['2026-11-25', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['20261125', false],
    ['', false],
  ])('isCalendarDate(%s) is %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
});
