import { bookingFields } from './appointment.ts';
import type { SchemaType } from './schema-type.ts';
import { bool, int, nullableTime, record, str } from './shapes.ts';

// What the console's campus-visit calls answer (/api/admin/events/visits/…).

export const adminVisitSlotSchema = record({
  id: int,
  name: str,
  label: str,
  startTime: { type: 'string', description: 'HH:MM' },
  endTime: { type: 'string', description: 'HH:MM' },
  capacity: { type: 'integer', description: '默认每日容量（人）' },
  sort: int,
  active: { type: 'boolean', description: '开放预约；停用的时段不再接受预约，已有预约仍在门岗名单上' },
});

export const visitOverrideSchema = record({
  id: int,
  visitDate: str,
  slotId: { type: ['integer', 'null'], description: '空：整天' },
  slotName: { type: 'string', description: '时段名称；整天为空字符串' },
  capacity: { type: ['integer', 'null'], description: '当天容量；关闭时为空' },
  closed: bool,
  note: str,
  booked: { type: 'integer', description: '该日（该时段）已预约人数' },
});

/** Each visitor arrives at the gate on their own. */
const visitorArrivalSchema = record({
  id: { type: 'integer', description: '来访人编号' },
  checkedInAt: nullableTime,
  checkedInBy: { type: ['string', 'null'], description: '登记该来访人到校的工作人员' },
});

export const gateVisitorSchema = {
  type: 'object',
  required: ['id', 'name', 'idNumber', 'checkedInAt', 'checkedInBy'],
  properties: {
    ...visitorArrivalSchema.properties,
    name: str,
    idNumber: { type: 'string', description: '完整身份证号仅对有“查看身份证号”权限的角色返回，其余脱敏' },
  },
} as const;

// The alumnus's own booking (appointment.ts) as the gate sees it: who booked it, whether they arrived, and when.
export const gateBookingSchema = record({
  ...bookingFields,
  booker: { type: 'string', description: '预约人（校友）姓名' },
  status: { type: 'string', enum: ['booked', 'cancelled', 'arrived'], description: '已预约、已取消、已到校（至少一位来访人已到）' },
  visitors: { type: 'array', items: gateVisitorSchema },
  checkedInAt: nullableTime,
  checkedInBy: { type: ['string', 'null'], description: '登记到校的工作人员' },
});
export type GateBooking = SchemaType<typeof gateBookingSchema>;

export const gateCountsSchema = record({
  expected: { type: 'integer', description: '当天应到人数（未取消的预约）' },
  arrived: { type: 'integer', description: '已到校人数' },
  bookings: { type: 'integer', description: '未取消的预约数' },
  arrivedBookings: { type: 'integer', description: '已到校的预约数' },
});

export const gateListSchema = record({
  date: str,
  today: { type: 'string', description: '今天（北京时间），只有这一天可以登记到校' },
  fullIdNumbers: { type: 'boolean', description: '身份证号是否完整（否则已脱敏）' },
  counts: gateCountsSchema,
  list: { type: 'array', items: gateBookingSchema },
});

export const checkInAnswerSchema = record({
  id: int,
  status: gateBookingSchema.properties.status,
  checkedInAt: nullableTime,
  checkedInBy: { type: ['string', 'null'] },
  visitors: { type: 'array', items: visitorArrivalSchema },
  counts: gateCountsSchema,
});

export type AdminVisitSlot = SchemaType<typeof adminVisitSlotSchema>;
export type VisitOverride = SchemaType<typeof visitOverrideSchema>;
export type GateCounts = SchemaType<typeof gateCountsSchema>;
export type GateList = SchemaType<typeof gateListSchema>;
export type CheckInAnswer = SchemaType<typeof checkInAnswerSchema>;
