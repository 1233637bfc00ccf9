import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, startProblem } from '../../server/config/index.ts';
import { remindTomorrow, sendDueMessages } from '../../server/jobs/mp-messages.ts';
import { wechatClient } from '../../server/wechat/flow.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { staffToken, startTestServer } from '../helpers/server.ts';

// The mini-program's side of a card application (我的申请, 修改后重新提交) and WeChat's subscribe messages
// (审核结果通知 on a card decision, 活动提醒 the day before a signed-up activity), against a fake WeChat that, as WeChat
// does, takes a message only when the person allowed that template.
const fake = await startFakeWechat();
const TEMPLATES = { WX_MP_TEMPLATE_REVIEW: 'tmplReview0001', WX_MP_TEMPLATE_ACTIVITY: 'tmplActivity001' };
const wechat = readConfig(fake.env('miniprogram', TEMPLATES)).wechat;
const server = await startTestServer({ loginMode: 'miniprogram', loginStandin: false, loginRateLimit: 100_000, wechat });
const { app, db } = server;
afterAll(async () => {
  await server.close();
  await fake.close();
});

const reviewer = await staffToken(server, 'reviewer');
const form = {
  name: '林晓',
  studentNo: '20180123',
  faculty: '信息工程学院',
  graduationYear: 2022,
  idNumberTail: '12345x',
  idConsent: true,
};

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
async function call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
/** The mini-program entering as `openid` (its wx.login code through the fake): the session's answer. */
async function enter(openid: string) {
  const { body } = await call<{ token: string; bound: boolean; userToken: string | null; subscribeTemplates: unknown }>(
    'POST',
    '/api/mp/session',
    undefined,
    { jsCode: fake.mpCode({ openid }) },
  );
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
const decide = (id: number, action: 'approve' | 'reject', reason?: string) =>
  call('POST', `/api/admin/review/cards/${id}/decision`, reviewer, { action, ...(reason ? { reason } : {}) });
/** An application as the console's 校友卡申请 queue (待处理) lists it. */
async function queueItem(id: number) {
  const { body } = await call<{ list: Array<{ id: number; fields: Array<{ key: string; value: string }> }> }>(
    'GET',
    `/api/admin/review/cards?pageNum=1&pageSize=20&keyword=${encodeURIComponent('林晓')}`,
    reviewer,
  );
  return body.data.list.find((item) => item.id === id)!;
}
const userOf = async (name: string) => (await db.query<{ id: number }>('select id from app_user where name = $1', [name]))[0].id;
/** Waits for the messages sent right after a decision (they leave after its answer, not with it). */
async function sentCount(n: number) {
  await expect.poll(() => fake.subscribeMessages.length, { timeout: 10_000 }).toBe(n);
}

describe('我的申请 and 修改后重新提交', () => {
  it('reads the application, resubmits a rejected one with the earlier reason kept, and refuses what may not be resubmitted', async () => {
    const openid = 'mp-openid-linxiao';
    const first = await enter(openid);
    expect(first).toMatchObject({
      bound: false,
      userToken: null,
      subscribeTemplates: { review: 'tmplReview0001', activity: 'tmplActivity001' },
    });
    expect((await call('GET', '/api/mp/application', first.token)).body.data).toMatchObject({ status: 'none', values: null });
    expect((await call('PUT', '/api/mp/application', first.token, form)).status).toBe(403);
    expect((await call('GET', '/api/mp/application')).status).toBe(401);

    // 审核结果通知 allowed at 提交: one message may be sent.
    fake.acceptSubscription(openid, ['tmplReview0001']);
    expect((await call('POST', '/api/mp/subscriptions', first.token, { accepted: ['review'] })).body.code).toBe(0);
    expect((await call('POST', '/api/mp/register', first.token, form)).body.data).toEqual({ cardStatus: 'pending' });
    const id = await userOf('林晓');

    const pending = (await call('GET', '/api/mp/application', first.token)).body.data;
    expect(pending).toMatchObject({
      status: 'pending',
      resubmitted: false,
      reason: null,
      values: { name: '林晓', studentNo: '20180123', faculty: '信息工程学院', graduationYear: 2022 },
    });
    expect(JSON.stringify(pending)).not.toContain('12345');
    expect((await call('PUT', '/api/mp/application', first.token, form)).status).toBe(409);

    expect((await decide(id, 'reject', '学号与毕业年份不符，请核对后重新提交')).status).toBe(200);
    await sentCount(1);
    expect(fake.subscribeMessages[0]).toEqual({
      touser: openid,
      templateId: 'tmplReview0001',
      page: 'pages/application/index',
      state: 'formal',
      data: {
        thing1: { value: '校友卡申请' },
        phrase2: { value: '未通过' },
        time3: { value: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) },
        // 原因：学号与毕业年份不符，请核对后重新提交 is 21 characters; a thing takes 20.
        thing4: { value: '原因：学号与毕业年份不符，请核对后重新…' },
      },
    });
    // The site message is written as before, and the send is in the audit log as 系统's.
    const [message] = await db.query<{ title: string }>(`select title from message where user_id = $1 order by id desc limit 1`, [id]);
    expect(message.title).toBe('校友卡审核未通过');
    await expect
      .poll(async () => (await db.query(`select summary from audit_log where entity = 'subscribe-message' and account = '系统'`)).length)
      .toBe(1);

    const second = await enter(openid);
    expect(second.bound).toBe(true);
    const rejected = (await call('GET', '/api/mp/application', second.token)).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: '学号与毕业年份不符，请核对后重新提交', resubmitted: false });

    const fixed = { ...form, studentNo: '20180124', graduationYear: 2021 };
    expect((await call('PUT', '/api/mp/application', second.token, { ...fixed, idConsent: false })).body).toMatchObject({
      code: 400,
      data: { field: 'idConsent' },
    });
    expect((await call('PUT', '/api/mp/application', second.token, fixed)).body).toEqual({
      code: 0,
      msg: '注册申请已提交，请等待校友工作办公室审核',
      data: { cardStatus: 'pending' },
    });
    const resubmitted = (await call('GET', '/api/mp/application', second.token)).body.data;
    expect(resubmitted).toMatchObject({
      status: 'pending',
      resubmitted: true,
      reason: null,
      previousReason: '学号与毕业年份不符，请核对后重新提交',
      values: { studentNo: '20180124', graduationYear: 2021 },
    });
    // The console's queue shows it as resubmitted, with the earlier reason.
    const fields = Object.fromEntries((await queueItem(id)).fields.map((f) => [f.key, f.value]));
    expect(fields).toMatchObject({ studentNo: '20180124', previousReason: '学号与毕业年份不符，请核对后重新提交' });
    expect(fields.resubmittedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    // No 允许 given this time: the approval writes the site message and sends nothing to WeChat.
    expect((await decide(id, 'approve')).status).toBe(200);
    const [approved] = await db.query<{ title: string }>(`select title from message where user_id = $1 order by id desc limit 1`, [id]);
    expect(approved.title).toBe('校友卡审核通过');
    expect(await db.query('select 1 from subscribe_message where user_id = $1', [id])).toHaveLength(1);
    expect(fake.subscribeMessages).toHaveLength(1);

    // Verified, the session carries a portal token for the personal API.
    const third = await enter(openid);
    expect(third.userToken).toEqual(expect.any(String));
    const me = await call<{ name: string; userStatus: string }>('GET', '/api/alumuser/info', third.userToken!);
    expect(me.body.data).toMatchObject({ name: '林晓', userStatus: 'verified' });
    expect((await call('PUT', '/api/mp/application', third.token, fixed)).status).toBe(409);
  });
});

