import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import { lockVisitCalendar, lockVisitDay } from './appointment.ts';
import type { VisitSlotValues } from '../../src/shared/admin/visits.ts';
import type { AdminVisitSlot, GateCounts, VisitOverride } from '../../src/shared/api/admin-visits.ts';

// Campus visits as the console runs them: slots, a day's exceptions, the gate list and check-in.

const slotColumns = `id, name, label, to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime",
  capacity, sort, active`;

export const allSlots = (db: Queryable) => db.query<AdminVisitSlot>(`select ${slotColumns} from visit_slot order by sort, id`);

export const slotById = async (db: Queryable, id: number) =>
  (await db.query<AdminVisitSlot>(`select ${slotColumns} from visit_slot where id = $1`, [id]))[0];

export async function insertSlot(db: Queryable, v: VisitSlotValues): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into visit_slot (name, label, start_time, end_time, capacity, sort, active)
     values ($1, $2, $3::time, $4::time, $5, $6, $7) returning id`,
    [v.name, v.label, v.startTime, v.endTime, v.capacity, v.sort, v.active],
  );
  return row.id;
}

export async function updateSlot(db: Queryable, id: number, v: VisitSlotValues) {
  await db.query(
    `update visit_slot set name = $2, label = $3, start_time = $4::time, end_time = $5::time, capacity = $6, sort = $7, active = $8
      where id = $1`,
    [id, v.name, v.label, v.startTime, v.endTime, v.capacity, v.sort, v.active],
  );
}

/**
 * The most a slot holds on one day from `from` on where its default capacity applies (no override that day), with
 * the day: a new default must not fall below it. Holds every day against bookings until the transaction ends.
 */
export async function busiestDefaultDay(tx: Queryable, slotId: number, from: string) {
  await lockVisitCalendar(tx);
  const [row] = await tx.query<{ visitDate: string; booked: number }>(
    `select to_char(b.visit_date, 'YYYY-MM-DD') as "visitDate", b.booked from slot_booking b
      where b.slot_id = $1 and b.visit_date >= $2::date
        and not exists (select 1 from visit_override o where o.visit_date = b.visit_date and o.slot_id = b.slot_id)
      order by b.booked desc, b.visit_date limit 1`,
    [slotId, from],
  );
  return row;
}

/** Visitors booked on a day, in one slot or (without) all of them; holds the day against bookings until the transaction ends. */
export async function bookedOn(tx: Queryable, visitDate: string, slotId: number | null): Promise<number> {
  await lockVisitDay(tx, visitDate);
  const [row] = await tx.query<{ booked: number }>(
    `select coalesce(sum(booked), 0)::int as booked from slot_booking where visit_date = $1::date and ($2::int is null or slot_id = $2)`,
    [visitDate, slotId],
  );
  return row.booked;
}

const overrideColumns = `o.id, to_char(o.visit_date, 'YYYY-MM-DD') as "visitDate", o.slot_id as "slotId",
  coalesce(s.name, '') as "slotName", o.capacity, o.closed, o.note,
  (select coalesce(sum(b.booked), 0)::int from slot_booking b
    where b.visit_date = o.visit_date and (o.slot_id is null or b.slot_id = o.slot_id)) as booked`;

/** The days' exceptions from `from` on, soonest first, whole days before their slots. */
export const overridesFrom = (db: Queryable, from: string) =>
  db.query<VisitOverride>(
    `select ${overrideColumns} from visit_override o left join visit_slot s on s.id = o.slot_id
      where o.visit_date >= $1::date order by o.visit_date, o.slot_id nulls first, s.sort`,
    [from],
  );

export const overrideById = async (db: Queryable, id: number) =>
  (
    await db.query<VisitOverride>(
      `select ${overrideColumns} from visit_override o left join visit_slot s on s.id = o.slot_id where o.id = $1`,
      [id],
    )
  )[0];

/** Sets a day's exception for a slot (or the whole day), replacing the one it had. */
export async function saveOverride(
  tx: Queryable,
  o: { visitDate: string; slotId: number | null; closed: boolean; capacity: number | null; note: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into visit_override (visit_date, slot_id, capacity, closed, note) values ($1::date, $2, $3, $4, $5)
     on conflict (visit_date, (coalesce(slot_id, 0)))
       do update set capacity = excluded.capacity, closed = excluded.closed, note = excluded.note, updated_at = now()
     returning id`,
    [o.visitDate, o.slotId, o.capacity, o.closed, o.note],
  );
  return row.id;
}

export const deleteOverride = (db: Queryable, id: number) => db.query('delete from visit_override where id = $1', [id]);

/** A booking on the gate list, ID numbers whole (the route decides what the member of staff sees). */
export interface GateRow {
  id: number;
  visitDate: string;
  slotId: number;
  slotName: string;
  slotLabel: string;
  visitorCount: number;
  carPlate: string;
  reason: string;
  booker: string;
  status: 'booked' | 'cancelled' | 'arrived';
  visitors: Array<{ id: number; name: string; idNumber: string; checkedInAt: string | null; checkedInBy: string | null }>;
  checkedInAt: Date | null;
  checkedInBy: string | null;
}

