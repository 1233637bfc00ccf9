import type { appointmentSchema as appointmentForm } from '../appointment-forms.ts';
import type { SchemaType } from './schema-type.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const visitSlotSchema = {
  type: 'object',
  required: ['id', 'name', 'label', 'capacity', 'booked', 'remaining'],
  properties: { id: int, name: str, label: str, capacity: int, booked: int, remaining: int },
} as const;

export const appointmentSchema = {
  type: 'object',
  required: [
    'id',
    'visitDate',
    'slotId',
    'slotName',
    'slotLabel',
    'visitorCount',
    'carPlate',
    'reason',
    'status',
    'upcoming',
    'visitors',
    'createdAt',
  ],
  properties: {
    id: int,
    visitDate: str,
    slotId: int,
    slotName: str,
    slotLabel: str,
    visitorCount: int,
    carPlate: str,
    reason: str,
    status: { type: 'string', enum: ['booked', 'cancelled'] },
    upcoming: { type: 'boolean', description: '尚未到来且未取消，可以取消' },
    visitors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'idNumber'],
        properties: { name: str, idNumber: { type: 'string', description: '已脱敏' } },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
    cancelledAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export type VisitSlot = SchemaType<typeof visitSlotSchema>;
/** An appointment as answered: ID numbers come masked. */
export type Appointment = SchemaType<typeof appointmentSchema>;

/** A booking as the client sends it: the appointment form's values. */
export type BookingBody = SchemaType<typeof appointmentForm>;
