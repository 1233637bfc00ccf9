import { decryptField, fieldCipher } from '../../server/crypto/field-cipher.ts';
import { insertRecords } from '../../server/repositories/roster.ts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import { hashSecret } from '../../server/auth/tokens.ts';
import type { Queryable } from '../../server/db/connect.ts';
import { startTestServer, staffToken, type TestServer } from '../helpers/server.ts';

const URL_ = '/api/alumuser/dataExport';
const JSON_FILE = '我的数据.json';
const PAGE_FILE = '我的数据.html';
const day = 86_400_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataExportRateLimit: 3 });
});
afterAll(() => server.close());

const exportAs = (token?: string) =>
  server.app.inject({ method: 'GET', url: URL_, headers: token ? { authorization: `Bearer ${token}` } : {} });

const one = async <T>(db: Queryable, sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0];

async function tokenFor(userId: number) {
  return createSession(server.db, userId, day);
}

/** The ZIP's two files: the JSON parsed, the page as text, and the JSON as text (to scan). */
function unpack(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  expect(Object.keys(files).sort()).toEqual([JSON_FILE, PAGE_FILE].sort());
  const jsonText = strFromU8(files[JSON_FILE]);
  return { json: JSON.parse(jsonText) as Record<string, { 说明: string; 记录: unknown }>, jsonText, page: strFromU8(files[PAGE_FILE]) };
}

/**
 * A new alumnus with a record of every kind, each value carrying `mark` so it can be told apart: answers their id and
 * every distinctive value written (what no other person's export may hold).
 */