const gateSelect = `
  select a.id, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", a.slot_id as "slotId", s.name as "slotName",
         s.label as "slotLabel", a.visitor_count as "visitorCount", coalesce(a.car_plate, '') as "carPlate", a.reason,
         u.name as booker,
         case when a.status = 'cancelled' then 'cancelled' when a.checked_in_at is not null then 'arrived' else 'booked' end as status,
         a.checked_in_at as "checkedInAt", a.checked_in_by as "checkedInBy",
         (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'idNumber', v.id_number,
                   'checkedInAt', v.checked_in_at, 'checkedInBy', v.checked_in_by) order by v.id), '[]'::json)
            from appointment_visitor v where v.appointment_id = a.id) as visitors
    from appointment a join visit_slot s on s.id = a.slot_id join app_user u on u.id = a.user_id`;

/** The day's bookings, by slot and then as booked; cancelled ones last in their slot; ID numbers decrypted. */
export async function gateList(db: Queryable, cipher: FieldCipher, date: string): Promise<GateRow[]> {
  const rows = await db.query<GateRow>(
    `${gateSelect} where a.visit_date = $1::date order by s.sort, s.id, (a.status = 'cancelled'), a.created_at, a.id`,
    [date],
  );
  return rows.map((row) => {
    const visitors = (typeof row.visitors === 'string' ? JSON.parse(row.visitors) : row.visitors) as GateRow['visitors'];
    return { ...row, visitors: visitors.map((v) => ({ ...v, idNumber: cipher.open('appointment_visitor.id_number', v.idNumber) })) };
  });
}

/** The day's counts: people expected and arrived (each visitor on their own), bookings and those with anyone arrived. */
export async function gateCounts(db: Queryable, date: string): Promise<GateCounts> {
  const [row] = await db.query<GateCounts>(
    `select coalesce(sum(a.visitor_count), 0)::int as expected,
            coalesce(sum((select count(*) from appointment_visitor v where v.appointment_id = a.id and v.checked_in_at is not null)), 0)::int
              as arrived,
            count(*)::int as bookings, (count(*) filter (where a.checked_in_at is not null))::int as "arrivedBookings"
       from appointment a where a.visit_date = $1::date and a.status = 'booked'`,
    [date],
  );
  return row;
}

/** A booking locked for a check-in decision, with its visitors' names for the audit entry. */
export const lockBooking = async (tx: Queryable, id: number) =>
  (
    await tx.query<{
      status: 'booked' | 'cancelled';
      visitDate: string;
      checkedIn: boolean;
      allArrived: boolean;
      slotName: string;
      names: string;
      visitorCount: number;
    }>(
      `select a.status, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", a.checked_in_at is not null as "checkedIn",
              not exists (select 1 from appointment_visitor v where v.appointment_id = a.id and v.checked_in_at is null) as "allArrived",
              s.name as "slotName", a.visitor_count as "visitorCount",
              (select string_agg(v.name, '、' order by v.id) from appointment_visitor v where v.appointment_id = a.id) as names
         from appointment a join visit_slot s on s.id = a.slot_id where a.id = $1 for update of a`,
      [id],
    )
  )[0];

/** One visitor of a booking, locked with it: the one a check-in at the gate is about. */
export const lockVisitor = async (tx: Queryable, bookingId: number, visitorId: number) =>
  (
    await tx.query<{ name: string; checkedIn: boolean }>(
      `select name, checked_in_at is not null as "checkedIn" from appointment_visitor where id = $2 and appointment_id = $1 for update`,
      [bookingId, visitorId],
    )
  )[0];

/**
 * Marks visitors of a booking arrived by `by` (or, with null, takes their arrival back): one visitor, or with null
 * every one not yet in (every one, undoing). The booking's own arrival follows: its first visitor's, or none.
 */
export async function setCheckedIn(tx: Queryable, id: number, by: string | null, visitorId: number | null = null) {
  await tx.query(
    `update appointment_visitor set checked_in_at = case when $3::text is null then null else now() end, checked_in_by = $3
      where appointment_id = $1 and ($2::int is null or id = $2) and ($3::text is null or checked_in_at is null)`,
    [id, visitorId, by],
  );
  const [row] = await tx.query<{ checkedInAt: Date | null; checkedInBy: string | null }>(
    `update appointment a set (checked_in_at, checked_in_by) = (
        select v.checked_in_at, v.checked_in_by from appointment_visitor v
         where v.appointment_id = a.id and v.checked_in_at is not null order by v.checked_in_at, v.id limit 1)
      where a.id = $1 returning checked_in_at as "checkedInAt", checked_in_by as "checkedInBy"`,
    [id],
  );
  return row;
}

/** Who of a booking's visitors has arrived, and when: what a check-in answers for the list to show. */
export const visitorArrivals = (tx: Queryable, id: number) =>
  tx.query<{ id: number; checkedInAt: Date | null; checkedInBy: string | null }>(
    `select id, checked_in_at as "checkedInAt", checked_in_by as "checkedInBy" from appointment_visitor where appointment_id = $1 order by id`,
    [id],
  );
