import type { FastifyRequest } from 'fastify';
import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, idParams, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import {
  allSlots,
  bookedOn,
  busiestDefaultDay,
  deleteOverride,
  gateCounts,
  gateList,
  insertSlot,
  lockBooking,
  lockVisitor,
  overrideById,
  overridesFrom,
  saveOverride,
  setCheckedIn,
  slotById,
  updateSlot,
  visitorArrivals,
  type GateRow,
} from '../repositories/admin-visits.ts';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { mayPerform } from '../../src/shared/admin/roles.ts';
import {
  capacityRefusal,
  checkInRefusal,
  closingRefusal,
  isCalendarDate,
  visibleIdNumber,
  visitOverrideFormSchema,
  visitSlotFormSchema,
  type VisitOverrideValues,
  type VisitSlotValues,
} from '../../src/shared/admin/visits.ts';
import {
  adminVisitSlotSchema,
  checkInAnswerSchema,
  gateListSchema,
  visitOverrideSchema,
  type GateBooking,
} from '../../src/shared/api/admin-visits.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：返校预约';
const BASE = '/api/admin/events/visits';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);
const today = () => chinaDate(0);
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

const dateQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['date'],
  properties: { date: { type: 'string', maxLength: 10, description: '来访日期 YYYY-MM-DD（北京时间）' } },
} as const;

/** The date a gate list is asked for: a real calendar date, or 400 naming `date`. */
function gateDate(date: string): string {
  if (!isCalendarDate(date)) throw bad('date', '请选择有效的日期（YYYY-MM-DD）');
  return date;
}

const STATUS_NAMES = { booked: '未到', cancelled: '已取消', arrived: '已到校' } as const;

/** The bookings as this member of staff may read them: full ID numbers only with `identity`. */
function shown(request: FastifyRequest, rows: GateRow[]): GateBooking[] {
  const roles = request.staff!.roles;
  return rows.map((row) => ({
    ...row,
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
    visitors: row.visitors.map((v) => ({ ...v, idNumber: visibleIdNumber(roles, v.idNumber), checkedInAt: isoOrNull(v.checkedInAt) })),
  }));
}

const isoOrNull = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

const visitorsOf = (rows: readonly GateRow[]) => rows.reduce((n, r) => n + r.visitors.length, 0);

