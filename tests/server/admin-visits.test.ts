import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { serverSuite, staffToken, type DemoStaff } from '../helpers/server.ts';

// 李华 and 陈静 book where bookings race: one person holds one booking per day and slot, and at most three ahead.
const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua', chen: 'demo-chenjing' });
type Alumnus = 'zhang' | 'li' | 'chen';
const tokens = {} as Record<DemoStaff, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const BASE = '/api/admin/events/visits';

async function as(who: DemoStaff | Alumnus, method: Method, url: string, payload?: unknown) {
  const token = who === 'zhang' || who === 'li' || who === 'chen' ? suite.tokens[who] : tokens[who];
  const res = await suite.inject(token, method, url, method === 'POST' || method === 'PUT' ? (payload ?? {}) : undefined);
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : undefined, raw: res };
}

const today = chinaDate(0);
const FULL = '33010619910520452X';
let slotIds: number[];
let todayBooking: number;
let cancelledBooking: number;
let tomorrowBooking: number;

/** A booking of 张明's straight into the database (the public form only takes tomorrow on). */
async function insertBooking(
  date: string,
  slotId: number,
  status: 'booked' | 'cancelled',
  visitors: Array<[string, string]>,
  plate: string,
) {
  const db = suite.server.db;
  const [user] = await db.query<{ id: number }>("select id from app_user where name = '张明' limit 1");
  const [row] = await db.query<{ id: number }>(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason, status)
     values ($1, $2::date, $3, $4, $5, '参加校友返校日活动', $6) returning id`,
    [user.id, date, slotId, visitors.length, plate, status],
  );
  for (const [name, id] of visitors) {
    await db.query('insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)', [row.id, name, id]);
  }
  if (status === 'booked') {
    await db.query(
      `insert into slot_booking (visit_date, slot_id, booked) values ($1::date, $2, $3)
       on conflict (visit_date, slot_id) do update set booked = slot_booking.booked + excluded.booked`,
      [date, slotId, visitors.length],
    );
  }
  return row.id;
}

const auditSummaries = async (entity: string) =>
  (
    await suite.server.db.query<{ summary: string; account: string }>(
      'select summary, account from audit_log where entity = $1 order by id',
      [entity],
    )
  ).map((r) => `${r.account}: ${r.summary}`);

beforeAll(async () => {
  for (const who of ['admin', 'editor', 'reviewer', 'orgadmin'] as const) tokens[who] = await staffToken(suite.server, who);
  slotIds = (await as('admin', 'GET', `${BASE}/slots`)).body.data.map((s: { id: number }) => s.id);
  todayBooking = await insertBooking(
    today,
    slotIds[0],
    'booked',
    [
      ['张明', '330102199003071230'],
      ['林晓雯', FULL],
    ],
    '浙A7K2Q9',
  );
  cancelledBooking = await insertBooking(today, slotIds[1], 'cancelled', [['王建国', '110105198501010020']], '');
  tomorrowBooking = await insertBooking(chinaDate(1), slotIds[0], 'booked', [['陈思远', '440304199208153319']], '');
});

describe('who may use the campus-visit console', () => {
  it.each([
    ['GET', `${BASE}/slots`],
    ['GET', `${BASE}/overrides`],
    ['GET', `${BASE}/gate?date=${today}`],
    ['GET', `${BASE}/gate/export?date=${today}`],
  ] as const)('%s %s: admin, editor and reviewer; not orgadmin, alumni or nobody', async (method, url) => {
    for (const who of ['admin', 'editor', 'reviewer'] as const) expect((await as(who, method, url)).status).toBe(200);
    expect((await as('orgadmin', method, url)).status).toBe(403);
    expect((await as('zhang', method, url)).status).toBe(401);
    expect((await suite.server.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('slots', () => {
  const slot = { name: '午间', label: '12:00-13:00', startTime: '12:00', endTime: '13:00', capacity: 20, sort: 5, active: true };

  it('creates and edits a slot, which the public then offers; an inactive one it does not', async () => {
    const created = await as('editor', 'POST', `${BASE}/slots`, slot);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...slot });
    const id = created.body.data.id;
    const offered = async () =>
      (await as('zhang', 'GET', `/api/appointment/slots?date=${chinaDate(2)}`)).body.data.map((s: { id: number }) => s.id);
    expect(await offered()).toContain(id);

    const edited = await as('reviewer', 'PUT', `${BASE}/slots/${id}`, { ...slot, capacity: 25, active: false });
    expect(edited.body.data).toMatchObject({ capacity: 25, active: false });
    expect(await offered()).not.toContain(id);
    const refused = await as('zhang', 'POST', '/api/appointment', {
      visitDate: chinaDate(2),
      slotId: id,
      visitors: [{ name: '张明', idNumber: '330102199003071230' }],
      reason: '回母校参观校史馆',
      idConsent: true,
    });
    expect(refused.body.data.field).toBe('slotId');
    expect(await auditSummaries('visit-slot')).toEqual([
      'editor: 新建来访时段「午间」12:00-13:00，每日 20 人',
      'reviewer: 修改来访时段「午间」：每日容量 20 → 25；停止开放预约',
    ]);
  });

  it.each([
    [{ ...slot, name: '' }, 'name'],
    [{ ...slot, startTime: '9:00' }, 'startTime'],
    [{ ...slot, endTime: '11:00', startTime: '12:00' }, 'endTime'],
    [{ ...slot, capacity: 0 }, 'capacity'],
    [{ ...slot, capacity: '20' }, 'capacity'],
    [{ ...slot, extra: 1 }, 'extra'],
    [(({ active: _a, ...rest }) => rest)(slot), 'active'],
  ])('refuses a bad slot with 400 naming the field (%j)', async (body, field) => {
    const res = await as('admin', 'POST', `${BASE}/slots`, body);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });

  it('404 for a missing slot; the default capacity never drops below a day already booked', async () => {
    expect((await as('admin', 'PUT', `${BASE}/slots/9999`, slot)).status).toBe(404);
    const first = (await as('admin', 'GET', `${BASE}/slots`)).body.data[0];
    // Today 2 and tomorrow 1 are booked in the first slot.
    const res = await as('admin', 'PUT', `${BASE}/slots/${first.id}`, { ...first, id: undefined, capacity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('capacity');
    expect(res.body.msg).toBe(`${today} 该时段已有 2 人预约，容量不能少于 2`);
    const { id: _id, ...values } = first;
    expect((await as('admin', 'PUT', `${BASE}/slots/${first.id}`, { ...values, capacity: 2 })).status).toBe(200);
    expect((await as('admin', 'PUT', `${BASE}/slots/${first.id}`, { ...values, capacity: 60 })).status).toBe(200);
  });
});

describe('a day’s overrides and the public booking', () => {
  const day = chinaDate(5);
  const book = (count: number, slotId = slotIds[1]) =>
    as('zhang', 'POST', '/api/appointment', {
      visitDate: day,
      slotId,
      visitors: [
        { name: '张明', idNumber: '330102199003071230' },
        { name: '林晓雯', idNumber: FULL },
        { name: '王建国', idNumber: '110105198501010020' },
      ].slice(0, count),
      reason: '回母校参观校史馆',
      idConsent: true,
    });
  const slotOn = async (slotId: number, date = day) =>
    (await as('zhang', 'GET', `/api/appointment/slots?date=${date}`)).body.data.find((s: { id: number }) => s.id === slotId);

  it('a day’s capacity for a slot is what the public sees and books against, never below what is booked', async () => {
    const set = await as('editor', 'PUT', `${BASE}/overrides`, {
      visitDate: day,
      slotId: slotIds[1],
      closed: false,
      capacity: 2,
      note: '校庆布展',
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ visitDate: day, slotId: slotIds[1], capacity: 2, closed: false, booked: 0, note: '校庆布展' });
    expect(await slotOn(slotIds[1])).toMatchObject({ capacity: 2, remaining: 2 });
    expect((await book(3)).body.code).toBe(409);
    expect((await book(2)).body.code).toBe(0);
    expect((await book(1)).body.code).toBe(409);

    const lower = await as('editor', 'PUT', `${BASE}/overrides`, { visitDate: day, slotId: slotIds[1], closed: false, capacity: 1 });
    expect(lower.status).toBe(400);
    expect(lower.body.data.field).toBe('capacity');
    expect(lower.body.msg).toBe('该时段已有 2 人预约，容量不能少于 2');
    const close = await as('editor', 'PUT', `${BASE}/overrides`, { visitDate: day, slotId: slotIds[1], closed: true });
    expect(close.body.data.field).toBe('closed');
    const closeDay = await as('editor', 'PUT', `${BASE}/overrides`, { visitDate: day, closed: true });
    expect(closeDay.body.msg).toBe(`${day} 已有 2 人预约，请先联系预约人取消后再关闭`);

    // Back to the default (60): allowed, the two still fit.
    const list = (await as('editor', 'GET', `${BASE}/overrides`)).body.data;
    const mine = list.find((o: { visitDate: string }) => o.visitDate === day);
    expect(mine.booked).toBe(2);
    expect((await as('editor', 'DELETE', `${BASE}/overrides/${mine.id}`)).status).toBe(200);
    expect(await slotOn(slotIds[1])).toMatchObject({ capacity: 60, remaining: 58 });
    expect((await as('editor', 'DELETE', `${BASE}/overrides/${mine.id}`)).status).toBe(404);
  });

  it('a closed day (or slot) offers no places and refuses bookings with a clear message', async () => {
    const holiday = chinaDate(6);
    expect((await as('reviewer', 'PUT', `${BASE}/overrides`, { visitDate: holiday, closed: true, note: '元旦假期' })).status).toBe(200);
    const slots = (await as('zhang', 'GET', `/api/appointment/slots?date=${holiday}`)).body.data;
    expect(slots.every((s: { remaining: number }) => s.remaining === 0)).toBe(true);
    const res = await as('zhang', 'POST', '/api/appointment', {
      visitDate: holiday,
      slotId: slotIds[0],
      visitors: [{ name: '张明', idNumber: '330102199003071230' }],
      reason: '回母校参观校史馆',
      idConsent: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: '该日期此时段暂停开放预约，请选择其他日期或时段', data: { field: 'slotId' } });
    // Another day is untouched; one slot closed closes that slot only.
    const other = chinaDate(7);
    await as('reviewer', 'PUT', `${BASE}/overrides`, { visitDate: other, slotId: slotIds[2], closed: true });
    const otherSlots = (await as('zhang', 'GET', `/api/appointment/slots?date=${other}`)).body.data;
    expect(otherSlots.map((s: { remaining: number }) => s.remaining)).toEqual([60, 60, 0]);
    expect(await auditSummaries('visit-override')).toContain(`reviewer: ${holiday} 整天不开放预约（元旦假期）`);
  });

  it('concurrent bookings never pass a day’s capacity', async () => {
    const rush = chinaDate(8);
    await as('admin', 'PUT', `${BASE}/overrides`, { visitDate: rush, slotId: slotIds[2], closed: false, capacity: 3 });
    // Two people (张明 has his three open visits by now), two visitors each: one fits, the other would pass the 3.
    const people: Array<[Alumnus, string[]]> = [
      ['li', [FULL, '110105198501010020']],
      ['chen', ['440304199208153319', '320102198806120044']],
    ];
    const answers = await Promise.all(
      people.map(([who, ids]) =>
        as(who, 'POST', '/api/appointment', {
          visitDate: rush,
          slotId: slotIds[2],
          visitors: ids.map((idNumber) => ({ name: '张明', idNumber })),
          reason: '回母校参观校史馆',
          idConsent: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(1);
    expect(await slotOn(slotIds[2], rush)).toMatchObject({ capacity: 3, booked: 2, remaining: 1 });
  });

  it.each([
    [{ visitDate: '2026-02-30', closed: true }, 'visitDate'],
    [{ visitDate: chinaDate(-1), closed: true }, 'visitDate'],
    [{ visitDate: day, closed: false, capacity: 5 }, 'slotId'],
    [{ visitDate: day, slotId: 9999, closed: true }, 'slotId'],
    [{ visitDate: day, slotId: 1, closed: false }, 'capacity'],
    [{ visitDate: day, slotId: 1, closed: false, capacity: -1 }, 'capacity'],
    [{ visitDate: day }, 'closed'],
    [{ visitDate: day, closed: true, when: 'x' }, 'when'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await as('editor', 'PUT', `${BASE}/overrides`, body);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });
});

describe('the gate list', () => {
  type Booking = { id: number; status: string; carPlate: string; visitors: Array<{ name: string; idNumber: string }> };
  const gate = async (who: DemoStaff, date = today) => (await as(who, 'GET', `${BASE}/gate?date=${date}`)).body.data;
  const byId = (list: Booking[], id: number) => list.find((b) => b.id === id)!;

  it('shows the day’s bookings; full ID numbers to reviewer and admin only, each such view audited', async () => {
    const before = (await auditSummaries('gate-list')).length;
    const editorView = await gate('editor');
    expect(editorView.fullIdNumbers).toBe(false);
    expect(byId(editorView.list, todayBooking)).toMatchObject({
      status: 'booked',
      carPlate: '浙A7K2Q9',
      booker: '张明',
      visitorCount: 2,
      visitors: [
        { name: '张明', idNumber: '3301**********1230' },
        { name: '林晓雯', idNumber: '3301**********452X' },
      ],
    });
    expect(byId(editorView.list, cancelledBooking).status).toBe('cancelled');
    expect(editorView.list.map((b: Booking) => b.id)).not.toContain(tomorrowBooking);
    expect(editorView.counts).toEqual({ expected: 2, arrived: 0, bookings: 1, arrivedBookings: 0 });
    expect((await auditSummaries('gate-list')).length).toBe(before);

    for (const who of ['reviewer', 'admin'] as const) {
      const view = await gate(who);
      expect(view.fullIdNumbers).toBe(true);
      expect(byId(view.list, todayBooking).visitors[1].idNumber).toBe(FULL);
    }
    expect((await auditSummaries('gate-list')).slice(before)).toEqual([
      `reviewer: 查看 ${today} 门岗名单（含完整身份证号，3 人）`,
      `admin: 查看 ${today} 门岗名单（含完整身份证号，3 人）`,
    ]);
    // An empty day shows no ID numbers, so leaves nothing to record.
    expect((await gate('reviewer', '2020-01-01')).list).toEqual([]);
    expect((await auditSummaries('gate-list')).length).toBe(before + 2);
  });

  it.each(['2026-02-30', 'today', '', '2026-1-5'])('refuses date %j with 400 naming date', async (date) => {
    const res = await as('editor', 'GET', `${BASE}/gate?date=${date}`);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('date');
  });

  it('checks a booking in on its day, once; undoes it; refuses cancelled and other days', async () => {
    const checkIn = (id: number, who: DemoStaff = 'editor') => as(who, 'POST', `${BASE}/gate/${id}/check-in`, {});
    const undo = (id: number) => as('editor', 'POST', `${BASE}/gate/${id}/undo-check-in`, {});

    const first = await checkIn(todayBooking);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: todayBooking,
      status: 'arrived',
      checkedInBy: '吴编辑',
      counts: { expected: 2, arrived: 2 },
    });
    expect(Date.now() - Date.parse(first.body.data.checkedInAt)).toBeLessThan(60_000);
    const again = await checkIn(todayBooking, 'reviewer');
    expect(again).toMatchObject({ status: 400, body: { msg: '该预约已登记到校' } });
    expect(byId((await gate('editor')).list, todayBooking)).toMatchObject({ status: 'arrived', checkedInBy: '吴编辑' });

    expect((await undo(todayBooking)).body.data).toMatchObject({ status: 'booked', checkedInAt: null, counts: { arrived: 0 } });
    expect((await undo(todayBooking)).body.msg).toBe('该预约尚未登记到校');
    expect((await checkIn(cancelledBooking)).body.msg).toBe('该预约已取消，不能登记到校');
    expect((await checkIn(tomorrowBooking)).body.msg).toBe(`只能在来访当天（${chinaDate(1)}）登记到校`);
    expect((await checkIn(9999)).status).toBe(404);
    expect((await undo(9999)).status).toBe(404);
    expect((await as('orgadmin', 'POST', `${BASE}/gate/${todayBooking}/check-in`, {})).status).toBe(403);
    expect((await as('editor', 'POST', `${BASE}/gate/abc/check-in`, {})).body.data.field).toBe('id');
    expect((await as('editor', 'POST', `${BASE}/gate/${todayBooking}/check-in`, { at: 1 })).body.data.field).toBe('at');

    expect((await checkIn(todayBooking, 'reviewer')).status).toBe(200);
    const summaries = await auditSummaries('appointment');
    expect(summaries).toEqual([
      `editor: 登记到校：${today}「上午」预约 #${todayBooking}（张明、林晓雯，2 人）`,
      `editor: 撤销到校登记：${today}「上午」预约 #${todayBooking}（张明、林晓雯，2 人）`,
      `reviewer: 登记到校：${today}「上午」预约 #${todayBooking}（张明、林晓雯，2 人）`,
    ]);
  });

  it('exports the day as a workbook, one row per visitor; masked for editor, whole for reviewer; audited', async () => {
    const rowsOf = async (who: DemoStaff) => {
      const res = await as(who, 'GET', `${BASE}/gate/export?date=${today}&format=xlsx`);
      expect(res.raw.headers['content-disposition']).toBe(
        `attachment; filename="gate-list-${today}.xlsx"; filename*=UTF-8''${encodeURIComponent(`门岗名单-${today}`)}.xlsx`,
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1, 8).map((v) => String(v ?? ''))));
      return rows;
    };
    const editorRows = await rowsOf('editor');
    expect(editorRows[0]).toEqual(['时段', '预约编号', '来访人', '身份证号', '车牌号', '同行人数', '预约人']);
    expect(editorRows.slice(1, 3)).toEqual([
      ['上午 09:00-11:30', String(todayBooking), '张明', '3301**********1230', '浙A7K2Q9', '2', '张明'],
      ['上午 09:00-11:30', String(todayBooking), '林晓雯', '3301**********452X', '', '2', '张明'],
    ]);
    const reviewerRows = await rowsOf('reviewer');
    expect(reviewerRows[2][3]).toBe(FULL);

    const csv = await as('reviewer', 'GET', `${BASE}/gate/export?date=${today}&format=csv`);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    expect(csv.raw.body).toContain(`林晓雯,${FULL}`);

    const exports = (await auditSummaries('gate-list')).filter((s) => s.includes('导出')).slice(-3);
    expect(exports).toEqual([
      `editor: 导出 ${today} 门岗名单（身份证号已脱敏，3 人，xlsx）`,
      `reviewer: 导出 ${today} 门岗名单（含完整身份证号，3 人，xlsx）`,
      `reviewer: 导出 ${today} 门岗名单（含完整身份证号，3 人，csv）`,
    ]);
    const bad = await as('editor', 'GET', `${BASE}/gate/export?date=${today}&format=pdf`);
    expect(bad.body.data.field).toBe('format');
    expect((await as('editor', 'GET', `${BASE}/gate/export?date=nope`)).body.data.field).toBe('date');
  });
});

