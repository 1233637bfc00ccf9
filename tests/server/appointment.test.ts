import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { MAX_OPEN_BOOKINGS, openBookingsMessage } from '../../src/shared/submission-limits.ts';
import { serverSuite } from '../helpers/server.ts';

// 陈静 (an organisation member) books too: one person holds one booking per day and slot.
const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua', chen: 'demo-chenjing' });
const { tokens } = suite;
let slots: Array<{ id: number; capacity: number; remaining: number; label: string }>;
beforeAll(async () => {
  const res = await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${chinaDate(3)}`);
  slots = res.body.data;
});

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await suite.inject(token, method, url, method === 'POST' ? (payload ?? {}) : undefined);
  return { status: res.statusCode, body: res.json() };
}

// Valid 18-digit ID numbers (checksums computed by the GB 11643 rule).
const IDS = [
  '330102199003071230',
  '33010619910520452X',
  '110105198501010020',
  '440304199208153319',
  '320102198806120044',
  '330102197504050017',
];
const visitor = (i = 0) => ({ name: ['张明', '林晓雯', '王建国', '陈思远', '刘洋', '赵敏'][i], idNumber: IDS[i] });
const booking = (over: Record<string, unknown> = {}) => ({
  visitDate: chinaDate(3),
  slotId: slots[0].id,
  visitors: [visitor(0)],
  carPlate: '浙A12345',
  reason: '回母校参观校史馆',
  idConsent: true,
  ...over,
});

describe('GET /api/appointment/slots', () => {
  it('lists the three slots with remaining places', async () => {
    expect(slots.map((s) => [s.label, s.capacity, s.remaining])).toEqual([
      ['09:00-11:30', 60, 60],
      ['14:00-16:30', 60, 60],
      ['18:30-20:00', 30, 30],
    ]);
  });

  it.each([chinaDate(0), chinaDate(31), chinaDate(-3), '2026-02-30', '2026-12-32', '2026-13-01', 'tomorrow'])(
    'refuses %s with 400 + field date',
    async (date) => {
      const res = await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${date}`);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('date');
    },
  );

  it('needs a sign-in', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: `/api/appointment/slots?date=${chinaDate(1)}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/appointment validation', () => {
  it.each([
    ['today', { visitDate: chinaDate(0) }, 'visitDate'],
    ['31 days ahead', { visitDate: chinaDate(31) }, 'visitDate'],
    ['a day past the month', { visitDate: '2026-12-32' }, 'visitDate'],
    ['no visitors', { visitors: [] }, 'visitors'],
    ['six visitors', { visitors: [0, 1, 2, 3, 4, 5].map(visitor) }, 'visitors'],
    ['a bad ID checksum', { visitors: [visitor(0), { name: '林晓雯', idNumber: '330106199105204521' }] }, 'visitors.1.idNumber'],
    ['a short ID number', { visitors: [{ name: '林晓雯', idNumber: '3301061991' }] }, 'visitors.0.idNumber'],
    ['an empty visitor name', { visitors: [{ name: ' ', idNumber: IDS[0] }] }, 'visitors.0.name'],
    ['a bad plate', { carPlate: '浙I1234' }, 'carPlate'],
    ['a short reason', { reason: '参观' }, 'reason'],
    ['an unknown slot', { slotId: 9999 }, 'slotId'],
  ])('answers 400 + field for %s', async (_, over, field) => {
    const res = await call(tokens.zhang, 'POST', '/api/appointment', booking(over));
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('booking, capacity and cancelling', () => {
  it('never overbooks under concurrent requests', async () => {
    const slot = slots[2];
    const date = chinaDate(5);
    await suite.server.db.query('insert into slot_booking (visit_date, slot_id, booked) values ($1::date, $2, $3)', [
      date,
      slot.id,
      slot.capacity - 3,
    ]);
    // Three people, two places each: the first booking fits, the others would push the slot past its capacity.
    const results = await Promise.all(
      [tokens.zhang, tokens.li, tokens.chen].map((token) =>
        call(
          token,
          'POST',
          '/api/appointment',
          booking({ visitDate: date, slotId: slot.id, carPlate: undefined, visitors: [visitor(0), visitor(1)] }),
        ),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const full = results.filter((r) => r.body.code !== 0);
    expect(full).toHaveLength(2);
    for (const r of full) expect(r.body).toMatchObject({ code: 409, msg: '该时段名额已满' });
    const [{ booked }] = await suite.server.db.query<{ booked: number }>(
      'select booked from slot_booking where visit_date = $1::date and slot_id = $2',
      [date, slot.id],
    );
    expect(booked).toBe(slot.capacity - 1);
    const list = await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${date}`);
    expect(list.body.data.find((s: { id: number }) => s.id === slot.id).remaining).toBe(1);
  });

  it('gives one person one booking per day and slot: six requests for a 30-place slot at once make one', async () => {
    const slot = slots[2];
    const date = chinaDate(6);
    const five = [0, 1, 2, 3, 4].map(visitor);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(tokens.li, 'POST', '/api/appointment', booking({ visitDate: date, slotId: slot.id, visitors: five })),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 0)) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 400, msg: '您已预约该日期的这一时段，请勿重复预约', data: { field: 'slotId' } });
    }
    const list = await call(tokens.li, 'GET', `/api/appointment/slots?date=${date}`);
    expect(list.body.data.find((s: { id: number }) => s.id === slot.id).remaining).toBe(slot.capacity - 5);
    // Another slot the same day is another booking.
    const other = await call(tokens.li, 'POST', '/api/appointment', booking({ visitDate: date, slotId: slots[0].id }));
    expect(other.body.code).toBe(0);
  });

  it(`holds a person to ${MAX_OPEN_BOOKINGS} visits booked and not yet made, even when sent at once`, async () => {
    const open = async () =>
      (
        await suite.server.db.query<{ n: number }>(
          "select count(*)::int as n from appointment a join app_user u on u.id = a.user_id where u.name = '陈静' and a.status = 'booked'",
        )
      )[0].n;
    const already = await open();
    const results = await Promise.all(
      Array.from({ length: MAX_OPEN_BOOKINGS + 2 - already }, (_, i) =>
        call(tokens.chen, 'POST', '/api/appointment', booking({ visitDate: chinaDate(20 + i), slotId: slots[1].id })),
      ),
    );
    const refused = results.filter((r) => r.body.code !== 0);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { code: 409, msg: openBookingsMessage } });
    expect(await open()).toBe(MAX_OPEN_BOOKINGS);
    // Cancelling one makes room for another.
    const mine = await call(tokens.chen, 'GET', '/api/appointment/my');
    const upcoming = mine.body.data.list.find((a: { upcoming: boolean }) => a.upcoming);
    expect((await call(tokens.chen, 'POST', `/api/appointment/${upcoming.id}/cancel`)).body.code).toBe(0);
    const again = await call(tokens.chen, 'POST', '/api/appointment', booking({ visitDate: chinaDate(28), slotId: slots[1].id }));
    expect(again.body.code).toBe(0);
  });

  it('books, lists upcoming first with masked ID numbers, and cancelling frees the places', async () => {
    const date = chinaDate(1);
    const res = await call(
      tokens.zhang,
      'POST',
      '/api/appointment',
      booking({ visitDate: date, visitors: [visitor(0), visitor(1)], carPlate: '浙ad12345' }),
    );
    expect(res.body.code).toBe(0);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ visitDate: date, visitorCount: 2, carPlate: '浙AD12345', status: 'booked', upcoming: true });
    let slotsNow = await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${date}`);
    expect(slotsNow.body.data[0].remaining).toBe(58);

    const my = await call(tokens.zhang, 'GET', '/api/appointment/my');
    expect(my.body.data.list[0].id).toBe(id);
    expect(my.body.data.list[0].visitors).toEqual([
      { name: '张明', idNumber: '3301**********1230' },
      { name: '林晓雯', idNumber: '3301**********452X' },
    ]);
    expect(JSON.stringify(my.body)).not.toContain('330102199003071230');
    // the seeded past visit comes after the upcoming ones
    expect(my.body.data.list.at(-1).upcoming).toBe(false);

    // another user neither sees nor cancels it
    const theirs = await call(tokens.li, 'GET', '/api/appointment/my');
    expect(theirs.body.data.list.map((a: { id: number }) => a.id)).not.toContain(id);
    const stolen = await call(tokens.li, 'POST', `/api/appointment/${id}/cancel`);
    expect(stolen.status).toBe(404);

    const cancel = await call(tokens.zhang, 'POST', `/api/appointment/${id}/cancel`);
    expect(cancel.body.code).toBe(0);
    slotsNow = await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${date}`);
    expect(slotsNow.body.data[0].remaining).toBe(60);
    const again = await call(tokens.zhang, 'POST', `/api/appointment/${id}/cancel`);
    expect(again.status).toBe(400);
    const after = await call(tokens.zhang, 'GET', '/api/appointment/my');
    expect(after.body.data.list.find((a: { id: number }) => a.id === id)).toMatchObject({ status: 'cancelled', upcoming: false });
  });

  it('refuses to cancel a past visit', async () => {
    const my = await call(tokens.zhang, 'GET', '/api/appointment/my');
    const past = my.body.data.list.find((a: { visitDate: string }) => a.visitDate < chinaDate(0));
    const res = await call(tokens.zhang, 'POST', `/api/appointment/${past.id}/cancel`);
    expect(res.status).toBe(400);
  });
});

