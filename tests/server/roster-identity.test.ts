// Issue 48: one graduate, one account. A roster record links to the account whose card was verified against it; a
// second account that knows the record's four facts (name, 学号, 毕业年份, the ID number's last 6 characters) is not
// verified with it, at application or at resubmission, and waits for a reviewer who sees both accounts. The database
// refuses a second link of one record, and 下载我的数据 masks the registrar's numbers.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config/index.ts';
import { fieldCipher } from '../../server/crypto/field-cipher.ts';
import { createSession } from '../../server/auth/session.ts';
import { migrate } from '../../server/db/migrate.ts';
import { insertRecords } from '../../server/repositories/roster.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { staffToken, startTestServer } from '../helpers/server.ts';

const fake = await startFakeWechat();
const { loginMode, wechat } = readConfig(fake.env('miniprogram'));
const server = await startTestServer({ loginMode, wechat, loginStandin: false, loginRateLimit: 100_000 });
const { app, db } = server;
afterAll(async () => {
  await server.close();
  await fake.close();
});
const reviewer = await staffToken(server, 'reviewer');

const ID_NUMBER = '330106199105204528';
const PHONE = '13812345678';
const record = (name: string, studentNo: string, idNumber = ID_NUMBER, phone = PHONE) => ({
  name,
  studentNo,
  gender: '女',
  faculty: '计算机学院',
  major: '网络工程',
  className: '网络1201',
  entryYear: '2012',
  graduationYear: '2016',
  degree: '本科',
  idNumber,
  phone,
  email: '',
  company: '',
  city: '杭州',
});
await insertRecords(db, fieldCipher(server.keys), [
  record('韩雪', 'H2016001'),
  record('宋佳', 'H2016002', '330106199203154526', '13912345670'),
]);
const recordId = async (studentNo: string) =>
  (await db.query<{ id: number }>('select id from alumni_record where student_no = $1', [studentNo]))[0].id;

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
/** The mini-program of WeChat account `openid`: its session token. */
async function enter(openid: string) {
  const { body } = await call<{ token: string }>('POST', '/api/mp/session', undefined, { jsCode: fake.mpCode({ openid }) });
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}
const facts = (name: string, studentNo: string, idNumberTail: string, graduationYear = 2016) => ({
  name,
  studentNo,
  faculty: '计算机学院',
  graduationYear,
  idNumberTail,
  idConsent: true,
});
const accountOf = async (openid: string) =>
  (
    await db.query<{ id: number; cardStatus: string; recordId: number | null }>(
      `select u.id, u.card_status as "cardStatus", u.roster_record_id as "recordId"
         from app_user u join wx_account w on w.user_id = u.id where w.openid = $1`,
      [openid],
    )
  )[0];
const idOf = async (openid: string) =>
  (await db.query<{ id: number }>('select user_id as id from wx_account where openid = $1', [openid]))[0].id;
type QueueItem = { id: number; applicantId: number; applicantName: string; fields: Array<{ key: string; value: string }> };
async function queued(userId: number) {
  const { body } = await call<{ list: QueueItem[] }>('GET', '/api/admin/review/cards?pageSize=50', reviewer);
  return body.data.list.find((i) => i.id === userId);
}
const field = (item: QueueItem | undefined, key: string) => item?.fields.find((f) => f.key === key)?.value;

