// 注销账号 end to end on the server: the request disables the account and ends every way it is signed in, a sign-in
// during the cooling-off period offers only 撤销注销, and the daily job erases the person once the period is over.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/tokens.ts';
import { ENCRYPTED_FIELDS, fieldCipher } from '../../server/crypto/field-cipher.ts';
import { runRetention } from '../../server/jobs/retention.ts';
import { ERASED_NAME } from '../../server/repositories/erasure.ts';
import { insertRecords, recordOfAccount } from '../../server/repositories/roster.ts';
import { serverSuite, signInThroughStandin, staffToken } from '../helpers/server.ts';

const DAY = 86_400_000;
const suite = serverSuite({ zhang: 'demo-zhangming' });
const OPENID = 'demo-zhangming';
const UNIONID = 'union-zhangming-erasure';
const MP_TOKEN = 'mp-token-of-zhangming-erasure';

let userId: number;
/** Every personal value of 张明 the database holds before the erasure: none may remain after it. */
let needles: string[];

const count = async (sql: string, params: unknown[] = []) =>
  (await suite.server.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0].n;

/** Sign-in through the stand-in, answering the whole envelope (signInThroughStandin throws unless code 0). */
async function signInAnswer() {
  try {
    return { code: 0, token: await signInThroughStandin(suite.server, OPENID) } as const;
  } catch (e) {
    const code = Number(/answered (\d+)/.exec(String(e))?.[1]);
    return { code } as const;
  }
}

/** The login exchange itself, for the data of a 10011 answer. */
async function loginExchange() {
  const host = 'portal.test';
  const state = 'AbCdE12345';
  const confirm = await suite.server.app.inject({
    method: 'POST',
    url: '/dev/wx-qrconnect/confirm',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ openid: OPENID, redirect_uri: `http://${host}/wxMpQrCodeRedirect?redirect_url=%2F`, state }).toString(),
  });
  const code = new URL(confirm.headers.location as string).searchParams.get('code')!;
  return (await suite.server.app.inject({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload: { code, state } })).json();
}

const info = (token: string) => suite.inject(token, 'GET', '/api/alumuser/info');

