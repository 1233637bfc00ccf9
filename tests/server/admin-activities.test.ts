import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startProblem } from '../../server/config/index.ts';
import { serverSuite, staffToken, type DemoStaff } from '../helpers/server.ts';
import { downloadName } from '../../src/lib/download-name.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const staff = {} as Record<DemoStaff, string>;
let activityId: number;
let zhangQr: string;
beforeAll(async () => {
  for (const account of ['admin', 'editor', 'reviewer', 'orgadmin'] as const) staff[account] = await staffToken(suite.server, account);
  // The seed signs 张明 up to the next activity open for sign-up.
  [{ activityId }] = await suite.server.db.query<{ activityId: number }>(
    "select s.activity_id as \"activityId\" from activity_signup s join app_user u on u.id = s.user_id where u.name = '张明' and s.status = 'signed'",
  );
  zhangQr = (await suite.inject(suite.tokens.zhang, 'GET', '/api/alumuser/info')).json().data.cardQr;
  // The door opens an hour before the start: this activity starts in half an hour (sign-up still open for ten minutes).
  await moveActivity("now() + interval '30 minutes'", "now() + interval '3 hours'");
});

/** Sets the activity's start and end (SQL expressions); sign-up closes twenty minutes before the start. */
const moveActivity = (start: string, end: string) =>
  suite.server.db.query(
    `update activity set start_time = ${start}, end_time = ${end}, signup_deadline = ${start} - interval '20 minutes' where id = $1`,
    [activityId],
  );

type Method = 'GET' | 'POST';
const as = (who: DemoStaff, method: Method, url: string, payload?: object) => suite.inject(staff[who], method, url, payload);
const base = '/api/admin/events/activities';
const detail = async () => (await as('reviewer', 'GET', `${base}/${activityId}`)).json().data;
const lastAudit = async () =>
  (
    await suite.server.db.query<{ account: string; entity: string; entityId: string; summary: string }>(
      'select account, entity, entity_id as "entityId", summary from audit_log order by id desc limit 1',
    )
  )[0];