describe('a roster record already linked to an account', () => {
  it('verifies the first application and links it; a second account with the same four facts waits for a reviewer who sees both', async () => {
    const first = await call('POST', '/api/mp/register', await enter('identity-first'), facts('韩雪', 'H2016001', '204528'));
    expect(first.body).toMatchObject({ code: 0, data: { cardStatus: 'verified' } });
    const second = await call('POST', '/api/mp/register', await enter('identity-second'), facts('韩雪', 'H2016001', '204528'));
    // The applicant learns no more than that the application waits.
    expect(second.body).toMatchObject({ code: 0, msg: '注册申请已提交，请等待校友工作办公室审核', data: { cardStatus: 'pending' } });
    const owner = await accountOf('identity-first');
    expect(owner).toMatchObject({ cardStatus: 'verified', recordId: await recordId('H2016001') });
    const other = await accountOf('identity-second');
    expect(other).toMatchObject({ cardStatus: 'pending', recordId: null });

    const item = await queued(other.id);
    expect(item).toMatchObject({ applicantId: other.id, applicantName: '韩雪' });
    expect(field(item, 'roster')).toBe('与花名册一致');
    expect(field(item, 'rosterHolder')).toMatch(new RegExp(`^#${owner.id} 韩雪 · 校友卡已通过 · 卡号 \\S+ · \\d{4}-\\d\\d-\\d\\d 注册$`));
    const [audit] = await db.query<{ account: string; summary: string }>(
      `select account, summary from audit_log where action = 'roster-verify-refused' and entity_id = $1`,
      [String(other.id)],
    );
    expect(audit).toMatchObject({ account: '系统' });
    expect(audit.summary).toContain(`该花名册记录已关联账号 #${owner.id}（韩雪），转人工审核`);

    // The owner's own item (verified) names no other account.
    const all = await call<{ list: QueueItem[] }>(
      'GET',
      `/api/admin/review/cards?state=all&pageSize=50&keyword=${encodeURIComponent('韩雪')}`,
      reviewer,
    );
    const own = all.body.data.list.find((i) => i.id === owner.id);
    expect(field(own, 'roster')).toBe('与花名册一致');
    expect(field(own, 'rosterHolder')).toBeUndefined();

    // A reviewer who approves the second account verifies its card without moving the record's link.
    const approved = await call('POST', `/api/admin/review/cards/${other.id}/decision`, reviewer, { action: 'approve' });
    expect(approved.status).toBe(200);
    expect(await accountOf('identity-second')).toMatchObject({ cardStatus: 'verified', recordId: null });
    expect(await accountOf('identity-first')).toMatchObject({ recordId: await recordId('H2016001') });
    const [decision] = await db.query<{ summary: string }>(
      `select summary from audit_log where entity = 'review-cards' and entity_id = $1 order by id desc limit 1`,
      [String(other.id)],
    );
    expect(decision.summary).toContain(`花名册记录（学号 H2016001）已关联账号 #${owner.id}（韩雪），未关联本账号`);
  });

  it('refuses the linked record at resubmission too', async () => {
    const token = await enter('identity-resubmit');
    // A first try that does not match (a wrong year) waits, and a reviewer rejects it.
    const wrong = await call('POST', '/api/mp/register', token, facts('韩雪', 'H2016001', '204528', 2017));
    expect(wrong.body).toMatchObject({ data: { cardStatus: 'pending' } });
    const account = { id: await idOf('identity-resubmit') };
    const rejected = await call('POST', `/api/admin/review/cards/${account.id}/decision`, reviewer, {
      action: 'reject',
      reason: '毕业年份有误',
    });
    expect(rejected.status).toBe(200);
    // Resubmitted with the four facts of the record another account holds: still pending, the reviewer sees both.
    const again = await call('PUT', '/api/mp/application', token, facts('韩雪', 'H2016001', '204528'));
    expect(again.body).toMatchObject({ code: 0, data: { cardStatus: 'pending' } });
    expect(await accountOf('identity-resubmit')).toMatchObject({ cardStatus: 'pending', recordId: null });
    const owner = await accountOf('identity-first');
    expect(field(await queued(account.id), 'rosterHolder')).toMatch(new RegExp(`^#${owner.id} 韩雪 `));
  });

  it('a reviewer approving the first account of a record links it to that record', async () => {
    const token = await enter('identity-reviewed');
    // The ID number's tail mistyped: a partial match, left to a reviewer, who approves.
    const answer = await call('POST', '/api/mp/register', token, facts('宋佳', 'H2016002', '204520'));
    expect(answer.body).toMatchObject({ data: { cardStatus: 'pending' } });
    const account = await accountOf('identity-reviewed');
    expect((await call('POST', `/api/admin/review/cards/${account.id}/decision`, reviewer, { action: 'approve' })).status).toBe(200);
    expect(await accountOf('identity-reviewed')).toMatchObject({ cardStatus: 'verified', recordId: await recordId('H2016002') });
  });

  it('the database refuses a second account linked to one record', async () => {
    const taken = await recordId('H2016001');
    const other = await accountOf('identity-second');
    await expect(db.query('update app_user set roster_record_id = $2 where id = $1', [other.id, taken])).rejects.toMatchObject({
      code: '23505',
    });
  });
});

describe('下载我的数据 of a linked account', () => {
  it("gives the roster record's ID and phone numbers masked, never whole", async () => {
    const owner = await accountOf('identity-first');
    const res = await app.inject({
      method: 'GET',
      url: '/api/alumuser/dataExport',
      headers: { authorization: `Bearer ${await createSession(db, owner.id, 86_400_000)}` },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(files['我的数据.json'])) as Record<string, { 记录: unknown }>;
    expect(json['学校花名册中的记录'].记录).toMatchObject([{ 学号: 'H2016001', 身份证号: '3301**********4528', 手机: '138****5678' }]);
    for (const text of [strFromU8(files['我的数据.json']), strFromU8(files['我的数据.html'])]) {
      expect(text).not.toContain(ID_NUMBER);
      expect(text).not.toContain(PHONE);
    }
    // What the person gave is given back as given, under the name the application form gave it: the ID number's tail.
    expect(json['个人资料'].记录).toMatchObject({ 学号: 'H2016001', '身份证号后 6 位': '204528' });
  });

  it('of the second account holds no roster record at all', async () => {
    const other = await accountOf('identity-second');
    const res = await app.inject({
      method: 'GET',
      url: '/api/alumuser/dataExport',
      headers: { authorization: `Bearer ${await createSession(db, other.id, 86_400_000)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['我的数据.json'])) as Record<string, { 记录: unknown }>;
    expect(json['学校花名册中的记录'].记录).toEqual([]);
  });
});

describe('migration 046 on a database with accounts carrying a 学号', () => {
  it('links each record to the oldest verified account carrying its 学号, and only that one', async () => {
    await insertRecords(db, fieldCipher(server.keys), [record('罗兰', 'H2016003', '330106199301014521', '')]);
    const made = await db.query<{ id: number }>(
      `insert into app_user (name, user_type, student_current_status, card_status, student_no)
       values ('罗兰', 'alumni', '07', 'verified', 'H2016003'), ('罗兰', 'alumni', '07', 'verified', 'H2016003'),
              ('罗兰', 'alumni', '07', 'pending', 'H2016003')
       returning id`,
    );
    const before = await db.query<{ id: number; recordId: number | null }>(
      `select id, roster_record_id as "recordId" from app_user where roster_record_id is not null order by id`,
    );
    await db.query('alter table app_user drop column roster_record_id');
    await db.query("delete from schema_migrations where version like '046_%'");
    await migrate(db);
    const after = await db.query<{ id: number; recordId: number | null }>(
      `select id, roster_record_id as "recordId" from app_user where roster_record_id is not null order by id`,
    );
    const linked = new Map(after.map((r) => [r.id, r.recordId]));
    expect(linked.get(made[0].id)).toBe(await recordId('H2016003'));
    expect(linked.has(made[1].id)).toBe(false);
    expect(linked.has(made[2].id)).toBe(false);
    // The links made before are made again (each of them a verified account carrying its record's 学号).
    for (const r of before) expect(linked.get(r.id)).toBe(r.recordId);
  });
});