async function personWithEverything(db: Queryable, mark: string, digits: string) {
  // The registrar's record of the person's 学号 (校友信息库), its numbers stored encrypted.
  const roster = { className: `${mark}软件1101班`, rosterId: `33010219870303${digits.slice(4, 8)}`, rosterPhone: `135${digits}` };
  const values = {
    name: `${mark}校友`,
    phone: `139${digits}`,
    studentNo: `S${digits}`,
    company: `${mark}科技公司`,
    nickname: `${mark}的微信`,
    message: `${mark}的消息内容`,
    subscribeOutcome: `${mark}的订阅消息发送结果`,
    proposal: `${mark}申办的读书会`,
    joinReason: `${mark}想加入组织`,
    companyApp: `${mark}入驻企业`,
    contactPhone: `137${digits}`,
    contactEmail: `${digits}@example.org`,
    job: `${mark}招聘的工程师`,
    donationMessage: `${mark}的捐赠留言`,
    orderNo: `DN${digits}`,
    visitReason: `${mark}返校看望老师`,
    carPlate: `浙A${digits.slice(0, 5)}`,
    visitor: `${mark}来访人`,
    visitorId: `33010619900101${digits.slice(0, 4)}`,
    proofReason: `${mark}补办学位证明`,
    proofId: `11010119850202${digits.slice(4, 8)}`,
    proofPhone: `136${digits}`,
    address: `${mark}路 ${digits} 号`,
    upload: `/uploads/${digits}.png`,
    consentPurpose: `${mark}核实身份`,
    ...roster,
  };
  const { id } = await one<{ id: number }>(
    db,
    `insert into app_user (name, user_type, student_current_status, card_status, student_no, faculty, major, graduation_year, city, company, phone)
     values ($1, 'alumni', '07', 'verified', $2, '信息工程学院', '软件工程', 2015, '杭州', $3, $4) returning id`,
    [values.name, values.studentNo, values.company, values.phone],
  );
  await db.query(`insert into wx_account (openid, nickname, user_id, unionid) values ($1, $2, $3, $4)`, [
    `openid-${digits}`,
    values.nickname,
    id,
    `unionid-${digits}`,
  ]);
  await db.query(`insert into message (user_id, kind, title, content) values ($1, 'system', '通知', $2)`, [id, values.message]);
  // A WeChat subscribe message the mini-program's 允许 let the server send, with its outcome.
  const subscription = await one<{ id: number }>(
    db,
    `insert into mp_subscription (account_openid, mp_openid, kind, template_id) values ($1, $1, 'review', 'tmplReview0001') returning id`,
    [`openid-${digits}`],
  );
  await db.query(
    `insert into subscribe_message (dedupe_key, user_id, subscription_id, kind, page, fields, state, outcome)
     values ($1, $2, $3, 'review', 'pages/application/index', '{}', 'failed', $4)`,
    [`export-${digits}`, id, subscription.id, values.subscribeOutcome],
  );
  const activity = await one<{ id: number }>(db, 'select id from activity order by id limit 1');
  await db.query(`insert into activity_signup (activity_id, user_id) values ($1, $2)`, [activity.id, id]);
  await db.query(
    `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description)
     values ($1, $2, 'salon', now() + interval '10 days', now() + interval '11 days', '图书馆', 20, now() + interval '5 days', '介绍')`,
    [id, values.proposal],
  );
  const org = await one<{ id: number }>(db, 'select id from organization order by id limit 1');
  await db.query(`insert into org_join_request (organization_id, user_id, reason, status) values ($1, $2, $3, 'approved')`, [
    org.id,
    id,
    values.joinReason,
  ]);
  const company = await one<{ id: number }>(
    db,
    `insert into company (name, industry, scale, city, logo, summary, introduction, founder_name, founder_graduation, contact_name, contact_phone, contact_email)
     values ($1, '软件', '50人以下', '杭州', '/media/logo.svg', '简介', '介绍', $2, '2015届', $2, $3, $4) returning id`,
    [values.companyApp, values.name, values.contactPhone, values.contactEmail],
  );
  await db.query(
    `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email, status, company_id)
     values ($1, $2, '软件', '50人以下', '杭州', '/media/logo.svg', '介绍', $3, $4, $5, 'approved', $6)`,
    [id, values.companyApp, values.name, values.contactPhone, values.contactEmail, company.id],
  );
  await db.query(
    `insert into job (company_id, title, city, salary_min, salary_max, education, experience, description)
     values ($1, $2, '杭州', 10000, 20000, '本科', '3年', '职位描述')`,
    [company.id, values.job],
  );
  const project = await one<{ id: number }>(db, 'select id from donation_project order by id limit 1');
  await db.query(`insert into donation (project_id, user_id, amount, message, order_no) values ($1, $2, 88, $3, $4)`, [
    project.id,
    id,
    values.donationMessage,
    values.orderNo,
  ]);
  const slot = await one<{ id: number }>(db, 'select id from visit_slot order by id limit 1');
  const visit = await one<{ id: number }>(
    db,
    `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason) values ($1, current_date + 3, $2, 1, $3, $4) returning id`,
    [id, slot.id, values.carPlate, values.visitReason],
  );
  await db.query(`insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)`, [
    visit.id,
    values.visitor,
    values.visitorId,
  ]);
  await db.query(
    `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason, delivery, address, phone, id_number)
     values ($1, $2, $3, '信息工程学院', '软件工程', 2015, '学位证明', $4, 'post', $5, $6, $7)`,
    [id, values.name, values.studentNo, values.proofReason, values.address, values.proofPhone, values.proofId],
  );
  await db.query(`insert into upload (path, user_id, size, original_name) values ($1, $2, 1024, 'logo.png')`, [values.upload, id]);
  await db.query(
    `insert into consent_record (user_id, kind, policy_version, decision, purpose) values
       ($1, 'privacy_policy', 1, 'agreed', ''), ($1, 'id_number', null, 'agreed', $2)`,
    [id, values.consentPurpose],
  );
  await insertRecords(db, fieldCipher(server.keys), [
    {
      name: values.name,
      studentNo: values.studentNo,
      gender: '男',
      faculty: '信息工程学院',
      major: '软件工程',
      className: roster.className,
      entryYear: '2011',
      graduationYear: '2015',
      degree: '本科',
      idNumber: roster.rosterId,
      phone: roster.rosterPhone,
      email: '',
      company: '',
      city: '杭州',
    },
  ]);
  // The account is linked to that record, as a card verified against it is.
  await db.query('update app_user set roster_record_id = (select id from alumni_record where student_no = $1) where id = $2', [
    values.studentNo,
    id,
  ]);
  return { id, values };
}

