import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  appointmentSchema, chinaDate, maskIdNumber, visitDateError, type VisitorInput,
} from '../../src/shared/appointment-forms.ts';
import { deliver } from './_inbox.ts';
import type { ServiceModule } from './module.ts';

const TAG = '返校预约';
const str = { type: 'string' };
const int = { type: 'integer' };

const slotSchema = {
  type: 'object',
  required: ['id', 'name', 'label', 'capacity', 'booked', 'remaining'],
  properties: { id: int, name: str, label: str, capacity: int, booked: int, remaining: int },
} as const;

const appointmentOutSchema = {
  type: 'object',
  required: ['id', 'visitDate', 'slotId', 'slotName', 'slotLabel', 'visitorCount', 'carPlate', 'reason', 'status', 'upcoming', 'visitors', 'createdAt'],
  properties: {
    id: int, visitDate: str, slotId: int, slotName: str, slotLabel: str, visitorCount: int, carPlate: str, reason: str,
    status: { type: 'string', enum: ['booked', 'cancelled'] },
    upcoming: { type: 'boolean', description: '尚未到来且未取消，可以取消' },
    visitors: {
      type: 'array',
      items: { type: 'object', required: ['name', 'idNumber'], properties: { name: str, idNumber: { type: 'string', description: '已脱敏' } } },
    },
    createdAt: { type: 'string', format: 'date-time' },
    cancelledAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const bookBodySchema = toJsonSchema(appointmentSchema);

interface BookBody {
  visitDate: string;
  slotId: number;
  carPlate?: string | null;
  reason: string;
  visitors: VisitorInput[];
}

interface AppointmentRow {
  id: number;
  visitors: VisitorInput[];
  [key: string]: unknown;
}

const today = () => chinaDate(0);

const selectAppointments = `
  select a.id, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", a.slot_id as "slotId", s.name as "slotName",
         s.label as "slotLabel", a.visitor_count as "visitorCount", coalesce(a.car_plate, '') as "carPlate", a.reason,
         a.status, (a.status = 'booked' and a.visit_date >= $2::date) as upcoming,
         a.created_at as "createdAt", a.cancelled_at as "cancelledAt",
         (select coalesce(json_agg(json_build_object('name', v.name, 'idNumber', v.id_number) order by v.id), '[]'::json)
            from appointment_visitor v where v.appointment_id = a.id) as visitors
    from appointment a join visit_slot s on s.id = a.slot_id`;

/** ID numbers never leave the server whole. */
function masked(row: AppointmentRow) {
  const visitors = typeof row.visitors === 'string' ? (JSON.parse(row.visitors) as VisitorInput[]) : row.visitors;
  return { ...row, visitors: visitors.map((v) => ({ name: v.name, idNumber: maskIdNumber(v.idNumber) })) };
}

/**
 * Takes `count` places of a slot on a date, or none: one conditional upsert, so concurrent bookings
 * can never push the counter past the slot's capacity. Answers false when the places are not there.
 */
async function takePlaces(tx: Queryable, visitDate: string, slotId: number, count: number): Promise<boolean> {
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

export function registerAppointmentRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { date: string } }>(
    '/api/appointment/slots',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '某一天各时段的剩余名额（日期为明天起 30 天内）',
        querystring: {
          type: 'object', required: ['date'],
          properties: { date: { type: 'string', maxLength: 10, description: '来访日期 YYYY-MM-DD' } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: slotSchema }) },
      },
    },
    async (request) => {
      const error = visitDateError(request.query.date);
      if (error) throw new HttpError(400, error, 400, 'date');
      const list = await db.query(
        `select s.id, s.name, s.label, s.capacity, coalesce(b.booked, 0) as booked,
                greatest(s.capacity - coalesce(b.booked, 0), 0) as remaining
           from visit_slot s left join slot_booking b on b.slot_id = s.id and b.visit_date = $1::date
          order by s.sort, s.id`,
        [request.query.date],
      );
      return ok(list);
    },
  );

  app.post<{ Body: BookBody }>(
    '/api/appointment',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG], summary: '预约返校：日期、时段、来访人（1 至 5 名，身份证号校验）、车牌、事由；名额已满时 code 为 409',
        body: bookBodySchema,
        response: { 200: envelopeSchema({ ...appointmentOutSchema, type: ['object', 'null'] }) },
      },
    },
    async (request) => {
      // The schema holds the date range and the visitors list too, so one call checks the whole booking.
      const values = assertForm<BookBody>(appointmentSchema, request.body);
      const [slot] = await db.query<{ label: string }>('select id, label from visit_slot where id = $1', [values.slotId]);
      if (!slot) throw new HttpError(400, '请选择有效的来访时段', 400, 'slotId');
      const visitors = request.body.visitors.map((v) => ({ name: v.name.trim(), idNumber: v.idNumber.trim().toUpperCase() }));
      const userId = request.user!.id;
      const id = await db.transaction(async (tx) => {
        if (!(await takePlaces(tx, values.visitDate, values.slotId, visitors.length))) {
          throw new HttpError(200, '该时段名额已满', 409);
        }
        const [row] = await tx.query<{ id: number }>(
          `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason)
           values ($1, $2::date, $3, $4, $5, $6) returning id`,
          [userId, values.visitDate, values.slotId, visitors.length, values.carPlate ? values.carPlate.toUpperCase() : null, values.reason],
        );
        for (const v of visitors) {
          await tx.query('insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)', [row.id, v.name, v.idNumber]);
        }
        await deliver(tx, userId, 'activity', `返校预约成功：${values.visitDate}`,
          `<p>您已预约 ${values.visitDate} ${slot.label} 返校，共 ${visitors.length} 人。请携带身份证件从校门入校；如行程有变，请在“返校记录”中取消预约。</p>`);
        return row.id;
      });
      const [created] = await db.query<AppointmentRow>(`${selectAppointments} where a.id = $1`, [id, today()]);
      return ok(masked(created), '预约成功');
    },
  );

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/appointment/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '我的返校预约：即将到来的在前，身份证号脱敏',
        querystring: pageQuerySchema, response: { 200: pageSchema(appointmentOutSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const userId = request.user!.id;
      const [list, [{ total }]] = await Promise.all([
        db.query<AppointmentRow>(
          `${selectAppointments}
            where a.user_id = $1
            order by (a.status = 'booked' and a.visit_date >= $2::date) desc,
                     case when a.status = 'booked' and a.visit_date >= $2::date then a.visit_date end asc,
                     a.visit_date desc, a.id desc
            limit $3 offset $4`,
          [userId, today(), pageSize, (pageNum - 1) * pageSize],
        ),
        db.query<{ total: number }>('select count(*)::int as total from appointment where user_id = $1', [userId]),
      ]);
      return ok({ list: list.map(masked), total, pageNum, pageSize });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/appointment/:id/cancel',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG], summary: '取消自己尚未到来的预约，名额随即释放',
        params: idParamsSchema, response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await db.transaction(async (tx) => {
        const [found] = await tx.query<{ status: string; upcoming: boolean }>(
          `select status, visit_date >= $3::date as upcoming from appointment where id = $1 and user_id = $2 for update`,
          [request.params.id, userId, today()],
        );
        if (!found) throw notFound('预约');
        if (found.status !== 'booked') throw new HttpError(400, '该预约已取消', 400);
        if (!found.upcoming) throw new HttpError(400, '只能取消尚未到来的预约', 400);
        const [row] = await tx.query<{ visitDate: string; slotId: number; visitorCount: number }>(
          `update appointment set status = 'cancelled', cancelled_at = now()
            where id = $1 and user_id = $2 and status = 'booked'
            returning to_char(visit_date, 'YYYY-MM-DD') as "visitDate", slot_id as "slotId", visitor_count as "visitorCount"`,
          [request.params.id, userId],
        );
        await tx.query(
          'update slot_booking set booked = greatest(booked - $3, 0) where visit_date = $1::date and slot_id = $2',
          [row.visitDate, row.slotId, row.visitorCount],
        );
      });
      return ok(null, '预约已取消');
    },
  );
}

async function seed(tx: Queryable) {
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
  await tx.query(
    `insert into appointment_visitor (appointment_id, name, id_number) values ($1, '张明', '330102199003071230'), ($1, '林晓雯', '33010619910520452X')`,
    [a.id],
  );
  await tx.query('insert into slot_booking (visit_date, slot_id, booked) values ($1::date, $2, 2)', [past, ids[0]]);
}

export default {
  name: 'appointment',
  register: (app, db) => registerAppointmentRoutes(app, db),
  seed,
  seedTable: 'visit_slot',
} satisfies ServiceModule;
