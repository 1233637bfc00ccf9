// 校友信息库 reaching its alumni and counting them (issue 32, points 4 and 5): the list filtered by 专业 and 所在城市, a
// filter saved under a name, a notice to it reaching exactly the registered alumni whose records it finds, the export of
// a filter's records, and the figures (registration by 届, 院系 and city, registrations a month) with their exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, staffToken, type DemoStaff, type TestServer } from '../helpers/server.ts';

let server: TestServer;
const tokens = {} as Record<DemoStaff, string>;
/** Six demo alumni accounts the records below are given to, by 学号. */
let accounts: Array<{ id: number; studentNo: string }>;

const HEADER = '姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历,所在城市';
/** Records: [key, 院系, 专业, 毕业年份, 所在城市]; a key A–F is one of `accounts`, X has no account. */
const RECORDS = [
  ['A', '计算机学院', '软件工程', 2016, '杭州市'],
  ['B', '计算机学院', '软件工程', 2016, '宁波市'],
  ['C', '计算机学院', '网络工程', 2017, '杭州市'],
  ['D', '计算机学院', '网络工程', 2016, '杭州市'],
  ['E', '计算机学院', '软件工程', 2016, '杭州市'],
  ['F', '经济管理学院', '会计学', 2016, '杭州市'],
  ['X', '计算机学院', '软件工程', 2016, '杭州市'],
] as const;
const studentNoOf = (key: string) => (key === 'X' ? 'RFNOACCOUNT' : accounts['ABCDEF'.indexOf(key)].studentNo);
const idOf = (key: string) => accounts['ABCDEF'.indexOf(key)].id;