describe('the gate, visitor by visitor', () => {
  type Visitor = { id: number; name: string; checkedInAt: string | null; checkedInBy: string | null };
  const gate = async () => (await as('editor', 'GET', `${BASE}/gate?date=${today}`)).body.data;
  const visitorsOf = async (id: number) => (await gate()).list.find((b: { id: number }) => b.id === id).visitors as Visitor[];
  const visitorUrl = (id: number, visitorId: number, what = 'check-in') => `${BASE}/gate/${id}/visitors/${visitorId}/${what}`;

  it('checks in each visitor of a booking on their own, undoes one, and lets the booking take in the rest', async () => {
    const booking = await insertBooking(
      today,
      slotIds[1],
      'booked',
      [
        ['周一', '330102199003071231'],
        ['吴二', '330102199003071232'],
        ['郑三', '330102199003071233'],
      ],
      '',
    );
    const [first, second, third] = await visitorsOf(booking);
    expect([first, second, third].map((v) => v.checkedInAt)).toEqual([null, null, null]);
    const before = (await gate()).counts;

    const one = await as('editor', 'POST', visitorUrl(booking, first.id), {});
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: booking, status: 'arrived', checkedInBy: '吴编辑', counts: { arrived: before.arrived + 1 } });
    expect(one.body.data.visitors.map((v: Visitor) => v.checkedInBy)).toEqual(['吴编辑', null, null]);
    expect((await visitorsOf(booking)).map((v) => [v.name, v.checkedInBy])).toEqual([
      ['周一', '吴编辑'],
      ['吴二', null],
      ['郑三', null],
    ]);
    expect((await as('reviewer', 'POST', visitorUrl(booking, first.id), {})).body).toMatchObject({ code: 400, msg: '周一已登记到校' });

    const two = await as('reviewer', 'POST', visitorUrl(booking, second.id), {});
    expect(two.body.data).toMatchObject({ checkedInBy: '吴编辑', counts: { arrived: before.arrived + 2 } });
    const undone = await as('editor', 'POST', visitorUrl(booking, first.id, 'undo-check-in'), {});
    expect(undone.body.data).toMatchObject({ status: 'arrived', counts: { arrived: before.arrived + 1 } });
    expect(undone.body.data.visitors.map((v: Visitor) => v.checkedInAt === null)).toEqual([true, false, true]);
    expect((await as('editor', 'POST', visitorUrl(booking, first.id, 'undo-check-in'), {})).body.msg).toBe('周一尚未登记到校');

    // The booking's button takes in whoever is not in yet.
    const rest = await as('editor', 'POST', `${BASE}/gate/${booking}/check-in`, {});
    expect(rest.body.data.visitors.every((v: Visitor) => v.checkedInAt !== null)).toBe(true);
    expect(rest.body.data.counts.arrived).toBe(before.arrived + 3);
    expect((await as('editor', 'POST', `${BASE}/gate/${booking}/check-in`, {})).body.msg).toBe('该预约已登记到校');

    const summaries = (await auditSummaries('appointment')).filter((s) => s.includes(`#${booking}`));
    expect(summaries.slice(0, 3)).toEqual([
      `editor: 登记到校：${today}「下午」预约 #${booking}（来访人 周一）`,
      `reviewer: 登记到校：${today}「下午」预约 #${booking}（来访人 吴二）`,
      `editor: 撤销到校登记：${today}「下午」预约 #${booking}（来访人 周一）`,
    ]);
  });

  it('refuses a visitor of another booking, another day, or a cancelled booking', async () => {
    const [other] = await visitorsOf(todayBooking);
    const [cancelled] = await visitorsOf(cancelledBooking);
    const tomorrow = (await as('editor', 'GET', `${BASE}/gate?date=${chinaDate(1)}`)).body.data.list[0].visitors[0] as Visitor;
    expect((await as('editor', 'POST', visitorUrl(tomorrowBooking, other.id), {})).status).toBe(404);
    expect((await as('editor', 'POST', visitorUrl(tomorrowBooking, tomorrow.id), {})).body.msg).toBe(
      `只能在来访当天（${chinaDate(1)}）登记到校`,
    );
    expect((await as('editor', 'POST', visitorUrl(cancelledBooking, cancelled.id), {})).body.msg).toBe('该预约已取消，不能登记到校');
    expect((await as('editor', 'POST', visitorUrl(todayBooking, 0), {})).body.data.field).toBe('visitorId');
    expect((await as('orgadmin', 'POST', visitorUrl(todayBooking, other.id), {})).status).toBe(403);
  });
});
