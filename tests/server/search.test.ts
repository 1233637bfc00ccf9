import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';
import type { SearchHit, SearchPage } from '../../src/shared/api/search.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', lihua: 'demo-lihua' });
let editor: string;
beforeAll(async () => {
  editor = await staffToken(suite.server, 'editor');
});

const search = async (query: string, token?: string): Promise<SearchPage> => {
  const res = await suite.inject(token, 'GET', `/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const q = (word: string) => `q=${encodeURIComponent(word)}`;
const marked = (segments: Array<{ text: string; mark?: boolean }>) => segments.filter((s) => s.mark).map((s) => s.text);
const plain = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join('');

/** Seeded news whose title or text (HTML included) contains `word`, by SQL: what a search must find. */
const newsWith = async (word: string, where: 'title' | 'body') =>
  (
    await suite.server.db.query<{ id: number }>(
      where === 'title'
        ? `select id from news where strpos(title, $1) > 0`
        : `select id from news where strpos(title, $1) = 0 and strpos(summary || content, $1) > 0`,
      [word],
    )
  ).map((r) => r.id);

describe('GET /api/search', () => {
  it('finds seeded news by a 2-character word in the title, title hits first, highlighted', async () => {
    // 导师: one seeded news item has it in its title, four only in their text.
    const [titled] = await newsWith('导师', 'title');
    const bodyOnly = await newsWith('导师', 'body');
    expect(bodyOnly.length).toBeGreaterThan(0);
    const page = await search(`${q('导师')}&kind=news&pageSize=50`);
    expect(page.total).toBe(1 + bodyOnly.length);
    expect(page.list[0]).toMatchObject({ kind: 'news', id: titled });
    expect(marked(page.list[0].title)).toEqual(['导师']);
    expect(
      page.list
        .slice(1)
        .map((h) => h.id)
        .sort(),
    ).toEqual([...bodyOnly].sort());
    for (const hit of page.list.slice(1)) expect(marked(hit.snippet)).toContain('导师');
  });

  it('finds seeded news by a 2-character word only in the text, with a marked snippet', async () => {
    const expected = await newsWith('奖学', 'body');
    expect(expected.length).toBeGreaterThan(0);
    expect(await newsWith('奖学', 'title')).toEqual([]);
    const page = await search(`${q('奖学')}&kind=news`);
    expect(page.list.map((h) => h.id).sort()).toEqual([...expected].sort());
    for (const hit of page.list) {
      expect(marked(hit.title)).toEqual([]);
      expect(marked(hit.snippet)).toContain('奖学');
      expect(plain(hit.snippet).length).toBeLessThanOrEqual(92);
    }
  });

  it('pages through the results without repeats and counts every kind', async () => {
    const all = await search(`${q('导师')}&pageSize=50`);
    expect(all.total).toBeGreaterThan(4);
    expect(all.list).toHaveLength(all.total);
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    const seen: SearchHit[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / 2); pageNum++) {
      const page = await search(`${q('导师')}&pageSize=2&pageNum=${pageNum}`);
      expect(page).toMatchObject({ pageNum, pageSize: 2, total: all.total });
      seen.push(...page.list);
    }
    expect(seen.map((h) => `${h.kind}${h.id}`)).toEqual(all.list.map((h) => `${h.kind}${h.id}`));
    expect((await search(`${q('导师')}&pageSize=2&pageNum=999`)).list).toEqual([]);
    const activities = await search(`${q('校友')}&kind=activity&pageSize=50`);
    expect(activities.total).toBeGreaterThan(0);
    expect(activities.total).toBe((await search(q('校友'))).counts.activity);
    expect(new Set(activities.list.map((h) => h.kind))).toEqual(new Set(['activity']));
  });

  it('shows companies and positions only to those their pages admit', async () => {
    const [company] = await suite.server.db.query<{ id: number }>(`select id from company where name like '%云澜%'`);
    const anonymous = await search(q('云澜'));
    expect(anonymous.counts).not.toHaveProperty('company');
    expect(anonymous.list.filter((h) => h.kind === 'company' || h.kind === 'job')).toEqual([]);
    expect((await search(`${q('云澜')}&kind=company`)).list).toEqual([]);
    // a current student: signed in, but the companies' pages are for graduates
    expect((await search(q('云澜'), suite.tokens.lihua)).counts).not.toHaveProperty('company');

    const graduate = await search(`${q('云澜')}&kind=company`, suite.tokens.zhang);
    expect(graduate.list.map((h) => h.id)).toContain(company.id);
    expect(graduate.counts.company).toBeGreaterThan(0);
    expect((await search(q('工程师'), suite.tokens.zhang)).counts.job).toBeGreaterThan(0);
    expect((await search(q('工程师'))).counts).not.toHaveProperty('job');
  });

  it('never finds unpublished content, and finds edited content by its new words only', async () => {
    const console_ = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => suite.inject(editor, method, url, payload);
    const body = { title: '新闻一则', summary: '摘要', cover: '/media/cover-01.svg', author: '校友会', source: '校友总会' };
    const created = await console_('POST', '/api/admin/content/news', {
      ...body,
      content: '<p>琥珀色的<b>晚霞</b></p>',
      publishState: 'draft',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().data.id;
    const found = async (word: string) => (await search(`${q(word)}&kind=news`)).list.some((h) => h.id === id);

    expect(await found('琥珀')).toBe(false);
    await console_('POST', `/api/admin/content/news/${id}/publish`, {});
    expect(await found('琥珀')).toBe(true);
    expect(await found('晚霞')).toBe(true);

    const edited = await console_('PUT', `/api/admin/content/news/${id}`, {
      ...body,
      content: '<p>翡翠般的湖面</p>',
      publishState: 'published',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('翡翠')).toBe(true);
    expect(await found('琥珀')).toBe(false);

    await console_('POST', `/api/admin/content/news/${id}/withdraw`, {});
    expect(await found('翡翠')).toBe(false);
    await console_('POST', `/api/admin/content/news/${id}/publish`, {});
    expect(await found('翡翠')).toBe(true);
    await console_('DELETE', `/api/admin/content/news/${id}`);
    expect(await found('翡翠')).toBe(false);
    // a scheduled publication is not found before its time
    await suite.server.db.query(`update news set deleted_at = null, published_at = now() + interval '1 day' where id = $1`, [id]);
    expect(await found('翡翠')).toBe(false);
  });

  it('matches single characters and Latin words, and needs every term', async () => {
    expect((await search(q('湖'))).total).toBeGreaterThan(0);
    expect((await search(`${q('导师 奖学')}&kind=news`)).total).toBeLessThan((await search(`${q('导师')}&kind=news`)).total);
    expect((await search(q('！？'))).total).toBe(0);
  });

  it.each([
    ['q=', 'q'],
    [`q=${encodeURIComponent('   ')}`, 'q'],
    [q('校'.repeat(51)), 'q'],
    ['kind=news', 'q'],
    [`${q('校友')}&kind=secret`, 'kind'],
    [`${q('校友')}&pageSize=51`, 'pageSize'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await suite.inject(undefined, 'GET', `/api/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field } });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is private to its caller', async () => {
    const res = await suite.inject(undefined, 'GET', `/api/search?${q('校友')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