async function call(who: DemoStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
  const json = String(res.headers['content-type']).includes('json');
  return { status: res.statusCode, body: json ? res.json() : null, raw: res };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'editor', 'reviewer'] as const) tokens[who] = await staffToken(server, who);
  accounts = await server.db.query<{ id: number; studentNo: string }>(
    `select id, student_no as "studentNo" from app_user
      where user_type = 'alumni' and not disabled and coalesce(student_no, '') <> '' order by id limit 6`,
  );
  // Each card verified, so the import links each account to the new record of its 学号 (a pending or rejected card links
  // no record: issue 48).
  await server.db.query(`update app_user set card_status = 'verified' where id = any($1::int[])`, [accounts.map((a) => a.id)]);
  // E's account is disabled: a notice never reaches a disabled account.
  await server.db.query('update app_user set disabled = true where id = $1', [idOf('E')]);
  const rows = RECORDS.map(([key, faculty, major, year, city]) =>
    [`校友${key}`, studentNoOf(key), '男', faculty, major, `${major}1201`, year - 4, year, '本科', city].join(','),
  );
  const boundary = '----rosterfilters';
  const file = `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/alumni/import',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tokens.reviewer}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => server?.close());

const HANGZHOU_2016_CS = { graduationYear: 2016, faculty: '计算机学院', city: '杭州市' };

describe('the records list', () => {
  it('filters by 专业 and 所在城市, and offers the values the roster holds', async () => {
    const list = async (query: string) =>
      (await call('reviewer', 'GET', `/api/admin/alumni/records?pageSize=50&${query}`)).body.data as {
        list: Array<{ studentNo: string }>;
        majors: string[];
        cities: string[];
      };
    const keysOf = (rows: Array<{ studentNo: string }>) =>
      RECORDS.filter(([key]) => rows.some((r) => r.studentNo === studentNoOf(key))).map(([key]) => key);
    expect(keysOf((await list(`city=${encodeURIComponent('宁波市')}`)).list)).toEqual(['B']);
    expect(keysOf((await list(`major=${encodeURIComponent('网络工程')}&graduationYear=2016`)).list)).toEqual(['D']);
    const all = await list('');
    expect(all.majors).toEqual(expect.arrayContaining(['软件工程', '网络工程', '会计学']));
    expect(all.cities).toEqual(expect.arrayContaining(['杭州市', '宁波市']));
  });
});

describe('saved filters', () => {
  it('are refused without a name, without a criterion, or under a name already taken, each naming the field', async () => {
    const blank = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '  ', city: '杭州市' });
    expect([blank.status, blank.body.data.field, blank.body.msg]).toEqual([400, 'name', '请填写筛选名称']);
    const nothing = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '全部', faculty: ' ' });
    expect([nothing.status, nothing.body.data.field]).toEqual([400, 'name']);
    expect(nothing.body.msg).toContain('请至少选择一个筛选条件');
    const first = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '宁波校友', city: '宁波市' });
    expect(first.status).toBe(200);
    const again = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '宁波校友', city: '杭州市' });
    expect([again.status, again.body.data.field, again.body.msg]).toEqual([400, 'name', '已有名为「宁波校友」的筛选，请换一个名称']);
  });

  it('are for roles with the roster: a 编辑 may not save one', async () => {
    expect((await call('editor', 'POST', '/api/admin/alumni/filters', { name: '编辑的筛选', city: '杭州市' })).status).toBe(403);
    expect((await call('editor', 'GET', '/api/admin/alumni/filters')).status).toBe(403);
  });

  it('are saved with their criteria spelt out, and audited', async () => {
    const saved = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '2016 届计算机学院杭州', ...HANGZHOU_2016_CS });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...HANGZHOU_2016_CS, major: '', label: '2016 届 · 计算机学院 · 杭州市' });
    const listed = (await call('reviewer', 'GET', '/api/admin/alumni/filters')).body.data as Array<{ name: string }>;
    expect(listed.map((f) => f.name)).toContain('2016 届计算机学院杭州');
    const [entry] = await server.db.query<{ summary: string }>(
      `select summary from audit_log where entity = 'roster-filter' order by id desc limit 1`,
    );
    expect(entry.summary).toBe('保存花名册筛选「2016 届计算机学院杭州」：2016 届 · 计算机学院 · 杭州市');
  });
});

describe('a notice to a saved filter', () => {
  it('reaches exactly the registered alumni whose records the filter finds, as the form counted', async () => {
    const saved = await call('reviewer', 'POST', '/api/admin/alumni/filters', {
      name: '通知用筛选',
      ...HANGZHOU_2016_CS,
      major: '软件工程',
    });
    const filterId = saved.body.data.id as number;
    // A and E match (E's account is disabled), X matches with no account; B, C, D, F each differ in one criterion.
    const audiences = (await call('admin', 'GET', '/api/admin/notices/audiences')).body.data;
    expect(audiences.rosterFilters).toContainEqual({ id: filterId, name: '通知用筛选', count: 1 });
    const preview = await call('admin', 'GET', `/api/admin/notices/recipients?audience=roster&rosterFilterId=${filterId}`);
    expect(preview.body.data).toEqual({ count: 1, audienceLabel: '花名册筛选「通知用筛选」' });

    const title = '软件工程 2016 届杭州校友聚会';
    const sent = await call('admin', 'POST', '/api/admin/notices', {
      audience: 'roster',
      rosterFilterId: filterId,
      title,
      content: '周六见。',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      audience: 'roster',
      rosterFilterId: filterId,
      recipientCount: 1,
      audienceLabel: '花名册筛选「通知用筛选」',
    });
    const reached = await server.db.query<{ userId: number }>('select user_id as "userId" from message where title = $1', [title]);
    expect(reached.map((m) => m.userId)).toEqual([idOf('A')]);
  });

  it('reaches the wider filter too (A and D and F are not all in it), and a deleted filter is refused while sent notices keep its name', async () => {
    const saved = await call('reviewer', 'POST', '/api/admin/alumni/filters', {
      name: '杭州 2016 届',
      graduationYear: 2016,
      city: '杭州市',
    });
    const filterId = saved.body.data.id as number;
    const title = '杭州 2016 届校友通知';
    const sent = await call('admin', 'POST', '/api/admin/notices', {
      audience: 'roster',
      rosterFilterId: filterId,
      title,
      content: '请查收。',
    });
    expect(sent.body.data.recipientCount).toBe(3);
    const reached = await server.db.query<{ userId: number }>('select user_id as "userId" from message where title = $1 order by user_id', [
      title,
    ]);
    expect(reached.map((m) => m.userId)).toEqual([idOf('A'), idOf('D'), idOf('F')].sort((a, b) => a - b));

    expect((await call('reviewer', 'DELETE', `/api/admin/alumni/filters/${filterId}`)).status).toBe(200);
    const kept = await call('admin', 'GET', `/api/admin/notices/${sent.body.data.id}`);
    expect(kept.body.data).toMatchObject({ rosterFilterId: null, audienceLabel: '花名册筛选「杭州 2016 届」' });
    const refused = await call('admin', 'POST', '/api/admin/notices', {
      audience: 'roster',
      rosterFilterId: filterId,
      title,
      content: '再发一次。',
    });
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, 'rosterFilterId', '该花名册筛选不存在或已删除']);
    const missing = await call('admin', 'POST', '/api/admin/notices', { audience: 'roster', title, content: '没有选筛选。' });
    expect([missing.status, missing.body.data.field]).toEqual([400, 'rosterFilterId']);
  });
});

describe('a 审核员 and notices', () => {
  it('sends a notice to a saved filter of the roster, audited; every other audience stays refused', async () => {
    const saved = await call('reviewer', 'POST', '/api/admin/alumni/filters', {
      name: '审核员的筛选',
      graduationYear: 2016,
      city: '杭州市',
    });
    const filterId = saved.body.data.id as number;
    // The page offers them the roster's filters only.
    const audiences = (await call('reviewer', 'GET', '/api/admin/notices/audiences')).body.data;
    expect(audiences).toMatchObject({ offered: ['roster'], alumni: 0, years: [], organizations: [] });
    expect(audiences.rosterFilters).toContainEqual({ id: filterId, name: '审核员的筛选', count: 3 });
    expect((await call('editor', 'GET', '/api/admin/notices/audiences')).body.data.offered).toEqual([
      'all',
      'year',
      'organization',
      'roster',
    ]);
    const preview = await call('reviewer', 'GET', `/api/admin/notices/recipients?audience=roster&rosterFilterId=${filterId}`);
    expect(preview.body.data).toEqual({ count: 3, audienceLabel: '花名册筛选「审核员的筛选」' });

    const title = '审核员发给杭州 2016 届的通知';
    const sent = await call('reviewer', 'POST', '/api/admin/notices', {
      audience: 'roster',
      rosterFilterId: filterId,
      title,
      content: '请查收。',
    });
    expect(sent.status, sent.raw.body).toBe(200);
    expect(sent.body.data).toMatchObject({ recipientCount: 3, audienceLabel: '花名册筛选「审核员的筛选」' });
    expect(await server.db.query('select 1 from message where title = $1', [title])).toHaveLength(3);
    const [entry] = await server.db.query<{ account: string; summary: string }>(
      "select account, summary from audit_log where entity = 'notice' order by id desc limit 1",
    );
    expect(entry).toEqual({
      account: 'reviewer',
      summary: `发送通知 #${sent.body.data.id}「${title}」给花名册筛选「审核员的筛选」，共 3 人`,
    });
    expect((await call('reviewer', 'GET', '/api/admin/notices')).body.data.list[0]).toMatchObject({ id: sent.body.data.id });

    const messages = (await server.db.query<{ n: number }>('select count(*)::int as n from message'))[0].n;
    for (const target of [
      { audience: 'all' },
      { audience: 'year', graduationYear: 2016 },
      { audience: 'organization', organizationId: 1 },
    ]) {
      const query = new URLSearchParams(Object.entries(target).map(([k, v]) => [k, String(v)]));
      const counted = await call('reviewer', 'GET', `/api/admin/notices/recipients?${query}`);
      expect([counted.status, counted.body.msg]).toEqual([403, '无权进行此操作']);
      const refused = await call('reviewer', 'POST', '/api/admin/notices', { ...target, title: '不该发出的通知', content: '正文内容' });
      expect([refused.status, refused.body.msg]).toEqual([403, '无权进行此操作']);
    }
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from message'))[0].n).toBe(messages);
  });
});

