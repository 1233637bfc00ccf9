import { DATE_PATTERN } from '../calendar.ts';
import type { FormSchema } from '../forms.ts';
import { maskIdNumber } from '../appointment-forms.ts';
import { mayPerform, type StaffRole } from './roles.ts';

// Campus visits in the console: the slot and day-override forms (shared by the console and the server), and the rules
// the gate follows, as pure functions so one table of cases tests each.

export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
export { DATE_PATTERN, isCalendarDate } from '../calendar.ts';
/** the most visitors a slot may take in a day */
export const MAX_SLOT_CAPACITY = 10000;

const time = (title: string) =>
  ({ type: 'string', title, maxLength: 5, pattern: TIME_PATTERN, patternMessage: `${title}应为 24 小时制，如 09:00` }) as const;

/** POST/PUT /api/admin/events/visits/slots: a visiting slot as the console edits it. */
export const visitSlotFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'label', 'startTime', 'endTime', 'capacity', 'sort', 'active'],
  properties: {
    name: { type: 'string', title: '时段名称', minLength: 1, maxLength: 16 },
    label: { type: 'string', title: '显示文字', minLength: 1, maxLength: 32 },
    startTime: time('开始时间'),
    endTime: time('结束时间'),
    capacity: { type: 'integer', title: '每日容量', minimum: 1, maximum: MAX_SLOT_CAPACITY },
    sort: { type: 'integer', title: '排序', minimum: 0, maximum: 9999 },
    active: { type: 'boolean', title: '开放预约' },
  },
} as const satisfies FormSchema;

export interface VisitSlotValues {
  name: string;
  label: string;
  startTime: string;
  endTime: string;
  capacity: number;
  sort: number;
  active: boolean;
}

/**
 * PUT /api/admin/events/visits/overrides: one day's exception. Without `slotId` it closes the whole day; with it, it
 * closes that slot or sets its capacity for the day.
 */
export const visitOverrideFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['visitDate', 'closed'],
  properties: {
    visitDate: { type: 'string', title: '日期', maxLength: 10, pattern: DATE_PATTERN, patternMessage: '请选择有效的日期' },
    slotId: { type: 'integer', title: '时段', minimum: 1, maximum: 2147483647 },
    closed: { type: 'boolean', title: '当天不开放' },
    capacity: {
      type: 'integer',
      title: '当天容量',
      minimum: 0,
      maximum: MAX_SLOT_CAPACITY,
      requiredWhen: { field: 'closed', values: [false] },
    },
    note: { type: 'string', title: '说明', maxLength: 60 },
  },
} as const satisfies FormSchema;

export interface VisitOverrideValues {
  visitDate: string;
  slotId?: number;
  closed: boolean;
  capacity?: number;
  note?: string;
}

/** A booking's state at the gate. */
export type GateStatus = 'booked' | 'cancelled' | 'arrived';

/** An ID number as a member of staff may see it: whole only with `identity` (审核员, 管理员), else 3301**********123X. */
export const visibleIdNumber = (roles: readonly StaffRole[], idNumber: string): string =>
  mayPerform(roles, 'identity') && idNumber !== '' ? idNumber : maskIdNumber(idNumber);

/**
 * Why a booking cannot be checked in (or its check-in undone) now, or '' when it can: only on the visit's own day
 * (China time), never a cancelled booking, never twice, and only an arrival is undone. `who` is what the gate checks in:
 * one visitor, by name, or the whole booking.
 */
export function checkInRefusal(
  booking: { status: 'booked' | 'cancelled'; visitDate: string; checkedIn: boolean },
  today: string,
  action: 'checkIn' | 'undo',
  who = '该预约',
): string {
  if (booking.status === 'cancelled') return '该预约已取消，不能登记到校';
  if (booking.visitDate !== today) {
    return action === 'checkIn' ? `只能在来访当天（${booking.visitDate}）登记到校` : '只能撤销当天的到校登记';
  }
  if (action === 'checkIn' && booking.checkedIn) return `${who}已登记到校`;
  if (action === 'undo' && !booking.checkedIn) return `${who}尚未登记到校`;
  return '';
}

/** Why a slot's capacity cannot become `capacity` for a day already holding `booked` visitors, or ''. */
export function capacityRefusal(capacity: number, booked: number, day?: string): string {
  if (capacity >= booked) return '';
  return `${day ? `${day} ` : ''}该时段已有 ${booked} 人预约，容量不能少于 ${booked}`;
}

/** Why a day (or a slot that day) cannot be closed while `booked` visitors hold places, or ''. */
export function closingRefusal(booked: number, day: string): string {
  return booked > 0 ? `${day} 已有 ${booked} 人预约，请先联系预约人取消后再关闭` : '';
}