describe('下载我的数据', () => {
  it('needs a sign-in', async () => {
    const res = await exportAs();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it("holds every kind of the person's records, as JSON and as a page, and nothing of anyone else", async () => {
    const a = await personWithEverything(server.db, '甲', '20000001');
    const b = await personWithEverything(server.db, '乙', '80000002');
    const aToken = await tokenFor(a.id);
    const res = await exportAs(aToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('我的数据-')}`);
    const { json, jsonText, page } = unpack(res.rawPayload);

    expect(json['导出时间']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d（北京时间）$/);
    const list = (title: string) => json[title].记录 as Array<Record<string, unknown>>;
    expect(json['个人资料'].记录).toMatchObject({ 姓名: a.values.name, 手机号: a.values.phone, 校友卡状态: '已认证' });
    expect(json['校友查询隐私设置'].记录).toEqual({ 允许其他校友查到我: true, 显示所在城市: true, 显示工作单位: true });
    expect(json['消息通知设置'].记录).toEqual({ 接收审核结果通知: true, 接收活动提醒: true });
    expect(list('绑定的微信')).toEqual([{ 微信昵称: a.values.nickname }]);
    expect(list('我的消息')).toMatchObject([{ 类别: '系统通知', 内容: a.values.message }]);
    expect(list('活动报名')).toMatchObject([{ 状态: '已报名' }]);
    expect(list('我申办的活动')).toMatchObject([{ 活动名称: a.values.proposal, 审核状态: '待审核' }]);
    expect(list('校友组织')).toMatchObject([{ 申请理由: a.values.joinReason, 状态: '已加入' }]);
    expect(list('企业入驻申请')).toMatchObject([{ 企业名称: a.values.companyApp, 联系电话: a.values.contactPhone }]);
    expect(list('企业发布的职位')).toMatchObject([{ 企业: a.values.companyApp, 职位: a.values.job }]);
    expect(list('捐赠记录')).toMatchObject([{ 留言: a.values.donationMessage, 订单号: a.values.orderNo, 状态: '待支付' }]);
    expect(list('返校预约')).toMatchObject([
      { 返校事由: a.values.visitReason, 车牌号: a.values.carPlate, 来访人: [{ 姓名: a.values.visitor, 身份证号: a.values.visitorId }] },
    ]);
    expect(list('证明补办申请')).toMatchObject([
      { 申请理由: a.values.proofReason, 身份证号: a.values.proofId, 手机号: a.values.proofPhone, 邮寄地址: a.values.address },
    ]);
    expect(list('上传的图片')).toMatchObject([{ 地址: a.values.upload }]);
    expect(list('小程序订阅消息')).toMatchObject([{ 类别: '审核结果通知', 状态: '发送失败', 结果: a.values.subscribeOutcome }]);
    // The roster's record A's account is linked to: the registrar's numbers masked, as the portal shows them elsewhere.
    expect(list('学校花名册中的记录')).toMatchObject([
      {
        学号: a.values.studentNo,
        班级: a.values.className,
        身份证号: `3301**********${a.values.rosterId.slice(-4)}`,
        手机: `135****${a.values.rosterPhone.slice(-4)}`,
        毕业年份: '2015',
      },
    ]);
    expect(list('同意记录')).toEqual([
      expect.objectContaining({ 事项: '提供身份证号', 用途: a.values.consentPurpose, 决定: '同意' }),
      expect.objectContaining({ 事项: '隐私政策', 隐私政策版本: 1, 决定: '同意' }),
    ]);
    expect(list('登录记录')).toEqual([{ 登录时间: expect.stringMatching(/^\d{4}-/), 到期时间: expect.any(String), 退出时间: null }]);
    for (const section of Object.values(json).filter((v) => typeof v === 'object')) expect(section.说明).toBeTruthy();

    // Every one of A's values is on the page too (HTML-escaped text is the same for these), in full; but never the
    // registrar's whole numbers.
    const { rosterId, rosterPhone, ...given } = a.values;
    for (const value of Object.values(given)) expect(page).toContain(value);
    for (const whole of [rosterId, rosterPhone]) {
      expect(jsonText).not.toContain(whole);
      expect(page).not.toContain(whole);
    }
    // Nothing of B's, in either file: not one distinctive value, nor B's WeChat identifiers.
    for (const value of [...Object.values(b.values), 'openid-80000002', 'unionid-80000002']) {
      expect(jsonText).not.toContain(value);
      expect(page).not.toContain(value);
    }
    // Nor A's own WeChat identifiers: the nickname only.
    expect(jsonText).not.toContain('openid-20000001');
    expect(jsonText).not.toContain('unionid-20000001');
    // Nor the sign-in's token or its hash.
    for (const secret of [aToken, hashSecret(aToken)]) {
      expect(jsonText).not.toContain(secret);
      expect(page).not.toContain(secret);
    }
  });

  it("has 张明's own seeded records: his name, his campus visit with its visitors' full ID numbers", async () => {
    const zhang = await one<{ id: number }>(server.db, "select id from app_user where name = '张明' order by id limit 1");
    const stored = await one<{ id_number: string }>(
      server.db,
      'select v.id_number from appointment_visitor v join appointment a on a.id = v.appointment_id where a.user_id = $1 limit 1',
      [zhang.id],
    );
    // Stored encrypted; the export hands the owner the number itself.
    const visitor = { id_number: decryptField(server.keys, 'appointment_visitor.id_number', stored.id_number) };
    expect(visitor.id_number).toMatch(/^\d{17}[\dX]$/);
    const { json, page } = unpack((await exportAs(await tokenFor(zhang.id))).rawPayload);
    expect(json['个人资料'].记录).toMatchObject({ 姓名: '张明' });
    expect(JSON.stringify(json['返校预约'].记录)).toContain(visitor.id_number);
    expect(page).toContain(visitor.id_number);
    for (const title of ['我的消息', '活动报名', '我申办的活动', '证明补办申请'])
      expect((json[title].记录 as unknown[]).length, title).toBeGreaterThan(0);
  });

  it('escapes a hostile name and hostile text on the page, and the page loads nothing from outside', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { id } = await one<{ id: number }>(
      server.db,
      `insert into app_user (name, user_type, student_current_status, card_status, city) values ($1, 'alumni', '07', 'verified', $2) returning id`,
      [hostile, `"'&<b>`],
    );
    await server.db.query(`insert into message (user_id, kind, title, content) values ($1, 'review', '审核', $2)`, [
      id,
      '<a href="javascript:alert(2)">点我</a>',
    ]);
    const { json, page } = unpack((await exportAs(await tokenFor(id))).rawPayload);
    expect(json['个人资料'].记录).toMatchObject({ 姓名: hostile });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<a href="javascript');
    expect(page).not.toContain('<b>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&quot;&#39;&amp;&lt;b&gt;');
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).toContain(`default-src 'none'`);
  });

  it('is recorded in the audit log, which the console lists', async () => {
    const person = await personWithEverything(server.db, '丙', '50000003');
    expect((await exportAs(await tokenFor(person.id))).statusCode).toBe(200);
    const admin = await staffToken(server, 'admin');
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/admin/audit?pageNum=1&pageSize=10&entity=my-data&account=alumnus:${person.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.json().data).toMatchObject({
      total: 1,
      list: [
        {
          account: `alumnus:${person.id}`,
          operation: '校友下载本人数据',
          object: `校友本人数据：${person.values.name}`,
          content: expect.stringContaining(`校友 ${person.values.name} 下载了本人数据`),
        },
      ],
    });
  });

  it('answers 429 with a Chinese message after the hourly limit, for that person only', async () => {
    const limited = await personWithEverything(server.db, '丁', '60000004');
    const other = await personWithEverything(server.db, '戊', '70000005');
    const token = await tokenFor(limited.id);
    for (let i = 0; i < 3; i++) expect((await exportAs(token)).statusCode).toBe(200);
    const refused = await exportAs(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^每小时最多下载 3 次我的数据，请 \d+ 分钟后再试$/) });
    // Another person is not held back by it.
    expect((await exportAs(await tokenFor(other.id))).statusCode).toBe(200);
    // A refused attempt hands nothing out, so it leaves no audit entry.
    const { n } = await one<{ n: number }>(server.db, `select count(*)::int as n from audit_log where account = $1`, [
      `alumnus:${limited.id}`,
    ]);
    expect(n).toBe(3);
  });
});
