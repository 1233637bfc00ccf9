import type { Queryable } from '../db/connect.ts';
import type { VisitSlot } from '../../src/shared/api/appointment.ts';
import type { VisitorInput } from '../../src/shared/appointment-forms.ts';

/** An appointment as stored: visitors with whole ID numbers (the route masks them). */
export interface AppointmentRow {
  id: number;
  visitors: VisitorInput[] | string;
  [key: string]: unknown;
}

// $2 is today (Shanghai): an appointment is upcoming while booked and not past.
const selectAppointments = `
  select a.id, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", a.slot_id as "slotId", s.name as "slotName",
         s.label as "slotLabel", a.visitor_count as "visitorCount", coalesce(a.car_plate, '') as "carPlate", a.reason,
         a.status, (a.status = 'booked' and a.visit_date >= $2::date) as upcoming,
         a.created_at as "createdAt", a.cancelled_at as "cancelledAt",
         (select coalesce(json_agg(json_build_object('name', v.name, 'idNumber', v.id_number) order by v.id), '[]'::json)
            from appointment_visitor v where v.appointment_id = a.id) as visitors
    from appointment a join visit_slot s on s.id = a.slot_id`;

/** The slots of a date with their places booked and left. */
export const slotsOn = (db: Queryable, date: string) =>
  db.query<VisitSlot>(
    `select s.id, s.name, s.label, s.capacity, coalesce(b.booked, 0) as booked,
            greatest(s.capacity - coalesce(b.booked, 0), 0) as remaining
       from visit_slot s left join slot_booking b on b.slot_id = s.id and b.visit_date = $1::date
      order by s.sort, s.id`,
    [date],
  );

export const visitSlot = async (db: Queryable, slotId: number) =>
  (await db.query<{ label: string }>('select id, label from visit_slot where id = $1', [slotId]))[0];

/**
 * Takes `count` places of a slot on a date, or none: one conditional upsert, so concurrent bookings
 * can never push the counter past the slot's capacity. Answers false when the places are not there.
 */
export async function takePlaces(tx: Queryable, visitDate: string, slotId: number, count: number): Promise<boolean> {
  const rows = await tx.query(
    `insert into slot_booking (visit_date, slot_id, booked)
     select $1::date, s.id, $3::int from visit_slot s where s.id = $2 and $3::int <= s.capacity
     on conflict (visit_date, slot_id) do update set booked = slot_booking.booked + excluded.booked
      where slot_booking.booked + excluded.booked <= (select capacity from visit_slot where id = excluded.slot_id)
     returning booked`,
    [visitDate, slotId, count],
  );
  return rows.length === 1;
}

export async function insertAppointment(
  tx: Queryable,
  userId: number,
  a: { visitDate: string; slotId: number; carPlate: string | null; reason: string; visitors: VisitorInput[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason)
     values ($1, $2::date, $3, $4, $5, $6) returning id`,
    [userId, a.visitDate, a.slotId, a.visitors.length, a.carPlate, a.reason],
  );
  for (const v of a.visitors) {
    await tx.query('insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)', [row.id, v.name, v.idNumber]);
  }
  return row.id;
}

export const appointmentById = async (db: Queryable, id: number, today: string) =>
  (await db.query<AppointmentRow>(`${selectAppointments} where a.id = $1`, [id, today]))[0];

/** A page of the user's appointments: upcoming ones first (soonest first), then the rest, latest first. */
export async function appointmentPage(db: Queryable, userId: number, today: string, pageNum: number, pageSize: number) {
  const [list, [{ total }]] = await Promise.all([
    db.query<AppointmentRow>(
      `${selectAppointments}
        where a.user_id = $1
        order by (a.status = 'booked' and a.visit_date >= $2::date) desc,
                 case when a.status = 'booked' and a.visit_date >= $2::date then a.visit_date end asc,
                 a.visit_date desc, a.id desc
        limit $3 offset $4`,
      [userId, today, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from appointment where user_id = $1', [userId]),
  ]);
  return { list, total };
}

/** The user's appointment, locked for the cancelling transaction, with whether it is still ahead. */
export const lockAppointment = async (tx: Queryable, userId: number, id: number, today: string) =>
  (
    await tx.query<{ status: string; upcoming: boolean }>(
      `select status, visit_date >= $3::date as upcoming from appointment where id = $1 and user_id = $2 for update`,
      [id, userId, today],
    )
  )[0];

/** Cancels a booked appointment and gives its places back to the slot. */
export async function cancelAppointment(tx: Queryable, userId: number, id: number) {
  const [row] = await tx.query<{ visitDate: string; slotId: number; visitorCount: number }>(
    `update appointment set status = 'cancelled', cancelled_at = now()
      where id = $1 and user_id = $2 and status = 'booked'
      returning to_char(visit_date, 'YYYY-MM-DD') as "visitDate", slot_id as "slotId", visitor_count as "visitorCount"`,
    [id, userId],
  );
  await tx.query('update slot_booking set booked = greatest(booked - $3, 0) where visit_date = $1::date and slot_id = $2', [
    row.visitDate,
    row.slotId,
    row.visitorCount,
  ]);
}