describe('exporting a filter', () => {
  it("writes the filter's records (no paging) as CSV with the account column, and audits the export", async () => {
    const res = await call(
      'reviewer',
      'GET',
      `/api/admin/alumni/records/export?format=csv&city=${encodeURIComponent('杭州市')}&graduationYear=2016`,
    );
    expect(res.status).toBe(200);
    const lines = res.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历,身份证号,手机,邮箱,工作单位,所在城市,门户账号,标签');
    const exported = lines.slice(1).map((l) => l.split(',')[1]);
    expect(exported.sort()).toEqual(['A', 'D', 'E', 'F', 'X'].map(studentNoOf).sort());
    expect(lines.find((l) => l.includes(studentNoOf('X')))).toMatch(/,未注册,[^,]*$/);
    expect(lines.find((l) => l.includes(studentNoOf('A')))).toMatch(/,已注册,[^,]*$/);
    const [entry] = await server.db.query<{ summary: string }>(
      `select summary from audit_log where summary like '导出校友记录%' order by id desc limit 1`,
    );
    expect(entry.summary).toBe('导出校友记录 5 条（2016 届 · 杭州市，csv，含完整身份证号、手机）');
  });
});

describe('the figures', () => {
  it('count records and registered ones by 届, 院系 and city (a disabled account is not registered), and registrations a month', async () => {
    const res = await call('reviewer', 'GET', '/api/admin/alumni/stats');
    expect(res.status).toBe(200);
    const stats = res.body.data;
    // 2016: A B D E F X, of which A B D F have accounts (E's is disabled, X has none); 2017: C.
    expect(stats.byYear).toEqual([
      { year: 2017, records: 1, registered: 1 },
      { year: 2016, records: 6, registered: 4 },
    ]);
    expect(stats.byFaculty).toEqual([
      { faculty: '计算机学院', records: 6, registered: 4 },
      { faculty: '经济管理学院', records: 1, registered: 1 },
    ]);
    expect(stats.byCity).toEqual([
      { city: '杭州市', records: 6, registered: 4 },
      { city: '宁波市', records: 1, registered: 1 },
    ]);
    // On the map: both cities are in 浙江.
    expect(stats.byProvince).toEqual([{ province: '浙江', records: 7, registered: 5 }]);
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1)).toEqual({ month: thisMonth, registrations: expect.any(Number) });
    // The seeded alumni registered when the database was seeded, this month.
    const [{ seeded }] = await server.db.query<{ seeded: number }>(
      `select count(*)::int as seeded from app_user where user_type = 'alumni'
        and to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') = $1`,
      [thisMonth],
    );
    expect(stats.monthly.at(-1).registrations).toBe(seeded);
    expect((await call('editor', 'GET', '/api/admin/alumni/stats')).status).toBe(403);
  });

  it('export one table as the page shows it, with the rate, and the export is audited', async () => {
    const res = await call('reviewer', 'GET', '/api/admin/alumni/stats/export?table=year&format=csv');
    expect(res.status).toBe(200);
    expect(
      res.raw.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['届别,花名册人数,已注册,注册率', '2017 届,1,1,100.0%', '2016 届,6,4,66.7%']);
    const [entry] = await server.db.query<{ summary: string }>(
      `select summary from audit_log where entity = 'alumni-stats' order by id desc limit 1`,
    );
    expect(entry.summary).toBe('导出统计「按届注册率」2 行（csv）');
    const refused = await call('reviewer', 'GET', '/api/admin/alumni/stats/export?table=nation');
    expect(refused.status).toBe(400);
  });
});

