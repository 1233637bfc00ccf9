import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  appointmentById,
  appointmentPage,
  cancelAppointment,
  insertAppointment,
  lockAppointment,
  lockOpenBookings,
  lockVisitDayForBooking,
  slotsOn,
  takePlaces,
  visitSlot,
  type AppointmentRow,
} from '../repositories/appointment.ts';
import { recordIdNumberConsent } from '../repositories/consent.ts';
import { deliver } from '../repositories/messages.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { appointmentSchema, chinaDate, maskIdNumber, visitDateError } from '../../src/shared/appointment-forms.ts';
import {
  appointmentSchema as appointmentOutSchema,
  visitSlotSchema,
  type Appointment,
  type BookingBody,
} from '../../src/shared/api/appointment.ts';
import { MAX_OPEN_BOOKINGS, openBookingsMessage } from '../../src/shared/submission-limits.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '返校预约';

const bookBodySchema = toJsonSchema(appointmentSchema);

const today = () => chinaDate(0);

/** ID numbers never leave the server whole. */
function masked(row: AppointmentRow): Appointment {
  return { ...row, visitors: row.visitors.map((v) => ({ name: v.name, idNumber: maskIdNumber(v.idNumber) })) } as unknown as Appointment;
}

/** Campus visits: slots with places left, booking (never overbooked), my visits, cancelling. */
const appointmentRoutes: RoutePlugin = async (app, { db, cipher }) => {
  app.get<{ Querystring: { date: string } }>(
    '/api/appointment/slots',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '某一天各时段的剩余名额（日期为明天起 30 天内）',
        querystring: {
          type: 'object',
          required: ['date'],
          properties: { date: { type: 'string', maxLength: 10, description: '来访日期 YYYY-MM-DD' } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: visitSlotSchema }) },
      },
    },
    async (request) => {
      const error = visitDateError(request.query.date);
      if (error) throw new HttpError(400, error, 400, 'date');
      return ok(await slotsOn(db, request.query.date));
    },
  );

  app.post<{ Body: BookingBody }>(
    '/api/appointment',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG],
        summary: `预约返校：日期、时段、来访人（1 至 5 名，身份证号校验）、车牌、事由，及对提供身份证号的单独同意（idConsent 须为 true）；名额已满时 code 为 409。每人同一日期同一时段只能有一个有效预约（重复时 400），尚未到来的预约最多 ${MAX_OPEN_BOOKINGS} 个（超出时 409）`,
        body: bookBodySchema,
        response: { 200: envelopeSchema({ ...appointmentOutSchema, type: ['object', 'null'] }) },
      },
    },
    async (request) => {
      // The schema holds the date range and the visitors list too, so one call checks the whole booking.
      const values = assertForm<BookingBody>(appointmentSchema, request.body);
      const slot = await visitSlot(db, values.slotId, values.visitDate);
      if (!slot) throw new HttpError(400, '请选择有效的来访时段', 400, 'slotId');
      // A day the office has closed (a holiday, a slot off that day) is not "full": say so.
      if (slot.capacity === 0) throw new HttpError(400, '该日期此时段暂停开放预约，请选择其他日期或时段', 400, 'slotId');
      const visitors = request.body.visitors.map((v) => ({ name: v.name.trim(), idNumber: v.idNumber.trim().toUpperCase() }));
      const userId = request.user!.id;
      const id = await db.transaction(async (tx) => {
        await lockVisitDayForBooking(tx, values.visitDate);
        if ((await lockOpenBookings(tx, userId, today())) >= MAX_OPEN_BOOKINGS) throw new HttpError(409, openBookingsMessage, 409);
        if (!(await takePlaces(tx, values.visitDate, values.slotId, visitors.length))) {
          throw new HttpError(200, '该时段名额已满', 409);
        }
        const id = await insertAppointment(tx, cipher, userId, {
          visitDate: values.visitDate,
          slotId: values.slotId,
          carPlate: values.carPlate ? values.carPlate.toUpperCase() : null,
          reason: values.reason,
          visitors,
        });
        // The separate consent the form took for the visitors' ID numbers, kept with the booking it came with.
        await recordIdNumberConsent(tx, userId, 'appointment', `appointment:${id}`);
        await deliver(
          tx,
          userId,
          'activity',
          `返校预约成功：${values.visitDate}`,
          `<p>您已预约 ${values.visitDate} ${slot.label} 返校，共 ${visitors.length} 人。请携带身份证件从校门入校；如行程有变，请在“返校记录”中取消预约。</p>`,
        );
        return id;
      });
      return ok(masked(await appointmentById(db, cipher, id, today())), '预约成功');
    },
  );

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/appointment/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我的返校预约：即将到来的在前，身份证号脱敏',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(appointmentOutSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const { list, total } = await appointmentPage(db, cipher, request.user!.id, today(), pageNum, pageSize);
      return ok({ list: list.map(masked), total, pageNum, pageSize });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/appointment/:id/cancel',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG],
        summary: '取消自己尚未到来的预约，名额随即释放',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await db.transaction(async (tx) => {
        const found = await lockAppointment(tx, userId, request.params.id, today());
        if (!found) throw notFound('预约');
        if (found.status !== 'booked') throw new HttpError(400, '该预约已取消', 400);
        if (!found.upcoming) throw new HttpError(400, '只能取消尚未到来的预约', 400);
        await cancelAppointment(tx, userId, request.params.id);
      });
      return ok(null, '预约已取消');
    },
  );
};

export default appointmentRoutes;