const auditCount = async () => (await suite.server.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n;

describe('who may use the activities', () => {
  it.each(['admin', 'editor', 'reviewer'] as const)('%s reads the list', async (who) => {
    const res = await as(who, 'GET', base);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  });
  it.each([
    ['GET', `${base}`],
    ['GET', `${base}/1`],
    ['GET', `${base}/1/signups`],
    ['GET', `${base}/1/signups/export?format=csv`],
    ['POST', `${base}/1/checkin`],
    ['POST', `${base}/1/signups/1/cancel`],
  ] as const)('%s %s: 403 for 组织管理员, 401 without a staff token, 401 for an alumni token', async (method, url) => {
    const body = method === 'POST' ? { cardNo: 'BJCC-2016-000315', reason: 'x' } : undefined;
    expect((await as('orgadmin', method, url, body)).statusCode).toBe(403);
    expect((await suite.inject(null, method, url, body)).statusCode).toBe(401);
    expect((await suite.inject(suite.tokens.zhang, method, url, body)).statusCode).toBe(401);
  });
});

describe('GET activities', () => {
  it('lists activities with capacity, sign-ups and check-ins, filtered by a keyword', async () => {
    const { list } = (await as('editor', 'GET', `${base}?pageSize=50`)).json().data;
    const mine = list.find((a: { id: number }) => a.id === activityId);
    expect(mine).toMatchObject({ signedCount: expect.any(Number), capacity: expect.any(Number), checkedInCount: 0 });
    expect(mine.signedCount).toBeGreaterThanOrEqual(1);
    const filtered = (await as('editor', 'GET', `${base}?keyword=${encodeURIComponent(mine.title.slice(0, 4))}`)).json().data.list;
    expect(filtered.map((a: { id: number }) => a.id)).toContain(activityId);
    expect((await as('editor', 'GET', `${base}?keyword=${encodeURIComponent('没有这样的活动名')}`)).json().data.total).toBe(0);
  });
  it.each([
    [`${base}?pageSize=500`, 'pageSize'],
    [`${base}?pageNum=0`, 'pageNum'],
    [`${base}?keyword=${'x'.repeat(65)}`, 'keyword'],
    [`${base}?sort=1`, 'sort'],
    [`${base}/abc`, 'id'],
    [`${base}/0/signups`, 'id'],
    [`${base}/1/signups/export?format=pdf`, 'format'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await as('reviewer', 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });
  it.each([`${base}/999999`, `${base}/999999/signups`, `${base}/999999/signups/export?format=xlsx`])('%s answers 404', async (url) => {
    expect((await as('reviewer', 'GET', url)).statusCode).toBe(404);
  });
});

describe('the sign-up list', () => {
  it('shows each sign-up with a masked phone, faculty and year, times and status', async () => {
    const list = (await as('reviewer', 'GET', `${base}/${activityId}/signups`)).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({
        name: '张明',
        phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
        faculty: '信息工程学院',
        graduationYear: 2016,
        cardNo: 'BJCC-2016-000315',
        status: 'signed',
        checkedInAt: null,
      }),
    );
  });
  it('exports the list with whole phone numbers as CSV and .xlsx, and records each export', async () => {
    const csv = await as('reviewer', 'GET', `${base}/${activityId}/signups/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('姓名');
    expect(csv.body).toMatch(/张明,1\d{10},信息工程学院,2016 届,BJCC-2016-000315/);
    expect(await lastAudit()).toMatchObject({ account: 'reviewer', entity: 'activity', entityId: String(activityId) });
    expect((await lastAudit()).summary).toMatch(/^导出活动报名名单 #\d+（.+）\d+ 条（csv，含手机号）$/);
    const xlsx = await as('admin', 'GET', `${base}/${activityId}/signups/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await lastAudit()).summary).toContain('xlsx');
    // Named in Chinese for the activity and the day, with an ASCII name for old clients.
    const [{ title }] = await suite.server.db.query<{ title: string }>('select title from activity where id = $1', [activityId]);
    for (const [res, format] of [
      [csv, 'csv'],
      [xlsx, 'xlsx'],
    ] as const) {
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(
        new RegExp(`^attachment; filename="activity-${activityId}-signups-\\d{4}-\\d{2}-\\d{2}\\.${format}"; filename\\*=UTF-8''`),
      );
      expect(downloadName(disposition, '')).toMatch(
        new RegExp(`^校友活动报名名单-${escapeRegExp(title)}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
      );
    }
  });
});

describe('check-in', () => {
  const checkin = (body: object, who: DemoStaff = 'reviewer', id = activityId) => as(who, 'POST', `${base}/${id}/checkin`, body);

  it('refuses an altered code, counting nothing, and records the attempt', async () => {
    const altered = zhangQr.replace('000315', '000316');
    const before = await detail();
    const res = await checkin({ qr: altered });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'invalid', message: expect.stringContaining('无效的校友卡二维码') });
    expect(res.json().data.name).toBeUndefined();
    expect((await detail()).checkedInCount).toBe(before.checkedInCount);
    expect((await lastAudit()).summary).toContain('无效的校友卡二维码');
    const bareNumber = await checkin({ qr: 'BJCC-2016-000315' });
    expect(bareNumber.json().data.outcome).toBe('invalid');
  });

  it('checks 张明 in by his card QR once: the count rises, a second scan says he already has', async () => {
    const before = await detail();
    const res = await checkin({ qr: zhangQr }, 'editor');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'checked-in',
      message: '张明 签到成功',
      name: '张明',
      cardNo: 'BJCC-2016-000315',
      checkedInCount: before.checkedInCount + 1,
    });
    expect((await detail()).checkedInCount).toBe(before.checkedInCount + 1);
    expect(await lastAudit()).toMatchObject({ account: 'editor', entity: 'activity-signup' });
    expect((await lastAudit()).summary).toContain('张明 签到成功');
    const again = await checkin({ qr: zhangQr });
    expect(again.json().data).toMatchObject({ outcome: 'already', checkedInCount: before.checkedInCount + 1 });
    expect(again.json().data.message).toMatch(/^张明 已于 \d{2}:\d{2}:\d{2} 签到，无需重复签到$/);
    const typed = await checkin({ cardNo: ' bjcc-2016-000315 ' });
    expect(typed.json().data.outcome).toBe('already');
    const row = (await as('reviewer', 'GET', `${base}/${activityId}/signups`)).json().data.find((s: { name: string }) => s.name === '张明');
    expect(row).toMatchObject({ checkinMethod: 'qr', checkedInAt: expect.any(String) });
  });

  it('tells a card number of someone not signed up, and an unknown number, apart', async () => {
    expect((await checkin({ cardNo: 'BJCC-2027-000208' })).json().data).toMatchObject({ outcome: 'not-signed-up', name: '李华' });
    expect((await checkin({ cardNo: 'BJCC-1999-999999' })).json().data).toMatchObject({
      outcome: 'unknown-card',
      message: expect.stringContaining('没有找到该卡号'),
    });
  });

  it('refuses a revoked card, by code or by number', async () => {
    const db = suite.server.db;
    await db.query("update app_user set card_status = 'rejected' where name = '李华'");
    try {
      expect((await checkin({ cardNo: 'BJCC-2027-000208' })).json().data.outcome).toBe('revoked');
    } finally {
      await db.query("update app_user set card_status = 'verified' where name = '李华'");
    }
    await db.query("update app_user set card_version = card_version + 1 where name = '张明'");
    try {
      expect((await checkin({ qr: zhangQr })).json().data).toMatchObject({
        outcome: 'revoked',
        message: expect.stringContaining('已失效'),
      });
    } finally {
      await db.query("update app_user set card_version = card_version - 1 where name = '张明'");
    }
  });

  it.each([
    [{}, 'qr'],
    [{ qr: 'x', cardNo: 'BJCC-2016-000315' }, 'cardNo'],
    [{ qr: '' }, 'qr'],
    [{ qr: 'x'.repeat(513) }, 'qr'],
    [{ cardNo: 'x'.repeat(65) }, 'cardNo'],
    [{ cardNo: 'BJCC-2016-000315', extra: 1 }, 'extra'],
  ])('%j answers 400 naming %s, recording nothing', async (body, field) => {
    const before = await auditCount();
    const res = await checkin(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for an activity that is not there', async () => {
    expect((await checkin({ qr: zhangQr }, 'reviewer', 999999)).statusCode).toBe(404);
  });
});

describe('cancelling a sign-up', () => {
  it('frees the place, tells the alumnus why in 我的消息, records it; a second cancel is refused', async () => {
    const signup = await suite.inject(suite.tokens.li, 'POST', `/api/alumactivity/${activityId}/signup`);
    expect(signup.json().code).toBe(0);
    const before = await detail();
    const li = (await as('reviewer', 'GET', `${base}/${activityId}/signups`))
      .json()
      .data.find((s: { name: string; status: string }) => s.name === '李华' && s.status === 'signed');
    const url = `${base}/${activityId}/signups/${li.id}/cancel`;
    const res = await as('reviewer', 'POST', url, { reason: '场地容量调整' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: li.id, status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await detail()).signedCount).toBe(before.signedCount - 1);
    const inbox = (await suite.inject(suite.tokens.li, 'GET', '/api/alummessage/list?pageSize=5')).json().data;
    const list = inbox.list ?? inbox.rows ?? inbox;
    expect(JSON.stringify(list)).toContain('场地容量调整');
    expect(await lastAudit()).toMatchObject({ account: 'reviewer', entity: 'activity-signup', entityId: String(li.id) });
    expect((await lastAudit()).summary).toMatch(/^取消活动报名 #\d+（李华，活动 #\d+ .+）：场地容量调整$/);

    const audits = await auditCount();
    const again = await as('reviewer', 'POST', url, { reason: '再次取消' });
    expect(again.statusCode).toBe(409);
    expect((await detail()).signedCount).toBe(before.signedCount - 1);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses to cancel one already checked in', async () => {
    const zhang = (await as('reviewer', 'GET', `${base}/${activityId}/signups`))
      .json()
      .data.find((s: { name: string }) => s.name === '张明');
    if (!zhang.checkedInAt) await as('reviewer', 'POST', `${base}/${activityId}/checkin`, { qr: zhangQr });
    const res = await as('admin', 'POST', `${base}/${activityId}/signups/${zhang.id}/cancel`, { reason: '测试' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('已签到');
  });

  it.each([
    [{}, 'reason'],
    [{ reason: '' }, 'reason'],
    [{ reason: '   ' }, 'reason'],
    [{ reason: 'x'.repeat(201) }, 'reason'],
    [{ reason: '原因', more: 1 }, 'more'],
  ])('%j answers 400 naming %s', async (body, field) => {
    const res = await as('reviewer', 'POST', `${base}/${activityId}/signups/1/cancel`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('answers 404 for a sign-up that is not there, or not of this activity', async () => {
    expect((await as('reviewer', 'POST', `${base}/${activityId}/signups/999999/cancel`, { reason: '原因' })).statusCode).toBe(404);
    expect((await as('reviewer', 'POST', `${base}/999999/signups/1/cancel`, { reason: '原因' })).statusCode).toBe(404);
    const [other] = await suite.server.db.query<{ id: number }>('select id from activity_signup where activity_id <> $1 limit 1', [
      activityId,
    ]);
    if (other)
      expect((await as('reviewer', 'POST', `${base}/${activityId}/signups/${other.id}/cancel`, { reason: '原因' })).statusCode).toBe(404);
  });
});

describe('the door', () => {
  const checkin = (body: object, who: DemoStaff = 'reviewer') => as(who, 'POST', `${base}/${activityId}/checkin`, body);
  const signups = async () => (await as('reviewer', 'GET', `${base}/${activityId}/signups`)).json().data as Array<Record<string, unknown>>;
  /** Signs a seeded alumnus (not 张明 or 李华) up, straight in the database; answers their name and card number. */
  async function signUpAnother(skip: number) {
    const [who] = await suite.server.db.query<{ id: number; name: string; cardNo: string }>(
      `select id, name, card_no as "cardNo" from app_user where card_no like 'BJCC-%' and name not in ('张明', '李华')
        and not exists (select 1 from activity_signup s where s.user_id = app_user.id and s.activity_id = $1)
        order by id offset $2 limit 1`,
      [activityId, skip],
    );
    await suite.server.db.query('insert into activity_signup (activity_id, user_id) values ($1, $2)', [activityId, who.id]);
    await suite.server.db.query('update activity set signed_count = signed_count + 1 where id = $1', [activityId]);
    return who;
  }

  it('reads a typed number whatever its case, spaces, hyphens or width', async () => {
    const who = await signUpAnother(0);
    const [prefix, year, serial] = who.cardNo.split('-');
    const before = await detail();
    const spaced = await checkin({ cardNo: ` ${prefix.toLowerCase()} ${year} ${serial} ` });
    expect(spaced.statusCode).toBe(200);
    expect(spaced.json().data).toMatchObject({ outcome: 'checked-in', name: who.name, cardNo: who.cardNo });
    expect((await detail()).checkedInCount).toBe(before.checkedInCount + 1);
    const wide = `${prefix}${year}${serial}`.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const typed of [`${prefix}${year}${serial}`, `${prefix}--${year}-${serial}-`, wide]) {
      expect((await checkin({ cardNo: typed })).json().data).toMatchObject({ outcome: 'already', name: who.name });
    }
    expect((await lastAudit()).summary).toContain(`输入卡号「${wide}」`);
  });

  it.each([['BJCC 2016'], ["x' or 1=1 --"], ['BJCC-2016-00031'], ['卡号'.repeat(32)]])(
    'refuses the malformed number %j with 400 naming cardNo, and records it cut short',
    async (typed) => {
      const before = await auditCount();
      const res = await checkin({ cardNo: typed });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('卡号格式不正确'), data: { field: 'cardNo' } });
      expect(await auditCount()).toBe(before + 1);
      const { summary, entity } = await lastAudit();
      expect(entity).toBe('activity-door');
      const kept = Array.from(typed).length > 24 ? `${Array.from(typed).slice(0, 24).join('')}…` : typed;
      expect(summary).toContain(`输入卡号「${kept}」`);
      expect(summary).toContain('卡号格式不正确');
    },
  );

  it("ticks a signed-up alumnus by name, once; a cancelled sign-up or another activity's is refused", async () => {
    const who = await signUpAnother(1);
    const row = (await signups()).find((r) => r.name === who.name && r.status === 'signed')!;
    const before = await detail();
    const tick = await as('editor', 'POST', `${base}/${activityId}/signups/${row.id}/checkin`, {});
    expect(tick.statusCode).toBe(200);
    expect(tick.json().data).toMatchObject({
      outcome: 'checked-in',
      message: `${who.name} 签到成功`,
      checkedInCount: before.checkedInCount + 1,
    });
    expect((await signups()).find((r) => r.id === row.id)).toMatchObject({ checkinMethod: 'list', checkedInAt: expect.any(String) });
    expect(await lastAudit()).toMatchObject({ account: 'editor', entity: 'activity-signup', entityId: String(row.id) });
    expect((await lastAudit()).summary).toContain(`按名单签到 ${who.name}`);
    const again = await as('editor', 'POST', `${base}/${activityId}/signups/${row.id}/checkin`, {});
    expect(again.json().data.outcome).toBe('already');
    expect((await detail()).checkedInCount).toBe(before.checkedInCount + 1);

    const cancelled = (await signups()).find((r) => r.status === 'cancelled');
    if (cancelled) {
      const res = await as('editor', 'POST', `${base}/${activityId}/signups/${cancelled.id}/checkin`, {});
      expect(res.json().data.outcome).toBe('not-signed-up');
    }
    expect((await as('editor', 'POST', `${base}/${activityId}/signups/999999/checkin`, {})).statusCode).toBe(404);
    expect((await as('editor', 'POST', `${base}/${activityId}/signups/${row.id}/checkin`, { x: 1 })).statusCode).toBe(400);
  });

  it('lets a walk-in in: counted, listed with a masked phone (kept encrypted), recorded', async () => {
    const before = await detail();
    const res = await as('reviewer', 'POST', `${base}/${activityId}/walk-ins`, {
      name: ' 王来宾 ',
      phone: '139 0000 1111',
      cardNo: 'bjcc 2016 000999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'walk-in',
      name: '王来宾',
      cardNo: 'BJCC-2016-000999',
      checkedInCount: before.checkedInCount + 1,
      walkInCount: before.walkInCount + 1,
    });
    expect(await detail()).toMatchObject({ checkedInCount: before.checkedInCount + 1, walkInCount: before.walkInCount + 1 });
    const list = (await as('reviewer', 'GET', `${base}/${activityId}/walk-ins`)).json().data;
    expect(list[0]).toMatchObject({ name: '王来宾', phone: '139****1111', cardNo: 'BJCC-2016-000999', checkedInAt: expect.any(String) });
    const [stored] = await suite.server.db.query<{ phone: string }>("select phone from activity_walkin where name = '王来宾'");
    expect(stored.phone).toMatch(/^enc1:/);
    expect(await lastAudit()).toMatchObject({ account: 'reviewer', entity: 'activity-walkin' });
    expect((await lastAudit()).summary).toContain('现场登记 王来宾');
    expect((await as('reviewer', 'POST', `${base}/${activityId}/walk-ins`, { name: '赵路人' })).json().data.outcome).toBe('walk-in');
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(31) }, 'name'],
    [{ name: '王来宾', phone: 'abc' }, 'phone'],
    [{ name: '王来宾', cardNo: 'BJCC 2016' }, 'cardNo'],
    [{ name: '王来宾', more: 1 }, 'more'],
  ])('a walk-in %j answers 400 naming %s', async (body, field) => {
    const before = (await detail()).checkedInCount;
    const res = await as('reviewer', 'POST', `${base}/${activityId}/walk-ins`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
    expect((await detail()).checkedInCount).toBe(before);
  });

  it('is open only from an hour before the start to the end, saying when it opens or that it has ended', async () => {
    const who = await signUpAnother(2);
    const row = (await signups()).find((r) => r.name === who.name)!;
    try {
      for (const [start, end, message] of [
        ["now() + interval '61 minutes'", "now() + interval '3 hours'", /^签到尚未开始：本活动 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 起开放签到$/],
        ["now() - interval '3 hours'", "now() - interval '1 minute'", /^活动已结束，签到已关闭$/],
      ] as const) {
        await moveActivity(start, end);
        const before = await detail();
        for (const [url, body] of [
          [`${base}/${activityId}/checkin`, { cardNo: who.cardNo.toLowerCase() }],
          [`${base}/${activityId}/checkin`, { qr: zhangQr }],
          [`${base}/${activityId}/signups/${row.id}/checkin`, {}],
          [`${base}/${activityId}/walk-ins`, { name: '王来宾' }],
        ] as const) {
          const audits = await auditCount();
          const res = await as('reviewer', 'POST', url, body);
          expect(res.statusCode).toBe(400);
          expect(res.json().msg).toMatch(message);
          expect(await auditCount()).toBe(audits + 1);
          expect((await lastAudit()).summary).toMatch(new RegExp(`：${message.source.slice(1)}`));
        }
        expect((await detail()).checkedInCount).toBe(before.checkedInCount);
      }
      // Just inside: 59 minutes before the start.
      await moveActivity("now() + interval '59 minutes'", "now() + interval '3 hours'");
      expect((await checkin({ cardNo: who.cardNo })).json().data.outcome).toBe('checked-in');
    } finally {
      await moveActivity("now() + interval '30 minutes'", "now() + interval '3 hours'");
    }
  });

  it('takes the lead time from CHECKIN_OPENS_MINUTES (60 unless set; a bad value stops the server)', () => {
    expect(readConfig({}).checkinLeadMinutes).toBe(60);
    expect(readConfig({ CHECKIN_OPENS_MINUTES: '15' }).checkinLeadMinutes).toBe(15);
    for (const bad of ['abc', '-5', '2000', '1.5'])
      expect(startProblem(readConfig({ CHECKIN_OPENS_MINUTES: bad }))).toContain('CHECKIN_OPENS_MINUTES');
    expect(startProblem(readConfig({ CHECKIN_OPENS_MINUTES: '0' }))).toBeNull();
  });
});

describe('the camera at the door', () => {
  it('is allowed to the console pages alone (the scanner), never to a public page', async () => {
    const policy = async (url: string) => String((await suite.inject(null, 'GET', url)).headers['permissions-policy']);
    expect(await policy('/admin/events/activities/1')).toContain('camera=(self)');
    expect(await policy('/admin')).toContain('camera=(self)');
    for (const url of ['/', '/card/verify?c=x', '/administration', '/api/site/info']) expect(await policy(url)).toContain('camera=()');
  });
});
