import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

// Notices: the audiences and their counts, the preview, sending (messages, the notice, its audit entry, in one
// transaction) and the list of what was sent.
const suite = serverSuite({ zhang: 'demo-zhangming' });
let editor: string;
let admin: string;
let reviewer: string;
let hangzhou: number;

beforeAll(async () => {
  [editor, admin, reviewer] = await Promise.all([
    staffToken(suite.server, 'editor'),
    staffToken(suite.server, 'admin'),
    staffToken(suite.server, 'reviewer'),
  ]);
  hangzhou = (await suite.server.db.query<{ id: number }>("select id from organization where name like '%杭州校友会%'"))[0].id;
});

const db = () => suite.server.db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db().query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0].n;
const alumni = () => count(`from app_user where user_type = 'alumni' and not disabled`);
async function inbox(token: string) {
  const res = await suite.inject(token, 'GET', '/api/alummessage/list?pageSize=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list;
}
/** Whether a user (by name) has a message with this title: read from the table, as 王芳's pending card keeps her inbox shut. */
const received = async (name: string, title: string) =>
  (await count('from message m join app_user u on u.id = m.user_id where u.name = $1 and m.title = $2', [name, title])) === 1;
const send = (token: string, body: object) => suite.inject(token, 'POST', '/api/admin/notices', body);

describe('audiences and the preview', () => {
  it('offers every year and organisation with their counts', async () => {
    const res = await suite.inject(editor, 'GET', '/api/admin/notices/audiences');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.alumni).toBe(await alumni());
    expect(data.years.find((y: { year: number }) => y.year === 2016).count).toBe(
      await count("from app_user where user_type = 'alumni' and not disabled and graduation_year = 2016"),
    );
    // 张明 and 陈静 are the Hangzhou association's members (approved join requests)
    expect(data.organizations.find((o: { id: number }) => o.id === hangzhou)).toMatchObject({ count: 2 });
  });

  it.each([
    ['audience=all', () => alumni(), '全体校友'],
    [
      'audience=year&graduationYear=2016',
      () => count("from app_user where user_type = 'alumni' and not disabled and graduation_year = 2016"),
      '2016 届校友',
    ],
    ['audience=organization&organizationId=HZ', async () => 2, '杭州校友会成员'],
    ['audience=year&graduationYear=1960', async () => 0, '1960 届校友'],
  ])('counts the recipients of %s', async (query, expected, label) => {
    const res = await suite.inject(editor, 'GET', `/api/admin/notices/recipients?${query.replace('HZ', String(hangzhou))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(await expected());
    expect(res.json().data.audienceLabel).toContain(label);
  });

  it.each([
    ['', 'audience'],
    ['audience=everyone', 'audience'],
    ['audience=year', 'graduationYear'],
    ['audience=year&graduationYear=abc', 'graduationYear'],
    ['audience=organization', 'organizationId'],
    ['audience=organization&organizationId=99999', 'organizationId'],
  ])('refuses the preview %s naming %s', async (query, field) => {
    const res = await suite.inject(editor, 'GET', `/api/admin/notices/recipients?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });
});

describe('sending', () => {
  it('delivers a notice to a graduation year as a system message, lists it with its count, and audits it', async () => {
    const expected = await count("from app_user where user_type = 'alumni' and not disabled and graduation_year = 2016");
    const messagesBefore = await count('from message');
    // A system notice arrives whatever the review switch says.
    await db().query("update app_user set notify_review = false where name = '张明'");
    const res = await send(editor, {
      audience: 'year',
      graduationYear: 2016,
      title: '2016 届毕业十周年返校通知',
      content: '各位校友：\n\n返校日定于 <12 月 20 日>。\n请提前预约。',
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().data;
    expect(notice).toMatchObject({
      audience: 'year',
      graduationYear: 2016,
      recipientCount: expected,
      audienceLabel: '2016 届校友',
      sender: expect.any(String),
    });
    expect(await count('from message')).toBe(messagesBefore + expected);

    const zhang = (await inbox(suite.tokens.zhang)).find((m: { title: string }) => m.title === '2016 届毕业十周年返校通知');
    expect(zhang.kind).toBe('system');
    expect(zhang.content).toBe('<p>各位校友：</p><p>返校日定于 &lt;12 月 20 日&gt;。<br>请提前预约。</p>');
    // 王芳 graduated in 2014
    expect(await received('王芳', '2016 届毕业十周年返校通知')).toBe(false);

    const list = (await suite.inject(admin, 'GET', '/api/admin/notices')).json().data;
    expect(list.list[0]).toMatchObject({ id: notice.id, recipientCount: expected, audienceLabel: '2016 届校友' });
    expect((await suite.inject(editor, 'GET', `/api/admin/notices/${notice.id}`)).json().data.title).toBe('2016 届毕业十周年返校通知');
    const [entry] = await db().query<{ summary: string; entity: string; account: string }>(
      "select summary, entity, account from audit_log where entity = 'notice' order by id desc limit 1",
    );
    expect(entry).toEqual({
      entity: 'notice',
      account: 'editor',
      summary: `发送通知 #${notice.id}「2016 届毕业十周年返校通知」给2016 届校友，共 ${expected} 人`,
    });
    // exactly one entry for the write (the hook writes no second)
    expect(await count("from audit_log where action = 'POST /api/admin/notices'")).toBe(1);
  });

  it('to an organisation’s members only, and to all alumni', async () => {
    const org = await send(admin, {
      audience: 'organization',
      organizationId: hangzhou,
      title: '杭州校友会年会',
      content: '年会将于下月举行。',
    });
    expect(org.json().data.recipientCount).toBe(2);
    expect((await inbox(suite.tokens.zhang)).some((m: { title: string }) => m.title === '杭州校友会年会')).toBe(true);
    expect(await received('王芳', '杭州校友会年会')).toBe(false);
    const all = await send(editor, { audience: 'all', title: '全体校友通知', content: '致全体校友。' });
    expect(all.json().data.recipientCount).toBe(await alumni());
    expect(await received('王芳', '全体校友通知')).toBe(true);
  });

  it('sends nothing to an audience with no one in it, and leaves no trace', async () => {
    const before = [await count('from message'), await count('from staff_notice'), await count('from audit_log')];
    const res = await send(editor, { audience: 'year', graduationYear: 1960, title: '无人接收', content: '测试内容' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('audience');
    expect([await count('from message'), await count('from staff_notice'), await count('from audit_log')]).toEqual(before);
  });

  it.each([
    [{ audience: 'all', title: '通', content: '正文内容' }, 'title'],
    [{ audience: 'all', title: '标题'.repeat(31), content: '正文内容' }, 'title'],
    [{ audience: 'all', title: '通知标题', content: '正'.repeat(2001) }, 'content'],
    [{ audience: 'all', title: '通知标题' }, 'content'],
    [{ audience: 'year', title: '通知标题', content: '正文内容' }, 'graduationYear'],
    [{ audience: 'organization', title: '通知标题', content: '正文内容' }, 'organizationId'],
    [{ audience: 'organization', organizationId: 99999, title: '通知标题', content: '正文内容' }, 'organizationId'],
    [{ audience: 'class', title: '通知标题', content: '正文内容' }, 'audience'],
    [{ audience: 'all', title: '通知标题', content: '正文内容', extra: 1 }, 'extra'],
  ])('refuses a body naming %2$s (%#)', async (body, field) => {
    const res = await send(editor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('is for 内容编辑 and 管理员, a 审核员 only to a saved roster filter (roster-filters.test.ts); a missing notice is 404', async () => {
    expect((await send(reviewer, { audience: 'all', title: '通知标题', content: '正文内容' })).statusCode).toBe(403);
    expect((await send(reviewer, { audience: 'year', graduationYear: 2016, title: '通知标题', content: '正文内容' })).statusCode).toBe(403);
    expect((await suite.inject(reviewer, 'GET', '/api/admin/notices')).statusCode).toBe(200);
    expect((await suite.inject(reviewer, 'GET', '/api/admin/notices/audiences')).json().data).toMatchObject({
      offered: ['roster'],
      years: [],
      organizations: [],
    });
    expect((await suite.inject(null, 'GET', '/api/admin/notices')).statusCode).toBe(401);
    expect((await suite.inject(editor, 'GET', '/api/admin/notices/999999')).statusCode).toBe(404);
    expect((await suite.inject(editor, 'GET', '/api/admin/notices?pageSize=0')).json().data.field).toBe('pageSize');
  });
});
