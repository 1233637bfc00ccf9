import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const { tokens } = suite;

const get = (token: string | undefined, url: string) => suite.inject(token, 'GET', url);
const put = (token: string, url: string, payload: unknown) => suite.inject(token, 'PUT', url, payload);

interface Alumnus {
  id: number;
  name: string;
  graduationYear: number;
  faculty: string;
  major: string;
  city?: string;
  company?: string;
}
async function search(query: Record<string, string | number>, token = tokens.zhang) {
  const res = await get(token, `/api/alumsearch/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Alumnus[]; total: number; pageNum: number; pageSize: number };
}
async function options() {
  return (await get(tokens.zhang, '/api/alumsearch/options')).json().data as {
    faculties: Array<{ id: number; name: string }>;
    majors: Array<{ id: number; name: string; facultyId: number }>;
    years: number[];
  };
}

describe('GET /api/alumsearch/options', () => {
  it('lists the 8 colleges, their majors and the graduation years', async () => {
    const data = await options();
    expect(data.faculties.map((f) => f.name)).toEqual([
      '信息工程学院',
      '经济管理学院',
      '建筑工程学院',
      '人文与传媒学院',
      '艺术设计学院',
      '医学院',
      '外国语学院',
      '机电工程学院',
    ]);
    for (const f of data.faculties) {
      const n = data.majors.filter((m) => m.facultyId === f.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(data.years).toContain(2016);
    expect(data.years).toEqual([...data.years].sort((a, b) => b - a));
  });
});

describe('GET /api/alumsearch/list', () => {
  // A name search reads its page and its count in one pass; a page past the end has no row to carry the count.
  it('a name search gives the same total on every page, past the last one too, as a count of its matches', async () => {
    await suite.server.db.query(
      `insert into app_user (name, user_type, student_current_status, card_status, graduation_year)
       select '页数校友' || i, 'alumni', '07', 'verified', 2010 + i from generate_series(1, 4) i`,
    );
    const all = await search({ pageNum: 1, pageSize: 50, name: '页数' });
    expect(all.total).toBe(4);
    expect(all.list.map((a) => a.name)).toEqual(['页数校友4', '页数校友3', '页数校友2', '页数校友1']);
    for (const pageNum of [1, 2, all.total, all.total + 1, all.total + 5]) {
      const page = await search({ pageNum, pageSize: 1, name: '页数' });
      expect({ pageNum, total: page.total, rows: page.list.length }).toEqual({
        pageNum,
        total: all.total,
        rows: pageNum <= all.total ? 1 : 0,
      });
      expect(Object.keys(page.list[0] ?? {})).not.toContain('matchCount');
    }
    expect(await search({ pageNum: 1, pageSize: 5, name: '无此姓名' })).toMatchObject({ list: [], total: 0 });
    expect(await search({ pageNum: 3, pageSize: 5, name: '无此姓名' })).toMatchObject({ list: [], total: 0 });
  });

  it('needs a login', async () => {
    expect((await get(undefined, '/api/alumsearch/list')).statusCode).toBe(401);
    expect((await get(undefined, '/api/alumsearch/options')).statusCode).toBe(401);
    expect((await get(undefined, '/api/alumuser/privacy')).statusCode).toBe(401);
  });

  it('pages through every findable verified alumnus, without phone, student or card numbers', async () => {
    const first = await search({ pageSize: 10 });
    expect(first.total).toBeGreaterThanOrEqual(35);
    expect(first.list).toHaveLength(10);
    const all = await search({ pageSize: 50 });
    const names = all.list.map((a) => a.name);
    expect(names).toContain('张明');
    for (const hidden of ['孙浩然', '冯晓琳', '董欣然', '王芳', '赵磊', '陈静', '停用用户']) expect(names).not.toContain(hidden);
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/phone|studentNo|student_no|cardNo|card_no|idCard/i);
    expect(text).not.toContain('13800005678');
    expect(text).not.toContain('2012030115');
    for (const a of all.list)
      expect(Object.keys(a).sort()).toEqual(expect.arrayContaining(['id', 'name', 'graduationYear', 'faculty', 'major']));
  });

  it('finds by a part of the name', async () => {
    const data = await search({ name: '张' });
    expect(data.list.map((a) => a.name).sort()).toEqual(['张伟', '张明', '张晓燕'].sort());
    expect((await search({ name: ' 明 ' })).list.map((a) => a.name)).toContain('张明');
  });

  it('treats % and _ in the name literally', async () => {
    expect((await search({ name: '%' })).total).toBe(0);
    expect((await search({ name: '_' })).total).toBe(0);
    expect((await search({ name: '\\' })).total).toBe(0);
  });

  it('filters by graduation year, college and major', async () => {
    const year = await search({ graduationYear: 2016, pageSize: 50 });
    expect(year.total).toBeGreaterThan(0);
    expect(year.list.every((a) => a.graduationYear === 2016)).toBe(true);
    const { faculties, majors } = await options();
    const info = faculties.find((f) => f.name === '信息工程学院')!;
    const byFaculty = await search({ facultyId: info.id, pageSize: 50 });
    expect(byFaculty.list.length).toBeGreaterThan(3);
    expect(byFaculty.list.every((a) => a.faculty === '信息工程学院')).toBe(true);
    const cs = majors.find((m) => m.name === '计算机科学与技术')!;
    const byMajor = await search({ facultyId: info.id, majorId: cs.id, pageSize: 50 });
    expect(byMajor.list.every((a) => a.major === '计算机科学与技术' && a.faculty === '信息工程学院')).toBe(true);
    expect(byMajor.list.map((a) => a.name)).toContain('张明');
    const combined = await search({ facultyId: info.id, majorId: cs.id, graduationYear: 2016, name: '明' });
    expect(combined.list.map((a) => a.name)).toEqual(['张明']);
  });

  it('shows city and company only where the alumnus allows it', async () => {
    const all = (await search({ pageSize: 50 })).list;
    const byName = (n: string) => all.find((a) => a.name === n)!;
    expect(byName('刘洋')).toMatchObject({ city: '杭州', company: '网易（杭州）网络有限公司' });
    expect(byName('周婷').city).toBeUndefined();
    expect(byName('周婷').company).toBe('南京南瑞继保电气有限公司');
    expect(byName('林佳怡').city).toBe('广州');
    expect(byName('林佳怡').company).toBeUndefined();
    expect(byName('徐立新')).not.toHaveProperty('city');
    expect(byName('徐立新')).not.toHaveProperty('company');
  });

  it.each([
    ['graduationYear=abc', 'graduationYear'],
    ['graduationYear=1800', 'graduationYear'],
    ['facultyId=0', 'facultyId'],
    ['facultyId=x', 'facultyId'],
    ['facultyId=999', 'facultyId'],
    ['majorId=-1', 'majorId'],
    ['majorId=9999', 'majorId'],
    ['facultyId=2&majorId=1', 'majorId'],
    ['pageNum=0', 'pageNum'],
    ['pageSize=500', 'pageSize'],
    [`name=${'长'.repeat(21)}`, 'name'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(tokens.zhang, `/api/alumsearch/list?${encodeURI(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field } });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('privacy switches', () => {
  it("reads and changes only the caller's own settings, and search follows them", async () => {
    expect((await get(tokens.zhang, '/api/alumuser/privacy')).json().data).toEqual({ findable: true, showCity: true, showCompany: true });
    const saved = await put(tokens.zhang, '/api/alumuser/privacy', { findable: true, showCity: false, showCompany: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ findable: true, showCity: false, showCompany: false });
    let zm = (await search({ name: '张明' }, tokens.li)).list[0];
    expect(zm.name).toBe('张明');
    expect(zm).not.toHaveProperty('city');
    expect(zm).not.toHaveProperty('company');

    await put(tokens.zhang, '/api/alumuser/privacy', { findable: false, showCity: true, showCompany: true });
    expect((await search({ name: '张明' }, tokens.li)).total).toBe(0);
    // 李华's own settings are untouched.
    expect((await get(tokens.li, '/api/alumuser/privacy')).json().data).toEqual({ findable: true, showCity: true, showCompany: true });
    expect((await search({ name: '李华' }, tokens.zhang)).total).toBe(1);

    await put(tokens.zhang, '/api/alumuser/privacy', { findable: true, showCity: true, showCompany: true });
    zm = (await search({ name: '张明' }, tokens.li)).list[0];
    expect(zm).toMatchObject({ name: '张明', city: '杭州', company: '滨江云图科技有限公司' });
  });

  it.each([
    [{ findable: true, showCity: true }, 'showCompany'],
    [{ findable: 'maybe', showCity: true, showCompany: true }, 'findable'],
    [{ findable: null, showCity: true, showCompany: true }, 'findable'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await put(tokens.li, '/api/alumuser/privacy', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });
});
