import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

// The donations ledger: filters and totals, the export (anonymous donors named and marked), the letters (only for
// money received, audited) and their template.
const suite = serverSuite();
let reviewer: string;
let admin: string;
let editor: string;
let orgadmin: string;
const ids = { paidAnon: 0, awaiting: 0, cancelled: 0, seeded: 0 };
let projects: number[];

beforeAll(async () => {
  [reviewer, admin, editor, orgadmin] = await Promise.all([
    staffToken(suite.server, 'reviewer'),
    staffToken(suite.server, 'admin'),
    staffToken(suite.server, 'editor'),
    staffToken(suite.server, 'orgadmin'),
  ]);
  const db = suite.server.db;
  projects = (await db.query<{ id: number }>('select id from donation_project order by id')).map((r) => r.id);
  const user = async (name: string) => (await db.query<{ id: number }>('select id from app_user where name = $1', [name]))[0].id;
  const [wang, li] = [await user('王芳'), await user('李华')];
  ids.seeded = (await db.query<{ id: number }>("select id from donation where order_no = 'D20260906101500A1B2C3D4'"))[0].id;
  const insert = async (row: [number, number, number, boolean, string, string, string, string | null]) =>
    (
      await db.query<{ id: number }>(
        `insert into donation (project_id, user_id, amount, public_display, status, order_no, created_at, paid_at)
         values ($1, $2, $3, case when $4 then 'anonymous' else 'name' end, $5, $6, $7, $8) returning id`,
        row,
      )
    )[0].id;
  // 王芳 gives anonymously to the second project just before midnight in China (UTC the day before).
  ids.paidAnon = await insert([
    projects[1],
    wang,
    500,
    true,
    'paid',
    'DTESTANON0001',
    '2026-10-01T23:30:00+08:00',
    '2026-10-01T23:31:00+08:00',
  ]);
  ids.awaiting = await insert([projects[1], li, 200, false, 'awaiting_payment', 'DTESTWAIT0002', '2026-10-02T09:00:00+08:00', null]);
  ids.cancelled = await insert([projects[0], li, 300, false, 'cancelled', 'DTESTCANC0003', '2026-10-03T09:00:00+08:00', null]);
});