/** Slots and their days' exceptions, the day's gate list, check-in at the gate and the list's export (operation `events`). */
const adminVisitRoutes: RoutePlugin = async (app, { db, cipher }) => {
  const config = { changesPublicPages: false, staff: 'events' } as const;

  app.get(
    `${BASE}/slots`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '来访时段（含已停用的），按排序',
        response: { 200: envelopeSchema({ type: 'array', items: adminVisitSlotSchema }) },
      },
    },
    async () => ok(await allSlots(db)),
  );

  /** The slot form's own rule beyond the schema: it ends after it starts. */
  const slotValues = (body: unknown) => {
    const v = assertForm<VisitSlotValues>(visitSlotFormSchema, body);
    if (v.endTime <= v.startTime) throw bad('endTime', '结束时间应晚于开始时间');
    return v;
  };

  app.post<{ Body: VisitSlotValues }>(
    `${BASE}/slots`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '新建来访时段（名称、显示文字、起止时间、默认每日容量、排序、是否开放预约）',
        body: toJsonSchema(visitSlotFormSchema),
        response: { 200: envelopeSchema(adminVisitSlotSchema) },
      },
    },
    async (request) => {
      const v = slotValues(request.body);
      const id = await insertSlot(db, v);
      request.auditEntry = {
        entity: 'visit-slot',
        entityId: id,
        summary: `新建来访时段「${v.name}」${v.startTime}-${v.endTime}，每日 ${v.capacity} 人`,
      };
      return ok(await slotById(db, id), '时段已创建');
    },
  );

  app.put<{ Params: { id: number }; Body: VisitSlotValues }>(
    `${BASE}/slots/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '修改来访时段；默认容量不能少于今后任何一天（无当日设置）已预约的人数',
        params: idParamsSchema,
        body: toJsonSchema(visitSlotFormSchema),
        response: { 200: envelopeSchema(adminVisitSlotSchema) },
      },
    },
    async (request) => {
      const v = slotValues(request.body);
      const id = request.params.id;
      const before = await slotById(db, id);
      if (!before) throw notFound('来访时段');
      await db.transaction(async (tx) => {
        const busiest = await busiestDefaultDay(tx, id, today());
        const refusal = busiest ? capacityRefusal(v.capacity, busiest.booked, busiest.visitDate) : '';
        if (refusal) throw bad('capacity', refusal);
        await updateSlot(tx, id, v);
        const changes = [
          before.name !== v.name && `名称 ${before.name} → ${v.name}`,
          (before.startTime !== v.startTime || before.endTime !== v.endTime) &&
            `时间 ${before.startTime}-${before.endTime} → ${v.startTime}-${v.endTime}`,
          before.capacity !== v.capacity && `每日容量 ${before.capacity} → ${v.capacity}`,
          before.active !== v.active && (v.active ? '恢复开放预约' : '停止开放预约'),
        ].filter(Boolean);
        await auditWithin(tx, request, {
          entity: 'visit-slot',
          entityId: id,
          summary: `修改来访时段「${before.name}」${changes.length ? `：${changes.join('；')}` : ''}`,
        });
      });
      return ok(await slotById(db, id), '时段已保存');
    },
  );

  app.get(
    `${BASE}/overrides`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '今天起各日的特别设置（某时段当天容量、关闭某时段或整天），附已预约人数',
        response: { 200: envelopeSchema({ type: 'array', items: visitOverrideSchema }) },
      },
    },
    async () => ok(await overridesFrom(db, today())),
  );

  app.put<{ Body: VisitOverrideValues }>(
    `${BASE}/overrides`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '设置某日的特别安排：不带 slotId 为整天关闭；带 slotId 为该时段当天关闭或当天容量。不能少于已预约人数',
        body: toJsonSchema(visitOverrideFormSchema),
        response: { 200: envelopeSchema(visitOverrideSchema) },
      },
    },
    async (request) => {
      const v = assertForm<VisitOverrideValues>(visitOverrideFormSchema, request.body);
      if (!isCalendarDate(v.visitDate)) throw bad('visitDate', '请选择有效的日期');
      if (v.visitDate < today()) throw bad('visitDate', '不能设置已经过去的日期');
      const slotId = v.slotId ?? null;
      const slot = slotId === null ? undefined : await slotById(db, slotId);
      if (slotId !== null && !slot) throw bad('slotId', '请选择有效的来访时段');
      if (slotId === null && !v.closed) throw bad('slotId', '请选择要设置当天容量的时段');
      const what = `${v.visitDate} ${slot ? `「${slot.name}」` : '整天'}`;
      const id = await db.transaction(async (tx) => {
        const booked = await bookedOn(tx, v.visitDate, slotId);
        const refusal = v.closed
          ? closingRefusal(booked, slot ? `${v.visitDate}「${slot.name}」` : v.visitDate)
          : capacityRefusal(v.capacity!, booked);
        if (refusal) throw bad(v.closed ? 'closed' : 'capacity', refusal);
        const id = await saveOverride(tx, {
          visitDate: v.visitDate,
          slotId,
          closed: v.closed,
          capacity: v.closed ? null : v.capacity!,
          note: v.note ?? '',
        });
        await auditWithin(tx, request, {
          entity: 'visit-override',
          entityId: id,
          summary: `${what}${v.closed ? '不开放预约' : `容量设为 ${v.capacity} 人`}${v.note ? `（${v.note}）` : ''}`,
        });
        return id;
      });
      return ok(await overrideById(db, id), '已保存');
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/overrides/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '删除某日的特别设置（恢复该时段的默认容量）；恢复后容量不能少于已预约人数',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const found = await overrideById(db, request.params.id);
      if (!found) throw notFound('特别设置');
      await db.transaction(async (tx) => {
        // Back to the default: a slot whose day had more places than its default keeps its visitors only if they fit.
        if (found.slotId !== null && !found.closed) {
          const slot = await slotById(tx, found.slotId);
          const refusal = capacityRefusal(slot!.capacity, await bookedOn(tx, found.visitDate, found.slotId), found.visitDate);
          if (refusal) throw bad('id', `${refusal}（默认容量 ${slot!.capacity}）`);
        }
        await deleteOverride(tx, found.id);
        await auditWithin(tx, request, {
          entity: 'visit-override',
          entityId: found.id,
          summary: `删除 ${found.visitDate} ${found.slotName ? `「${found.slotName}」` : '整天'}的特别设置，恢复默认`,
        });
      });
      return ok(null, '已恢复默认');
    },
  );

  app.get<{ Querystring: { date: string } }>(
    `${BASE}/gate`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '某日门岗名单：各预约的时段、来访人、车牌、人数、预约人、状态，及应到/已到人数。完整身份证号仅审核员、管理员可见，每次查看记入审计日志',
        querystring: dateQuery,
        response: { 200: envelopeSchema(gateListSchema) },
      },
    },
    async (request) => {
      const date = gateDate(request.query.date);
      const [rows, counts] = await Promise.all([gateList(db, cipher, date), gateCounts(db, date)]);
      const fullIdNumbers = mayPerform(request.staff!.roles, 'identity');
      const people = visitorsOf(rows);
      if (fullIdNumbers && people > 0) {
        await auditWithin(db, request, {
          entity: 'gate-list',
          entityId: date,
          summary: `查看 ${date} 门岗名单（含完整身份证号，${people} 人）`,
        });
      }
      return ok({ date, today: today(), fullIdNumbers, counts, list: shown(request, rows) });
    },
  );

  /**
   * Arrives a booking's visitors at the gate, or takes their arrival back: one visitor (`visitorId`), or every one of
   * the booking; both only on the visit's day.
   */
  const checkIn = (action: 'checkIn' | 'undo') => async (request: FastifyRequest<{ Params: { id: number; visitorId?: number } }>) => {
    const { id, visitorId } = request.params;
    const staff = request.staff!;
    const answer = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) throw notFound('预约');
      const visitor = visitorId === undefined ? undefined : await lockVisitor(tx, id, visitorId);
      if (visitorId !== undefined && !visitor) throw notFound('来访人');
      // The whole booking is in when every visitor is; its arrival can be taken back once anyone is in.
      const checkedIn = visitor ? visitor.checkedIn : action === 'checkIn' ? booking.allArrived : booking.checkedIn;
      const refusal = checkInRefusal({ ...booking, checkedIn }, today(), action, visitor ? visitor.name : '该预约');
      if (refusal) throw new HttpError(400, refusal, 400);
      const row = await setCheckedIn(tx, id, action === 'checkIn' ? staff.name : null, visitorId ?? null);
      const who = visitor ? `来访人 ${visitor.name}` : `${booking.names}，${booking.visitorCount} 人`;
      await auditWithin(tx, request, {
        entity: 'appointment',
        entityId: id,
        summary: `${action === 'checkIn' ? '登记到校' : '撤销到校登记'}：${booking.visitDate}「${booking.slotName}」预约 #${id}（${who}）`,
      });
      const visitors = (await visitorArrivals(tx, id)).map((v) => ({ ...v, checkedInAt: isoOrNull(v.checkedInAt) }));
      return { id, status: row.checkedInAt ? 'arrived' : 'booked', ...row, visitors, counts: await gateCounts(tx, booking.visitDate) };
    });
    const done = action === 'checkIn' ? '已登记到校' : '已撤销到校登记';
    return ok({ ...answer, checkedInAt: isoOrNull(answer.checkedInAt) }, done);
  };

  const visitorParams = idParams({ id: '预约编号', visitorId: '来访人编号' });

  app.post<{ Params: { id: number; visitorId: number } }>(
    `${BASE}/gate/:id/visitors/:visitorId/check-in`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '登记一位来访人到校（每位来访人分别登记；仅来访当天），记录时间与登记人',
        params: visitorParams,
        body: emptyBody,
        response: { 200: envelopeSchema(checkInAnswerSchema) },
      },
    },
    checkIn('checkIn'),
  );

  app.post<{ Params: { id: number; visitorId: number } }>(
    `${BASE}/gate/:id/visitors/:visitorId/undo-check-in`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '撤销误登记的一位来访人到校（仅来访当天）',
        params: visitorParams,
        body: emptyBody,
        response: { 200: envelopeSchema(checkInAnswerSchema) },
      },
    },
    checkIn('undo'),
  );

  app.post<{ Params: { id: number } }>(
    `${BASE}/gate/:id/check-in`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '登记整个预约的来访人到校（尚未到的全部登记；仅来访当天，已取消的预约不能登记），记录时间与登记人',
        params: idParamsSchema,
        body: emptyBody,
        response: { 200: envelopeSchema(checkInAnswerSchema) },
      },
    },
    checkIn('checkIn'),
  );

  app.post<{ Params: { id: number } }>(
    `${BASE}/gate/:id/undo-check-in`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '撤销误登记的到校（该预约的全部来访人；仅来访当天）',
        params: idParamsSchema,
        body: emptyBody,
        response: { 200: envelopeSchema(checkInAnswerSchema) },
      },
    },
    checkIn('undo'),
  );

  app.get<{ Querystring: { date: string; format: ExportFormat } }>(
    `${BASE}/gate/export`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '导出某日门岗名单为 Excel（.xlsx）或 CSV，每位来访人一行；完整身份证号仅审核员、管理员，导出记入审计日志',
        querystring: { ...dateQuery, properties: { ...dateQuery.properties, format: exportFormatSchema } },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const date = gateDate(request.query.date);
      const { format } = request.query;
      const bookings = shown(request, await gateList(db, cipher, date));
      const full = mayPerform(request.staff!.roles, 'identity');
      const rows = bookings.flatMap((b) =>
        b.visitors.map((v, i) => ({
          slot: `${b.slotName} ${b.slotLabel}`,
          booking: b.id,
          name: v.name,
          idNumber: v.idNumber,
          carPlate: i === 0 ? b.carPlate : '',
          visitorCount: b.visitorCount,
          booker: b.booker,
          status: STATUS_NAMES[b.status],
          checkedInAt: b.checkedInAt ? new Date(b.checkedInAt) : null,
          checkedInBy: b.checkedInBy ?? '',
          reason: b.reason,
        })),
      );
      await auditWithin(db, request, {
        entity: 'gate-list',
        entityId: date,
        summary: `导出 ${date} 门岗名单（${full ? '含完整身份证号' : '身份证号已脱敏'}，${rows.length} 人，${format}）`,
      });
      return sendTable(reply, format, {
        name: `门岗名单-${date}`,
        asciiName: `gate-list-${date}`,
        sheet: `门岗名单 ${date}`,
        columns: [
          { header: '时段', key: 'slot', width: 18 },
          { header: '预约编号', key: 'booking', width: 10 },
          { header: '来访人', key: 'name', width: 12 },
          { header: '身份证号', key: 'idNumber', width: 22 },
          { header: '车牌号', key: 'carPlate', width: 12 },
          { header: '同行人数', key: 'visitorCount', width: 10 },
          { header: '预约人', key: 'booker', width: 12 },
          { header: '状态', key: 'status', width: 10 },
          { header: '到校时间', key: 'checkedInAt', width: 20, date: 'datetime' },
          { header: '登记人', key: 'checkedInBy', width: 12 },
          { header: '来访事由', key: 'reason', width: 40 },
        ],
        rows,
      });
    },
  );
};

export default adminVisitRoutes;