beforeAll(async () => {
  const db = suite.server.db;
  [{ id: userId }] = await db.query<{ id: number }>("select id from app_user where name = '张明'");
  // Beyond the seed: what staff published from his proposals, an upload, a unionid, a mini-program session.
  await db.query('update wx_account set unionid = $2 where openid = $1', [OPENID, UNIONID]);
  const [{ id: companyId }] = await db.query<{ id: number }>(
    `insert into company (name, industry, scale, city, logo, summary, introduction, founder_name, founder_graduation, contact_name, contact_phone, contact_email, publish_state)
     values ('注销测试科技', '互联网', '50人以下', '杭州', '', '简介', '简介', '张明', '2016届 计算机科学与技术', '张明', '13800005678', 'zhangming@example.com', 'published')
     returning id`,
  );
  await db.query('update company_application set company_id = $2, status = $3 where user_id = $1', [userId, companyId, 'approved']);
  const [{ id: activityId }] = await db.query<{ id: number }>(
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at, publish_state)
     values ('校友茶话会', '茶话会', '/media/cover-01.svg', '<p>欢迎</p>', '杭州', '校友 张明', now() + interval '40 days',
             now() + interval '41 days', 20, now() + interval '39 days', now(), 'published')
     returning id`,
  );
  await db.query(
    `update activity_proposal set activity_id = $2, status = 'approved' where id = (select min(id) from activity_proposal where user_id = $1)`,
    [userId, activityId],
  );
  // A campus visit still ahead when the period ends (the seeded one is past): its places must come back.
  await db.query(
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason)
     values ($1, current_date + 20, (select min(id) from visit_slot), 2, '浙A00E01', '回校看看')`,
    [userId],
  );
  await db.query(
    `insert into slot_booking (visit_date, slot_id, booked) values (current_date + 20, (select min(id) from visit_slot), 2)
     on conflict (visit_date, slot_id) do update set booked = slot_booking.booked + 2`,
  );
  await db.query(`insert into upload (path, user_id, size, original_name) values ('/uploads/erasure-test.png', $1, 10, '张明证件照.png')`, [
    userId,
  ]);
  await db.query(`insert into mp_session (token_hash, openid, expires_at) values ($2, $1, now() + interval '1 hour')`, [
    OPENID,
    hashSecret(MP_TOKEN),
  ]);

  const [u] = await db.query<Record<string, string>>('select name, student_no, phone, card_no from app_user where id = $1', [userId]);
  // ID and phone numbers are stored encrypted: both the stored text and the numbers themselves are looked for.
  const open = fieldCipher(suite.server.keys).open;
  const ids = await db.query<{ v: string; f: (typeof ENCRYPTED_FIELDS)[number] | null }>(
    `select id_number as v, 'proof_application.id_number' as f from proof_application where user_id = $1 and id_number <> ''
     union select phone, 'proof_application.phone' from proof_application where user_id = $1 and phone <> ''
     union select address, null from proof_application where user_id = $1 and address <> ''
     union select v.id_number, 'appointment_visitor.id_number' from appointment_visitor v join appointment a on a.id = v.appointment_id where a.user_id = $1
     union select car_plate, null from appointment where user_id = $1 and car_plate <> ''
     union select message, null from donation where user_id = $1 and message <> ''`,
    [userId],
  );
  needles = [u.name, u.student_no, u.phone, open('app_user.phone', u.phone), u.card_no, OPENID, UNIONID, 'zhangming@example.com'];
  // The registrar's record of his 学号 (校友信息库): the college's own, which his erasure unlinks and does not erase.
  await insertRecords(db, fieldCipher(suite.server.keys), [
    {
      ...{
        name: u.name,
        studentNo: u.student_no,
        gender: '男',
        faculty: '信息工程学院',
        major: '计算机科学与技术',
        className: '计算机1201',
      },
      ...{ entryYear: '2012', graduationYear: '2016', degree: '本科', idNumber: '', phone: '', email: '', company: '', city: '杭州' },
    },
  ]);
  // His account is linked to that record, as a card verified against it is.
  await db.query('update app_user set roster_record_id = (select id from alumni_record where student_no = $1) where id = $2', [
    u.student_no,
    userId,
  ]);
  expect(await recordOfAccount(db, userId)).toBeDefined();
  for (const { v, f } of ids) needles.push(v, ...(f ? [open(f, v)] : []));
  needles = needles.filter((n) => n.length >= 4);
  expect(needles.length).toBeGreaterThan(9);
});