describe('subscribe messages', () => {
  it('a send WeChat cannot take now is tried again later; one the person never allowed there fails for good; both audited when over', async () => {
    const openid = 'mp-openid-retry';
    const session = await enter(openid);
    expect((await call('POST', '/api/mp/subscriptions', session.token, { accepted: ['review', 'activity'] })).body.code).toBe(0);
    expect(await db.query('select kind from mp_subscription where mp_openid = $1 order by kind', [openid])).toEqual([
      { kind: 'activity' },
      { kind: 'review' },
    ]);
    await call('POST', '/api/mp/register', session.token, { ...form, name: '周远', studentNo: '20170001' });
    const id = await userOf('周远');
    const before = fake.subscribeMessages.length;

    // The fake has no 允许 of this person: WeChat's 43101 is final.
    fake.fail('subscribe_send', -1);
    await decide(id, 'reject', '照片不清晰');
    await expect
      .poll(async () => (await db.query<{ outcome: string }>('select outcome from subscribe_message where user_id = $1', [id]))[0]?.outcome)
      .toBe('第 1 次发送失败：微信系统繁忙，请稍后重试');
    const [retry] = await db.query<{ attempts: number; outcome: string; wait: number }>(
      `select attempts, outcome, extract(epoch from next_attempt_at - now())::int as wait from subscribe_message where user_id = $1`,
      [id],
    );
    expect(retry).toMatchObject({ attempts: 1, outcome: '第 1 次发送失败：微信系统繁忙，请稍后重试' });
    expect(retry.wait).toBeGreaterThan(30);
    expect(retry.wait).toBeLessThanOrEqual(60);

    await db.query(`update subscribe_message set next_attempt_at = now() where user_id = $1`, [id]);
    expect(await sendDueMessages(db, wechat, wechatClient(wechat))).toBe(1);
    const [final] = await db.query<{ state: string; attempts: number; outcome: string }>(
      'select state, attempts, outcome from subscribe_message where user_id = $1',
      [id],
    );
    expect(final).toEqual({ state: 'failed', attempts: 2, outcome: '用户未允许或已用完本次订阅（微信 43101）' });
    expect(fake.subscribeMessages).toHaveLength(before);
    const audit = await db.query<{ summary: string }>(
      `select summary from audit_log where entity = 'subscribe-message' and entity_id = $1`,
      [String((await db.query<{ id: number }>('select id from subscribe_message where user_id = $1', [id]))[0].id)],
    );
    expect(audit).toEqual([{ summary: `小程序订阅消息「审核结果通知」发给用户 #${id}：用户未允许或已用完本次订阅（微信 43101）` }]);
    // Nothing is due now: a second run sends nothing.
    expect(await sendDueMessages(db, wechat, wechatClient(wechat))).toBe(0);
  });

  it('活动提醒: the day before, each signed-up person gets the site message once, and the WeChat message when allowed', async () => {
    const openid = 'mp-openid-reminded';
    const session = await enter(openid);
    await call('POST', '/api/mp/register', session.token, { ...form, name: '郑敏', studentNo: '20160002' });
    const id = await userOf('郑敏');
    await decide(id, 'approve');
    fake.acceptSubscription(openid, ['tmplActivity001']);
    await call('POST', '/api/mp/subscriptions', (await enter(openid)).token, { accepted: ['activity'] });

    // "Now" is 2031-05-09 20:00 China time: tomorrow's activity is reminded, the one the day after is not.
    const now = new Date('2031-05-09T12:00:00Z');
    const activity = async (title: string, start: string) =>
      (
        await db.query<{ id: number }>(
          `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at)
           values ($1, '摘要', '/media/cover-01.svg', '<p>内容</p>', '图书馆报告厅', '校友会', $2, $2::timestamptz + interval '2 hours', 50, $2, now())
           returning id`,
          [title, start],
        )
      )[0].id;
    const tomorrow = await activity('2031 届校友返校日暨毕业十周年座谈会（第二场）', '2031-05-10T09:30:00+08:00');
    const later = await activity('后天的活动', '2031-05-11T00:30:00+08:00');
    for (const activityId of [tomorrow, later])
      await db.query(`insert into activity_signup (activity_id, user_id) values ($1, $2)`, [activityId, id]);

    expect(await remindTomorrow(db, wechat, now)).toBe(1);
    expect(await remindTomorrow(db, wechat, now)).toBe(0);
    const messages = await db.query<{ title: string; content: string }>(
      `select title, content from message where user_id = $1 and kind = 'activity'`,
      [id],
    );
    expect(messages).toEqual([
      {
        title: '活动提醒：2031 届校友返校日暨毕业十周年座谈会（第二场）',
        content:
          '<p>您报名的活动「2031 届校友返校日暨毕业十周年座谈会（第二场）」将于 2031-05-10 09:30 开始，地点：图书馆报告厅。请准时参加。</p>',
      },
    ]);
    const before = fake.subscribeMessages.length;
    expect(await sendDueMessages(db, wechat, wechatClient(wechat))).toBe(1);
    expect(fake.subscribeMessages.slice(before)).toEqual([
      {
        touser: openid,
        templateId: 'tmplActivity001',
        page: `pages/activity/detail?id=${tomorrow}`,
        state: 'formal',
        data: {
          thing1: { value: '2031 届校友返校日暨毕业十周年座谈…' },
          time2: { value: '2031-05-10 09:30' },
          thing3: { value: '图书馆报告厅' },
          thing4: { value: '活动明天开始，请准时参加' },
        },
      },
    ]);
  });

  it('ignores kinds whose template is not configured, and refuses a malformed list', async () => {
    const session = await enter('mp-openid-ignored');
    const bad = await call('POST', '/api/mp/subscriptions', session.token, { accepted: ['marketing'] });
    expect(bad).toMatchObject({ status: 400, body: { code: 400, data: { field: expect.stringContaining('accepted') } } });
    const { templates } = wechat;
    wechat.templates = { review: templates.review };
    try {
      expect((await call('POST', '/api/mp/subscriptions', session.token, { accepted: ['review', 'activity'] })).body.code).toBe(0);
    } finally {
      wechat.templates = templates;
    }
    expect(await db.query('select kind from mp_subscription where mp_openid = $1', ['mp-openid-ignored'])).toEqual([{ kind: 'review' }]);
  });
});

