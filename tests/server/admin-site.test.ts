import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming' }, { frameHosts: ['www.bjcc.edu.cn', 'https://*.maps.example'] });
let editor: string;
let orgadmin: string;
beforeAll(async () => {
  editor = await staffToken(suite.server, 'editor');
  orgadmin = await staffToken(suite.server, 'orgadmin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asEditor = (method: Method, url: string, payload?: object) => suite.inject(editor, method, url, payload);
const anonymous = (url: string) => suite.inject(null, 'GET', url);

interface Item {
  id: number;
  name: string;
  linkUrl: string;
  openType: string;
  visible?: boolean;
  children: Item[];
}
const find = (items: Item[], id: number): Item | undefined => {
  for (const item of items) {
    if (item.id === id) return item;
    const found = find(item.children, id);
    if (found) return found;
  }
  return undefined;
};
const publicMenu = async (): Promise<Item[]> => (await anonymous('/api/alumsitecolumn/selectList')).json().data;
const lastAudit = async () =>
  (await suite.server.db.query<{ summary: string }>('select summary from audit_log order by id desc limit 1'))[0].summary;

const column21 = { name: '学校新闻', linkUrl: '/article/collegeNews', openType: 'route', visible: true };

describe('the menu', () => {
  it('lists every column as a tree, hidden ones too', async () => {
    await suite.server.db.query('update site_column set visible = false where id = 47');
    const tree: Item[] = (await asEditor('GET', '/api/admin/site/menu')).json().data;
    expect(tree.map((r) => r.id)).toEqual([1]);
    expect(find(tree, 47)).toMatchObject({ name: '发起活动', visible: false });
    expect(find(tree, 20)!.children.map((c) => c.id)).toEqual([21, 22, 23]);
    expect(find(await publicMenu(), 47)).toBeUndefined();
  });

  it('renames a column, and the public menu says so at once', async () => {
    expect(find(await publicMenu(), 21)!.name).toBe('学校新闻');
    const res = await asEditor('PUT', '/api/admin/site/menu/21', { ...column21, name: '学院要闻' });
    expect(res.statusCode, res.body).toBe(200);
    expect(find(await publicMenu(), 21)!.name).toBe('学院要闻');
    expect(await lastAudit()).toBe('修改栏目「学校新闻」：名称改为「学院要闻」');
    // Under the editor's account, as a column: what the audit log's filters (account, 对象) find it by.
    const [entry] = await suite.server.db.query<{ account: string; entity: string }>(
      'select account, entity from audit_log order by id desc limit 1',
    );
    expect(entry).toEqual({ account: 'editor', entity: 'site_column' });
    await asEditor('PUT', '/api/admin/site/menu/21', column21);
  });

  it('checks links by how they open: site paths, web addresses, and frames only from allowed hosts', async () => {
    const put = (change: object) => asEditor('PUT', '/api/admin/site/menu/21', { ...column21, ...change });
    for (const change of [
      { openType: 'iframe', linkUrl: 'https://evil.example/page' },
      { openType: 'iframe', linkUrl: 'http://maps.example/' },
      { openType: 'iframe', linkUrl: 'javascript:alert(1)' },
      { openType: 'route', linkUrl: 'https://www.bjcc.edu.cn/' },
      { openType: 'route', linkUrl: '//evil.example/x' },
      { openType: 'external', linkUrl: '/services/map' },
      { openType: 'external', linkUrl: 'javascript:alert(1)' },
    ]) {
      const res = await put(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().data.field).toBe('linkUrl');
    }
    for (const change of [
      { openType: 'iframe', linkUrl: 'http://www.bjcc.edu.cn/xxgk/xxjj.htm' },
      { openType: 'iframe', linkUrl: 'https://campus.maps.example/' },
      { openType: 'iframe', linkUrl: '/pages/charter.html' },
      { openType: 'external', linkUrl: 'https://example.com/' },
      { openType: 'route', linkUrl: '/services/map?x=1' },
    ]) {
      expect((await put(change)).statusCode, JSON.stringify(change)).toBe(200);
    }
    await put(column21);
  });

  it('creates, moves, reorders and deletes columns, keeping the tree a tree', async () => {
    const created = await asEditor('POST', '/api/admin/site/menu', {
      name: '校友风采',
      linkUrl: '/article/outstandingAlumni',
      openType: 'route',
      visible: true,
      pid: 60,
      sort: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = find(created.json().data, 60)!.children.find((c: Item) => c.name === '校友风采')!.id;
    expect(find(await publicMenu(), id)).toBeDefined();

    const moved = await asEditor('POST', `/api/admin/site/menu/${id}/move`, { pid: 20, sort: 0 });
    expect(find(moved.json().data, 20)!.children[0].id).toBe(id);
    const cycle = await asEditor('POST', '/api/admin/site/menu/20/move', { pid: 21, sort: 0 });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().data.field).toBe('pid');
    expect((await asEditor('POST', `/api/admin/site/menu/${id}/move`, { pid: 99999, sort: 0 })).json().data.field).toBe('pid');

    expect((await asEditor('DELETE', '/api/admin/site/menu/20')).statusCode).toBe(400);
    expect((await asEditor('DELETE', `/api/admin/site/menu/${id}`)).statusCode).toBe(200);
    expect(find(await publicMenu(), id)).toBeUndefined();
    expect((await asEditor('DELETE', `/api/admin/site/menu/${id}`)).statusCode).toBe(404);
  });
});

describe('the dictionaries', () => {
  const entries = async (type: string) =>
    (await asEditor('GET', `/api/admin/site/dicts?dictType=${type}`)).json().data as Array<{
      id: number;
      dictValue: string;
      dictLabel: string;
      sort: number;
    }>;
  const publicDict = async (type: string) =>
    ((await anonymous('/api/sysdict/dictList')).json().data as Array<{ dictType: string; dataList: Array<{ dictLabel: string }> }>).find(
      (g) => g.dictType === type,
    )!.dataList;

  it('adds, edits and removes footer links, checking them as links; the public dictionary follows', async () => {
    const added = await asEditor('POST', '/api/admin/site/dicts', {
      dictType: 'footer_school_links',
      dictLabel: '招生网',
      dictValue: 'https://zs.bjcc.edu.cn/',
      sort: 9,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json().data;
    expect((await publicDict('footer_school_links')).map((e) => e.dictLabel)).toContain('招生网');
    const bad = await asEditor('PUT', `/api/admin/site/dicts/${id}`, { dictLabel: '招生网', dictValue: 'javascript:alert(1)', sort: 9 });
    expect(bad.json().data.field).toBe('dictValue');
    expect(
      (await asEditor('PUT', `/api/admin/site/dicts/${id}`, { dictLabel: '招生信息网', dictValue: '/services/map', sort: 1 })).statusCode,
    ).toBe(200);
    expect((await publicDict('footer_school_links')).map((e) => e.dictLabel)).toContain('招生信息网');
    expect((await asEditor('DELETE', `/api/admin/site/dicts/${id}`)).statusCode).toBe(200);
    expect((await entries('footer_school_links')).map((e) => e.id)).not.toContain(id);
  });

  it('edits only the label and order of keyed entries, pictures as the site files', async () => {
    const hero = (await entries('site_info')).find((e) => e.dictValue === 'hero_image')!;
    const put = (change: object) =>
      asEditor('PUT', `/api/admin/site/dicts/${hero.id}`, {
        dictLabel: hero.dictLabel,
        dictValue: hero.dictValue,
        sort: hero.sort,
        ...change,
      });
    expect((await put({ dictLabel: 'https://evil.example/a.png' })).json().data.field).toBe('dictLabel');
    expect((await put({ dictValue: 'banner' })).json().data.field).toBe('dictValue');
    expect((await put({ dictLabel: '/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(200);
    const extra = await asEditor('POST', '/api/admin/site/dicts', { dictType: 'site_info', dictLabel: 'x', dictValue: 'y', sort: 1 });
    expect(extra.json().data.field).toBe('dictType');
    expect((await asEditor('DELETE', `/api/admin/site/dicts/${hero.id}`)).statusCode).toBe(400);
  });
});

describe('alumni card templates', () => {
  it('edits a template, checks colours, and chooses the default', async () => {
    const [first, second] = (await asEditor('GET', '/api/admin/site/card-templates')).json().data;
    expect(first.defaultTemplate).toBe(true);
    const body = {
      name: second.name,
      active: true,
      background: second.background,
      textColor: '#112233',
      accentColor: '#445566',
      layout: 'light',
    };
    const res = await asEditor('PUT', `/api/admin/site/card-templates/${second.id}`, body);
    expect(res.json().data).toMatchObject({ textColor: '#112233', accentColor: '#445566' });
    expect((await asEditor('PUT', `/api/admin/site/card-templates/${second.id}`, { ...body, textColor: 'red' })).json().data.field).toBe(
      'textColor',
    );
    const chosen = (await asEditor('POST', `/api/admin/site/card-templates/${second.id}/default`, {})).json().data;
    expect(chosen.map((t: { defaultTemplate: boolean }) => t.defaultTemplate)).toEqual([false, true]);
    const off = await asEditor('PUT', `/api/admin/site/card-templates/${second.id}`, { ...body, active: false });
    expect(off.json().data.field).toBe('active');
  });
});

describe('the privacy policy', () => {
  it('saves the title and sanitised HTML, and the public document shows it', async () => {
    const res = await asEditor('PUT', '/api/admin/site/documents/privacyPolicy', {
      title: '隐私政策（修订）',
      content: '<h2>一、收集的信息</h2><p onmouseover="x()">内容</p><script>steal()</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await anonymous('/api/sitedocument/privacyPolicy')).json().data;
    expect(doc).toMatchObject({ title: '隐私政策（修订）', content: '<h2>一、收集的信息</h2><p>内容</p>' });
    expect((await asEditor('PUT', '/api/admin/site/documents/terms', { title: '条款', content: '<p>x</p>' })).statusCode).toBe(400);
  });
});

describe('my organisation', () => {
  it("lets an 组织管理员 edit their own organisation's page, not its state, and nothing else of the site", async () => {
    const mine = (await suite.inject(orgadmin, 'GET', '/api/admin/my-organization')).json().data;
    expect(mine).toMatchObject({ id: 1, publishState: 'published', live: true });
    const { id, memberCount, publishState, publishedAt, updatedAt, deletedAt, live, ...page } = mine;
    expect([id, memberCount, publishState, publishedAt, updatedAt, deletedAt, live]).toHaveLength(7);
    const res = await suite.inject(orgadmin, 'PUT', '/api/admin/my-organization', { ...page, summary: '新的组织简介' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await anonymous('/api/alumorganization/1')).json().data.summary).toBe('新的组织简介');
    const state = await suite.inject(orgadmin, 'PUT', '/api/admin/my-organization', { ...page, publishState: 'offline' });
    expect(state.json().data.field).toBe('publishState');

    expect((await suite.inject(orgadmin, 'GET', '/api/admin/site/menu')).statusCode).toBe(403);
    expect((await asEditor('GET', '/api/admin/my-organization')).statusCode).toBe(403);
  });
});
