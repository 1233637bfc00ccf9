import type { Queryable } from '../connect.ts';
import type { Seal } from './types.ts';
import { chinaDate } from '../../../src/shared/appointment-forms.ts';

/** The visit slots, and 张明's past visit so 返校记录 is not empty on a fresh portal. */
export async function seedAppointment(tx: Queryable, seal: Seal) {
  const slots: Array<[string, string, string, string, number]> = [
    ['上午', '09:00-11:30', '09:00', '11:30', 60],
    ['下午', '14:00-16:30', '14:00', '16:30', 60],
    ['傍晚', '18:30-20:00', '18:30', '20:00', 30],
  ];
  const ids: number[] = [];
  for (const [i, [name, label, start, end, capacity]] of slots.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'insert into visit_slot (name, label, start_time, end_time, capacity, sort) values ($1, $2, $3, $4, $5, $6) returning id',
      [name, label, start, end, capacity, i + 1],
    );
    ids.push(row.id);
  }
  // 张明's past visit, so 返校记录 is not empty on a fresh portal.
  const [user] = await tx.query<{ id: number }>("select id from app_user where name = '张明' limit 1");
  if (!user) return;
  const past = chinaDate(-45);
  const [a] = await tx.query<{ id: number }>(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason, created_at)
     values ($1, $2::date, $3, 2, '浙A7K2Q9', '毕业十周年回母校参观校史馆，与班主任座谈', now() - interval '50 days') returning id`,
    [user.id, past, ids[0]],
  );
  await tx.query(`insert into appointment_visitor (appointment_id, name, id_number) values ($1, '张明', $2), ($1, '林晓雯', $3)`, [
    a.id,
    seal('appointment_visitor.id_number', '330102199003071230'),
    seal('appointment_visitor.id_number', '33010619910520452X'),
  ]);
  await tx.query('insert into slot_booking (visit_date, slot_id, booked) values ($1::date, $2, 2)', [past, ids[0]]);
}