describe('注销账号', () => {
  it('refuses a request without the typed confirmation, and nothing changes', async () => {
    const res = await suite.inject(suite.tokens.zhang, 'POST', '/api/my/erasure', { confirm: '确定' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/confirm/);
    expect((await info(suite.tokens.zhang)).statusCode).toBe(200);
    expect(await count('select 1 from erasure_request')).toBe(0);
  });

  it('disables the account at once and ends every web session, mini-program session, code and ticket', async () => {
    const second = await signInThroughStandin(suite.server, OPENID);
    // An unspent login code and an open QR ticket of his WeChat account.
    await suite.server.db.query(
      `insert into login_code (code_hash, openid, state, expires_at) values ('code-erasure', $1, 'AbCdE12345', now() + interval '5 minutes')`,
      [OPENID],
    );
    await suite.server.db.query(
      `insert into login_ticket (ticket_hash, browser_hash, state, redirect_uri, status, openid, expires_at)
       values ('ticket-erasure', 'browser', 'AbCdE12345', '/', 'scanned', $1, now() + interval '5 minutes')`,
      [OPENID],
    );
    const before = Date.now();
    const res = await suite.inject(suite.tokens.zhang, 'POST', '/api/my/erasure', { confirm: '注销' });
    expect(res.json().code).toBe(0);
    const dueAt = new Date(res.json().data.dueAt).getTime();
    expect(dueAt).toBeGreaterThanOrEqual(before + 15 * DAY);
    expect(dueAt).toBeLessThan(Date.now() + 15 * DAY + 1000);

    for (const token of [suite.tokens.zhang, second]) {
      expect((await info(token)).statusCode).toBe(401);
      expect((await suite.inject(token, 'GET', '/api/alummessage/unreadCount')).statusCode).toBe(401);
    }
    expect(await count('select 1 from app_user where id = $1 and disabled', [userId])).toBe(1);
    expect(await count('select 1 from session_token where user_id = $1 and revoked_at is null', [userId])).toBe(0);
    expect(await count('select 1 from mp_session where openid = $1', [OPENID])).toBe(0);
    expect(await count('select 1 from login_code where openid = $1 and used_at is null', [OPENID])).toBe(0);
    expect(await count(`select 1 from login_ticket where openid = $1 and status in ('created', 'scanned', 'confirmed')`, [OPENID])).toBe(0);
    // The mini-program's session is over too: its next call is refused before anything else.
    const mp = await suite.server.app.inject({
      method: 'POST',
      url: '/api/mp/qr/AbCdEfGhIjKlMnOpQrStUv/scan',
      headers: { authorization: `Bearer ${MP_TOKEN}` },
    });
    expect(mp.statusCode).toBe(401);
  });

  it('a sign-in during the cooling-off period gets no session, only a ticket for 撤销注销 and the date', async () => {
    const answer = await loginExchange();
    expect(answer.code).toBe(10011);
    expect(answer.data.token).toBeUndefined();
    expect(answer.data.erasureTicket).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const [{ dueAt }] = await suite.server.db.query<{ dueAt: Date }>('select due_at as "dueAt" from erasure_request where user_id = $1', [
      userId,
    ]);
    expect(new Date(answer.data.erasureDueAt).getTime()).toBe(dueAt.getTime());
    expect(await count('select 1 from session_token where user_id = $1 and revoked_at is null', [userId])).toBe(0);
    // The ticket is no session: no personal endpoint takes it.
    expect((await info(answer.data.erasureTicket)).statusCode).toBe(401);
    expect((await suite.inject(answer.data.erasureTicket, 'POST', '/api/my/erasure', { confirm: '注销' })).statusCode).toBe(401);
  });

  it('撤销注销 with the ticket re-enables the account, signs in, and is recorded; the ticket works once', async () => {
    const wrong = await suite.inject(null, 'POST', '/api/login/erasure/cancel', { ticket: 'x'.repeat(43) });
    expect(wrong.json().code).toBe(10022);
    const { data } = await loginExchange();
    const res = await suite.inject(null, 'POST', '/api/login/erasure/cancel', { ticket: data.erasureTicket });
    expect(res.json().code).toBe(0);
    expect(res.json().data).toMatchObject({ userType: 'alumni', alumUserStatus: 'verified' });
    const me = await info(res.json().data.token);
    expect(me.json().data.name).toBe('张明');
    expect(await count('select 1 from app_user where id = $1 and not disabled', [userId])).toBe(1);
    expect(await count('select 1 from erasure_request where user_id = $1 and cancelled_at is not null', [userId])).toBe(1);
    expect(await count(`select 1 from audit_log where entity = 'erasure' and action like '%cancel%'`)).toBe(1);
    const again = await suite.inject(null, 'POST', '/api/login/erasure/cancel', { ticket: data.erasureTicket });
    expect(again.json().code).toBe(10022);
    expect((await signInAnswer()).code).toBe(0);
    suite.tokens.zhang = res.json().data.token;
  });

  it('an expired ticket cancels nothing', async () => {
    const token = await signInThroughStandin(suite.server, 'demo-lihua');
    await suite.inject(token, 'POST', '/api/my/erasure', { confirm: '注销' });
    const ticket = 'expired-ticket-erasure-00000000';
    await suite.server.db.query(
      `update erasure_request set cancel_ticket_hash = $1, cancel_ticket_expires_at = now() - interval '1 second'
        where user_id = (select user_id from wx_account where openid = 'demo-lihua')`,
      [hashSecret(ticket)],
    );
    expect((await suite.inject(null, 'POST', '/api/login/erasure/cancel', { ticket })).json().code).toBe(10022);
    expect(await count(`select 1 from app_user u join wx_account w on w.user_id = u.id where w.openid = 'demo-lihua' and u.disabled`)).toBe(
      1,
    );
  });
});

describe('the console', () => {
  it('lists pending erasures to 审核员 and 管理员, read-only, and each view is audited', async () => {
    for (const account of ['reviewer', 'admin'] as const) {
      const token = await staffToken(suite.server, account);
      const res = await suite.server.app.inject({
        method: 'GET',
        url: '/api/admin/erasures',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<{ name: string; status: string }>;
      expect(list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: '李华', status: 'pending' }),
          expect.objectContaining({ name: '张明', status: 'cancelled' }),
        ]),
      );
      expect(list[0].status).toBe('pending');
      expect(
        await count(`select 1 from audit_log where entity = 'erasure' and account = $1 and summary like '查看注销申请%'`, [account]),
      ).toBe(1);
    }
    const editor = await staffToken(suite.server, 'editor');
    expect(
      (await suite.server.app.inject({ method: 'GET', url: '/api/admin/erasures', headers: { authorization: `Bearer ${editor}` } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the daily job after the cooling-off period', () => {
  /** Every text, json and array column of every table holding any of the needles: "table.column: value". */
  async function traces(): Promise<string[]> {
    const db = suite.server.db;
    const columns = await db.query<{ t: string; c: string }>(
      `select table_name as t, column_name as c from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { t, c } of columns) {
      // The audit log is append-only and kept at least 180 days by law (then purged), and the roster is the registrar's
      // record, kept (checked below): see README 个人信息保护.
      if (t === 'audit_log' || t === 'alumni_record') continue;
      const rows = await db.query<{ v: string }>(`select "${c}"::text as v from "${t}" where "${c}"::text like any($1::text[])`, [
        needles.map((n) => `%${n}%`),
      ]);
      found.push(...rows.map((r) => `${t}.${c}: ${r.v}`));
    }
    // Ciphertext hides what it holds from the scan above: the encrypted columns are read as the portal reads them.
    const open = fieldCipher(suite.server.keys).open;
    for (const field of ENCRYPTED_FIELDS) {
      const [t, c] = field.split('.');
      if (t === 'alumni_record') continue;
      for (const { v } of await db.query<{ v: string }>(`select "${c}" as v from "${t}" where "${c}" <> ''`)) {
        const clear = open(field, v);
        if (needles.some((n) => clear.includes(n))) found.push(`${field}: ${clear}`);
      }
    }
    return found;
  }

  it('erases nothing before the period ends', async () => {
    const res = await suite.inject(suite.tokens.zhang, 'POST', '/api/my/erasure', { confirm: '注销' });
    expect(res.json().code).toBe(0);
    const result = await runRetention(suite.server.db, suite.server.config, new Date(Date.now() + 14 * DAY));
    expect(result.erasures).toBe(0);
    expect((await traces()).length).toBeGreaterThan(10);
  });

  it('after 16 days leaves no personal field of him in any table, the donation kept anonymised; and runs idempotently', async () => {
    const db = suite.server.db;
    const donationsBefore = await db.query(
      'select id, project_id, amount, status, order_no, created_at, paid_at from donation where user_id = $1 order by id',
      [userId],
    );
    expect(donationsBefore.length).toBeGreaterThan(0);
    const otherBefore = await count(`select 1 from app_user where name = '王芳' and phone <> ''`);

    const result = await runRetention(db, suite.server.config, new Date(Date.now() + 16 * DAY));
    expect(result.erasures).toBe(2); // 张明 and 李华 (still pending from above)
    expect(await traces()).toEqual([]);

    // The donations stay for the accounts: amount, project, date, order number; anonymous, no message, no person.
    expect(
      await db.query('select id, project_id, amount, status, order_no, created_at, paid_at from donation where user_id = $1 order by id', [
        userId,
      ]),
    ).toEqual(donationsBefore);
    expect(await count(`select 1 from donation where user_id = $1 and (not anonymous or message <> '')`, [userId])).toBe(0);
    const [tomb] = await db.query<Record<string, unknown>>('select * from app_user where id = $1', [userId]);
    expect(tomb).toMatchObject({ name: ERASED_NAME, phone: '', student_no: '', card_no: '', photo: '', disabled: true, findable: false });
    // Public content stays, without him: the activity and the company page published from his proposals.
    expect(await count(`select 1 from activity where title = '校友茶话会' and organizer = '校友'`)).toBe(1);
    expect(await count(`select 1 from company where name = '注销测试科技' and founder_name = '' and contact_phone = ''`)).toBe(1);
    // His upcoming visit gave its places back; his requests and sessions are gone; others are untouched.
    expect(await count(`select 1 from appointment where user_id = $1 and status = 'booked' and visit_date >= current_date`, [userId])).toBe(
      0,
    );
    expect(await count(`select 1 from appointment where user_id = $1 and status = 'cancelled'`, [userId])).toBe(1);
    expect(await count(`select 1 from slot_booking where visit_date = current_date + 20 and booked > 0`)).toBe(0);
    for (const table of [
      'message',
      'consent_record',
      'proof_application',
      'org_join_request',
      'company_application',
      'activity_proposal',
      'session_token',
    ]) {
      expect(await count(`select 1 from ${table} where user_id = $1`, [userId]), table).toBe(0);
    }
    expect(await count('select 1 from wx_account where user_id = $1', [userId])).toBe(0);
    expect(await count(`select 1 from upload where path = '/uploads/erasure-test.png' and user_id is not null`)).toBe(0);
    expect(await count(`select 1 from app_user where name = '王芳' and phone <> ''`)).toBe(otherBefore);
    expect(await count('select 1 from erasure_request where user_id = $1 and erased_at is not null', [userId])).toBe(1);
    expect(await count(`select 1 from audit_log where action = 'erasure'`)).toBe(1);
    // The registrar's record stays, no longer linked to any account of his.
    expect(await count(`select 1 from alumni_record where name = '张明' and graduation_year = 2016`)).toBe(1);
    expect(await recordOfAccount(db, userId)).toBeUndefined();

    const snapshot = await db.query('select * from app_user where id = $1', [userId]);
    const again = await runRetention(db, suite.server.config, new Date(Date.now() + 17 * DAY));
    expect(again.erasures).toBe(0);
    expect(await db.query('select * from app_user where id = $1', [userId])).toEqual(snapshot);
    expect(await count(`select 1 from audit_log where action = 'erasure'`)).toBe(1);
  });

  it('the console shows the erasure as done', async () => {
    const token = await staffToken(suite.server, 'admin');
    const res = await suite.server.app.inject({ method: 'GET', url: '/api/admin/erasures', headers: { authorization: `Bearer ${token}` } });
    const list = res.json().data as Array<{ userId: number; name: string; status: string }>;
    expect(list.filter((r) => r.userId === userId).map((r) => r.status)).toEqual(expect.arrayContaining(['erased', 'cancelled']));
    expect(list.every((r) => r.name !== '张明')).toBe(true);
  });
});