const proof = (over: Record<string, unknown> = {}) => ({
  name: '张明',
  studentNo: '2012030115',
  faculty: '信息工程学院',
  major: '计算机科学与技术',
  graduationYear: 2016,
  certificateType: '学位证明书',
  reason: '学位证书遗失，入职需要学位证明',
  delivery: 'post',
  address: '浙江省杭州市滨江区江南大道 3850 号',
  phone: '13857101234',
  idNumber: '330102199003071230',
  idConsent: true,
  ...over,
});

describe('certificate replacement', () => {
  it('lists the certificate types in the dictionary', async () => {
    const res = await suite.server.app.inject({ method: 'GET', url: '/api/sysdict/dictList' });
    const group = res.json().data.find((g: { dictType: string }) => g.dictType === 'proof_certificate_type');
    expect(group.dataList.map((e: { dictLabel: string }) => e.dictLabel)).toEqual(['毕业证明书', '学位证明书', '学籍证明', '成绩单']);
  });

  it.each([
    ['no address when posted', { address: '' }, 'address'],
    ['a bad phone', { phone: '1385710123' }, 'phone'],
    ['a bad ID checksum', { idNumber: '330102199003071231' }, 'idNumber'],
    ['a year before 1984', { graduationYear: 1983 }, 'graduationYear'],
    ['a future year', { graduationYear: new Date().getFullYear() + 1 }, 'graduationYear'],
    ['an unknown type', { certificateType: '户口本' }, 'certificateType'],
    ['an unknown delivery', { delivery: 'drone' }, 'delivery'],
  ])('answers 400 + field for %s', async (_, over, field) => {
    const res = await call(tokens.zhang, 'POST', '/api/alumproof', proof(over));
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });

  it('needs no address for pickup, masks the ID number, and shows applications only to their owner', async () => {
    const res = await call(tokens.zhang, 'POST', '/api/alumproof', proof({ delivery: 'pickup', address: '' }));
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'submitted', address: '', idNumber: '3301**********1230' });
    const mine = await call(tokens.zhang, 'GET', '/api/alumproof/my');
    expect(mine.body.data[0].id).toBe(res.body.data.id);
    expect(mine.body.data.map((a: { status: string }) => a.status)).toEqual(['submitted', 'processing', 'posted']);
    expect(JSON.stringify(mine.body)).not.toContain('330102199003071230');
    const theirs = await call(tokens.li, 'GET', '/api/alumproof/my');
    expect(theirs.body.data).toEqual([]);
  });

  it('is for graduates only', async () => {
    const res = await call(tokens.li, 'POST', '/api/alumproof', proof({ name: '李华' }));
    expect(res.status).toBe(403);
  });
});