const get = (token: string, url: string) => suite.inject(token, 'GET', url);
const data = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the ledger', () => {
  it('lists every pledge newest first with its donor, anonymous ones named and marked, and totals', async () => {
    const page = await data(reviewer, '/api/admin/donations?pageSize=50');
    expect(page.total).toBe(4);
    expect(page.list.map((e: { id: number }) => e.id)).toEqual([ids.cancelled, ids.awaiting, ids.paidAnon, ids.seeded]);
    const anon = page.list.find((e: { id: number }) => e.id === ids.paidAnon);
    expect(anon).toMatchObject({ donorName: '王芳', anonymous: true, amount: 500, status: 'paid', graduationYear: 2014 });
    // pledged leaves out the cancelled pledge; paid only money received; donors distinct people who paid
    expect(page.totals).toEqual({ pledged: 1000 + 500 + 200, paid: 1500, donors: 2, count: 4 });
    const second = page.projectTotals.find((p: { projectId: number }) => p.projectId === projects[1]);
    expect(second).toMatchObject({ pledged: 700, paid: 500, donors: 1, count: 2 });
    expect(page.projects.length).toBe(projects.length);
  });

  it.each([
    ['status=paid', [0, 1], 1500],
    [`projectId=PROJECT1`, [1, 2], 500],
    ['from=2026-10-01&to=2026-10-01', [1], 500],
    ['from=2026-10-02', [2, 3], 0],
    ['to=2026-09-30', [0], 1000],
    ['keyword=王芳', [1], 500],
    ['keyword=dtestwait', [2], 0],
    ['keyword=nobody', [], 0],
  ])('filters by %s', async (query, which, paid) => {
    const all = [ids.seeded, ids.paidAnon, ids.awaiting, ids.cancelled];
    const page = await data(admin, `/api/admin/donations?pageSize=50&${query.replace('PROJECT1', String(projects[1]))}`);
    expect(page.list.map((e: { id: number }) => e.id).sort()).toEqual(which.map((i) => all[i]).sort());
    expect(page.total).toBe(which.length);
    expect(page.totals.paid).toBe(paid);
  });

  it('pages', async () => {
    const first = await data(reviewer, '/api/admin/donations?pageSize=3');
    const second = await data(reviewer, '/api/admin/donations?pageSize=3&pageNum=2');
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect(second.totals.count).toBe(4);
  });

  it.each([
    ['status=done', 'status'],
    ['from=2026-13-01', 'from'],
    ['projectId=abc', 'projectId'],
    ['from=2026-10-05&to=2026-10-01', 'to'],
    ['keyword=' + 'x'.repeat(65), 'keyword'],
    ['pageSize=500', 'pageSize'],
    ['colour=red', 'colour'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(reviewer, `/api/admin/donations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('is for 审核员 and 管理员 only', async () => {
    expect((await get(editor, '/api/admin/donations')).statusCode).toBe(403);
    expect((await get(orgadmin, '/api/admin/donations')).statusCode).toBe(403);
    expect((await suite.inject(null, 'GET', '/api/admin/donations')).statusCode).toBe(401);
  });
});

describe('the export', () => {
  it('gives the filtered ledger as a workbook, anonymous donors marked 匿名, and records the export', async () => {
    const res = await get(reviewer, `/api/admin/donations/export?projectId=${projects[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="donations-(\\d{4}-\\d{2}-\\d{2})\\.xlsx"; filename\\*=UTF-8''${encodeURIComponent('捐赠台账-')}\\1\\.xlsx$`,
      ),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('捐赠台账')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('匿名');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(2);
    const anon = rows.find((r) => r[2] === 'DTESTANON0001')!;
    expect(anon.slice(1, 9)).toEqual([ids.paidAnon, 'DTESTANON0001', expect.any(String), '王芳', '匿名', 2014, 500, '已到账']);
    const [entry] = await suite.server.db.query<{ summary: string; account: string }>(
      "select summary, account from audit_log where entity = 'donation' and summary like '导出捐赠台账%' order by id desc limit 1",
    );
    expect(entry).toEqual({ summary: '导出捐赠台账 2 条（xlsx）', account: 'reviewer' });
  });

  it('as CSV, and refuses a bad format naming it', async () => {
    const res = await get(admin, '/api/admin/donations/export?format=csv&status=paid');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('DTESTANON0001'))).toContain(',王芳,匿名,');
    const bad = await get(admin, '/api/admin/donations/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('format');
    expect((await get(editor, '/api/admin/donations/export')).statusCode).toBe(403);
  });
});

describe('thank-you letters', () => {
  it('draws a paid donation’s letter from the template with the college from the dictionaries, and audits the view', async () => {
    const letter = await data(reviewer, `/api/admin/donations/${ids.seeded}/letter`);
    expect(letter.donorName).toBe('张明');
    expect(letter.amount).toBe(1000);
    expect(letter.html).toContain('尊敬的张明校友');
    expect(letter.html).toContain('1,000');
    expect(letter.html).toContain('2026年9月6日');
    expect(letter.certificateNo).toBe(`JZ2026-${String(ids.seeded).padStart(6, '0')}`);
    expect(letter.signature).toBe('滨江城市学院校友总会');
    expect(letter.logo).toBe('/media/logo.svg');
    const [entry] = await suite.server.db.query<{ summary: string; entityId: string }>(
      `select summary, entity_id as "entityId" from audit_log where summary like '查看捐赠感谢信%' order by id desc limit 1`,
    );
    expect(entry.entityId).toBe(String(ids.seeded));
    expect(entry.summary).toContain('张明');
  });

  it('refuses a letter for money not received, and 404 for a missing donation', async () => {
    const awaiting = await get(reviewer, `/api/admin/donations/${ids.awaiting}/letter`);
    expect(awaiting.statusCode).toBe(409);
    expect(awaiting.json().msg).toBe('该笔捐赠尚未到账，不能出具感谢信');
    expect((await get(reviewer, `/api/admin/donations/${ids.cancelled}/letter`)).json().msg).toBe('该笔捐赠已取消，不能出具感谢信');
    expect((await get(reviewer, '/api/admin/donations/999999/letter')).statusCode).toBe(404);
    expect((await get(reviewer, '/api/admin/donations/abc/letter')).json().data.field).toBe('id');
    expect((await get(editor, `/api/admin/donations/${ids.seeded}/letter`)).statusCode).toBe(403);
  });

  it('records a print', async () => {
    const res = await suite.inject(reviewer, 'POST', `/api/admin/donations/${ids.seeded}/letter/print`, {});
    expect(res.statusCode).toBe(200);
    const [entry] = await suite.server.db.query<{ summary: string }>(`select summary from audit_log order by id desc limit 1`);
    expect(entry.summary).toContain('打印捐赠感谢信');
    expect((await suite.inject(reviewer, 'POST', `/api/admin/donations/${ids.awaiting}/letter/print`, {})).statusCode).toBe(409);
    expect((await suite.inject(reviewer, 'POST', '/api/admin/donations/999999/letter/print', {})).statusCode).toBe(404);
  });

  it('takes a template from staff, sanitised, and fills its placeholders with escaped values', async () => {
    const before = await data(admin, '/api/admin/donations/letter-template');
    expect(before.updatedAt).toBeNull();
    expect(before.content).toContain('{姓名}');
    const put = await suite.inject(admin, 'PUT', '/api/admin/donations/letter-template', {
      title: '致谢函',
      content: '<p onclick="x()">亲爱的{姓名}：感谢您为{项目}捐赠{金额}元。编号{证书编号}{未知}</p><script>alert(1)</script>',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.content).not.toMatch(/script|onclick/);
    // a donor's name with markup stays text on the letter
    await suite.server.db.query("update app_user set name = '王<b>芳</b>' where name = '王芳'");
    const letter = await data(reviewer, `/api/admin/donations/${ids.paidAnon}/letter`);
    expect(letter.title).toBe('致谢函');
    expect(letter.html).toContain('亲爱的王&lt;b&gt;芳&lt;/b&gt;：感谢您为');
    expect(letter.html).toContain('{未知}');
    await suite.server.db.query("update app_user set name = '王芳' where name = '王<b>芳</b>'");
  });

  it('refuses a bad template naming the field', async () => {
    const put = (body: object) => suite.inject(reviewer, 'PUT', '/api/admin/donations/letter-template', body);
    expect((await put({ title: '致', content: '<p>x</p>' })).json().data.field).toBe('title');
    expect((await put({ title: '致谢函', content: '<script>x</script>' })).json().data.field).toBe('content');
    expect((await put({ title: '致谢函' })).json().data.field).toBe('content');
    expect(
      (await suite.inject(editor, 'PUT', '/api/admin/donations/letter-template', { title: '致谢函', content: '<p>x</p>' })).statusCode,
    ).toBe(403);
  });
});
