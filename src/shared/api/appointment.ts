import type { appointmentSchema as appointmentForm } from '../appointment-forms.ts';
import type { SchemaType } from './schema-type.ts';
import { int, nullableTime, record, str, time } from './shapes.ts';

export const visitSlotSchema = record({ id: int, name: str, label: str, capacity: int, booked: int, remaining: int });

/** A booking's own fields, as the alumnus (appointmentSchema) and the gate (admin-visits.ts) both show them. */
export const bookingFields = {
  id: int,
  visitDate: str,
  slotId: int,
  slotName: str,
  slotLabel: str,
  visitorCount: int,
  carPlate: str,
  reason: str,
} as const;

export const appointmentSchema = record(
  {
    ...bookingFields,
    status: { type: 'string', enum: ['booked', 'cancelled'] },
    upcoming: { type: 'boolean', description: '尚未到来且未取消，可以取消' },
    visitors: { type: 'array', items: record({ name: str, idNumber: { type: 'string', description: '已脱敏' } }) },
    createdAt: time,
  },
  { cancelledAt: nullableTime },
);

export type VisitSlot = SchemaType<typeof visitSlotSchema>;
/** An appointment as answered: ID numbers come masked. */
export type Appointment = SchemaType<typeof appointmentSchema>;

/** A booking as the client sends it: the appointment form's values. */
export type BookingBody = SchemaType<typeof appointmentForm>;
