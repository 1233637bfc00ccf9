import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { VisitSlot } from '../../src/shared/api/appointment.ts';
import type { VisitorInput } from '../../src/shared/appointment-forms.ts';

/** An appointment as stored: visitors with whole ID numbers, decrypted (the route masks them). */
export interface AppointmentRow {
  id: number;
  visitors: VisitorInput[];
  [key: string]: unknown;
}

/** The visitors json_agg handed back (a string on some drivers) with their ID numbers decrypted. */
export function openVisitors(cipher: FieldCipher, visitors: VisitorInput[] | string): VisitorInput[] {
  const list = typeof visitors === 'string' ? (JSON.parse(visitors) as VisitorInput[]) : visitors;
  return list.map((v) => ({ name: v.name, idNumber: cipher.open('appointment_visitor.id_number', v.idNumber) }));
}

const opened = (cipher: FieldCipher, row: AppointmentRow): AppointmentRow => ({ ...row, visitors: openVisitors(cipher, row.visitors) });

// $2 is today (Shanghai): an appointment is upcoming while booked and not past.
const selectAppointments = `
  select a.id, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", a.slot_id as "slotId", s.name as "slotName",
         s.label as "slotLabel", a.visitor_count as "visitorCount", coalesce(a.car_plate, '') as "carPlate", a.reason,
         a.status, (a.status = 'booked' and a.visit_date >= $2::date) as upcoming,
         a.created_at as "createdAt", a.cancelled_at as "cancelledAt",
         (select coalesce(json_agg(json_build_object('name', v.name, 'idNumber', v.id_number) order by v.id), '[]'::json)
            from appointment_visitor v where v.appointment_id = a.id) as visitors
    from appointment a join visit_slot s on s.id = a.slot_id`;

/**
 * The visitors a slot (`s`) takes on a date (`dateParam`, such as '$1::date'): its default capacity, or the day's
 * override for it; none when the slot is switched off, or it or the whole day is closed (visit_override, 013).
 */
export const slotCapacitySql = (dateParam: string) => `
  case
    when not s.active then 0
    when exists (select 1 from visit_override o
                  where o.visit_date = ${dateParam} and o.closed and (o.slot_id is null or o.slot_id = s.id)) then 0
    else coalesce((select o.capacity from visit_override o where o.visit_date = ${dateParam} and o.slot_id = s.id), s.capacity)
  end`;

/** The slots offered on a date with their places booked and left (a closed slot or day has none left). */
export const slotsOn = (db: Queryable, date: string) =>
  db.query<VisitSlot>(
    `select s.id, s.name, s.label, c.capacity, coalesce(b.booked, 0) as booked,
            greatest(c.capacity - coalesce(b.booked, 0), 0) as remaining
       from visit_slot s cross join lateral (select ${slotCapacitySql('$1::date')} as capacity) c
       left join slot_booking b on b.slot_id = s.id and b.visit_date = $1::date
      where s.active
      order by s.sort, s.id`,
    [date],
  );

/** A slot open for booking, with what it takes on the date (0: closed that day). */
export const visitSlot = async (db: Queryable, slotId: number, date: string) =>
  (
    await db.query<{ label: string; capacity: number }>(
      `select s.id, s.label, ${slotCapacitySql('$2::date')} as capacity from visit_slot s where s.id = $1 and s.active`,
      [slotId, date],
    )
  )[0];

// Advisory locks of campus visits (class 2013): one per visit day, and one over all days (id 0). A booking holds the
// whole-calendar lock shared and its day's lock alone; a change to a day's capacity takes that day's lock, a change to
// a slot's default capacity the whole-calendar lock. So a capacity is never lowered between a booking's check and its
// counter update, nor a booking counted against a capacity just being lowered; each side's next statement then reads
// what the other committed.
const VISIT_LOCKS = 2013;
const dayKey = "($1::date - date '2000-01-01' + 1)";

/** Holds a visit day against capacity changes (a booking), until the transaction ends. */
export async function lockVisitDayForBooking(tx: Queryable, visitDate: string) {
  await tx.query(`select pg_advisory_xact_lock_shared(${VISIT_LOCKS}, 0)`);
  await tx.query(`select pg_advisory_xact_lock(${VISIT_LOCKS}, ${dayKey})`, [visitDate]);
}

/** Holds one visit day against bookings while its capacity changes. */
export async function lockVisitDay(tx: Queryable, visitDate: string) {
  await tx.query(`select pg_advisory_xact_lock(${VISIT_LOCKS}, ${dayKey})`, [visitDate]);
}

/** Holds every visit day against bookings while a slot's default capacity changes. */
export async function lockVisitCalendar(tx: Queryable) {
  await tx.query(`select pg_advisory_xact_lock(${VISIT_LOCKS}, 0)`);
}

/**
 * The visits a person has booked and not yet made (`today` onwards), counted while their row is held until the
 * transaction ends: their concurrent bookings take turns, so none can slip past the open-bookings cap. (No key update:
 * rows that merely refer to the person, such as messages, are not held up.)
 */
export async function lockOpenBookings(tx: Queryable, userId: number, today: string): Promise<number> {
  await tx.query('select id from app_user where id = $1 for no key update', [userId]);
  const [{ open }] = await tx.query<{ open: number }>(
    "select count(*)::int as open from appointment where user_id = $1 and status = 'booked' and visit_date >= $2::date",
    [userId, today],
  );
  return open;
}

/**
 * Takes `count` places of a slot on a date, or none: one conditional upsert against the day's capacity (override
 * included), so concurrent bookings can never push the counter past it. Answers false when the places are not there.
 */
export async function takePlaces(tx: Queryable, visitDate: string, slotId: number, count: number): Promise<boolean> {
  const rows = await tx.query(
    `with cap as (select s.id, ${slotCapacitySql('$1::date')} as capacity from visit_slot s where s.id = $2)
     insert into slot_booking (visit_date, slot_id, booked)
     select $1::date, cap.id, $3::int from cap where $3::int <= cap.capacity
     on conflict (visit_date, slot_id) do update set booked = slot_booking.booked + excluded.booked
      where slot_booking.booked + excluded.booked <= (select capacity from cap)
     returning booked`,
    [visitDate, slotId, count],
  );
  return rows.length === 1;
}

export async function insertAppointment(
  tx: Queryable,
  cipher: FieldCipher,
  userId: number,
  a: { visitDate: string; slotId: number; carPlate: string | null; reason: string; visitors: VisitorInput[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason)
     values ($1, $2::date, $3, $4, $5, $6) returning id`,
    [userId, a.visitDate, a.slotId, a.visitors.length, a.carPlate, a.reason],
  );
  for (const v of a.visitors) {
    await tx.query('insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)', [
      row.id,
      v.name,
      cipher.seal('appointment_visitor.id_number', v.idNumber),
    ]);
  }
  return row.id;
}

export async function appointmentById(db: Queryable, cipher: FieldCipher, id: number, today: string) {
  const [row] = await db.query<AppointmentRow>(`${selectAppointments} where a.id = $1`, [id, today]);
  return row && opened(cipher, row);
}

/** A page of the user's appointments: upcoming ones first (soonest first), then the rest, latest first. */
export async function appointmentPage(
  db: Queryable,
  cipher: FieldCipher,
  userId: number,
  today: string,
  pageNum: number,
  pageSize: number,
) {
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
  return { list: list.map((row) => opened(cipher, row)), total };
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