describe('tags', () => {
  const recordId = async (key: string) =>
    (await server.db.query<{ id: number }>('select id from alumni_record where student_no = $1', [studentNoOf(key)]))[0].id;
  const setTags = async (key: string, tags: string[]) =>
    call('reviewer', 'PUT', `/api/admin/alumni/records/${await recordId(key)}/tags`, { tags });

  it('are set whole, trimmed and without repeats, audited; too many or too long is refused naming the field', async () => {
    const set = await setTags('A', [' 理事 ', '校友导师', '理事', '']);
    expect(set.status).toBe(200);
    expect(set.body.data.record.tags).toEqual(['理事', '校友导师']);
    const [entry] = await server.db.query<{ summary: string }>(`select summary from audit_log order by id desc limit 1`);
    expect(entry.summary).toBe(`修改校友记录 校友A（学号 ${studentNoOf('A')}）的标签：无 → 理事、校友导师`);
    const many = await setTags(
      'A',
      Array.from({ length: 11 }, (_, i) => `标签${i}`),
    );
    expect([many.status, many.body.data.field, many.body.msg]).toEqual([400, 'tags', '一条记录最多 10 个标签']);
    const long = await setTags('A', ['一二三四五六七八九十一二三四五六七八九十一']);
    expect([long.status, long.body.data.field]).toEqual([400, 'tags']);
    expect((await call('reviewer', 'PUT', '/api/admin/alumni/records/999999/tags', { tags: ['理事'] })).status).toBe(404);
    expect((await call('editor', 'PUT', `/api/admin/alumni/records/${await recordId('A')}/tags`, { tags: [] })).status).toBe(403);
  });

  it('filter the list, and a notice to a saved filter of a tag reaches the registered alumni so tagged', async () => {
    await setTags('D', ['理事']);
    await setTags('X', ['理事']);
    const list = await call('reviewer', 'GET', `/api/admin/alumni/records?tag=${encodeURIComponent('理事')}`);
    expect(list.body.data.list.map((r: { studentNo: string }) => r.studentNo).sort()).toEqual(['A', 'D', 'X'].map(studentNoOf).sort());
    expect(list.body.data.tags).toEqual(expect.arrayContaining(['理事', '校友导师']));
    const saved = await call('reviewer', 'POST', '/api/admin/alumni/filters', { name: '理事们', tag: '理事' });
    expect(saved.body.data).toMatchObject({ tag: '理事', label: '标签“理事”' });
    const title = '理事会议通知';
    const sent = await call('admin', 'POST', '/api/admin/notices', {
      audience: 'roster',
      rosterFilterId: saved.body.data.id,
      title,
      content: '周五开会。',
    });
    expect(sent.body.data.recipientCount).toBe(2);
    const reached = await server.db.query<{ userId: number }>('select user_id as "userId" from message where title = $1 order by user_id', [
      title,
    ]);
    expect(reached.map((m) => m.userId)).toEqual([idOf('A'), idOf('D')].sort((a, b) => a - b));
  });
});