describe('configuration', () => {
  it.each([
    [{ WX_MP_TEMPLATE_REVIEW_FIELDS: 'thing1=title' }, 'WX_MP_TEMPLATE_REVIEW_FIELDS 须为'],
    [{ WX_MP_TEMPLATE_ACTIVITY_FIELDS: 'thing1' }, 'WX_MP_TEMPLATE_ACTIVITY_FIELDS 须为'],
    [{ WX_MP_TEMPLATE_REVIEW: 'not a template id!' }, 'WX_MP_TEMPLATE_REVIEW 须为'],
  ])('%j stops the start, naming the variable', (env, problem) => {
    expect(startProblem(readConfig(fake.env('miniprogram', env)))).toContain(problem);
  });

  it('takes a template with its own keys', () => {
    const config = readConfig(
      fake.env('miniprogram', { WX_MP_TEMPLATE_REVIEW: 'tmplReview0001', WX_MP_TEMPLATE_REVIEW_FIELDS: 'thing7=item,phrase9=result' }),
    );
    expect(startProblem(config)).toBeNull();
    expect(config.wechat.templates).toEqual({
      review: {
        id: 'tmplReview0001',
        fields: [
          ['thing7', 'item'],
          ['phrase9', 'result'],
        ],
      },
    });
  });
});
