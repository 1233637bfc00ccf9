import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';
import { isWordedRoute } from '../../src/shared/admin/audit-words.ts';

// The audit log as a clerk reads it: after a range of console writes, each entry answers 操作, 对象 and 内容 in words
// (no HTTP method, no address, no table name), and the object by its name.

const suite = serverSuite();

type Staff = 'admin' | 'editor' | 'reviewer';
const tokens = {} as Record<Staff, string>;
beforeAll(async () => {
  for (const account of ['admin', 'editor'] as const) tokens[account] = await staffToken(suite.server, account);
});
const as = (account: Staff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  suite.inject(tokens[account], method, url, payload);

interface Entry {
  account: string;
  operation: string;
  object: string;
  content: string;
}

const newest = async (n: number): Promise<Entry[]> =>
  (await as('admin', 'GET', `/api/admin/audit?pageNum=1&pageSize=${n}`)).json().data.list;

// What a clerk must never be shown: a method and a route, an API address, a table or an entity code.
const JARGON =
  /\b(GET|POST|PUT|DELETE|PATCH)\b|\/api\/|site_column|alum_card_template|sys_dict|site_document|staff-session|review-\w+|#\d+$/;

describe('the audit log in the office’s words', () => {
  it('names the operation, the object and what changed for a range of console writes', async () => {
    const title = '校友返校日安排';
    const created = await as('editor', 'POST', '/api/admin/content/news', {
      title,
      summary: '摘要',
      cover: '/media/cover-01.svg',
      author: '校友会',
      source: '校友总会',
      content: '<p>正文</p>',
      publishState: 'draft',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect((await as('editor', 'POST', `/api/admin/content/news/${id}/publish`, {})).statusCode).toBe(200);
    expect((await as('editor', 'POST', `/api/admin/content/news/${id}/withdraw`, {})).statusCode).toBe(200);
    const column = await as('editor', 'POST', '/api/admin/site/menu', {
      name: '校友之家',
      linkUrl: '/article/outstandingAlumni',
      openType: 'route',
      visible: true,
      pid: 60,
      sort: 9,
    });
    expect(column.statusCode, column.body).toBe(200);
    const [template] = (await as('editor', 'GET', '/api/admin/site/card-templates')).json().data;
    expect((await as('editor', 'POST', `/api/admin/site/card-templates/${template.id}/default`, {})).statusCode).toBe(200);
    const staff = await as('admin', 'POST', '/api/admin/staff', { account: 'clerk.words', name: '文书', roles: 'editor' });
    expect(staff.statusCode, staff.body).toBe(200);

    const entries = await newest(6);
    expect(entries.map(({ operation, object }) => ({ operation, object }))).toEqual([
      { operation: '新建工作人员账号', object: '工作人员账号：clerk.words' },
      { operation: '设为默认校友卡模板', object: `校友卡模板：${template.name}` },
      { operation: '新建栏目', object: '栏目：校友之家' },
      { operation: '下线新闻', object: `新闻：${title}` },
      { operation: '发布新闻', object: `新闻：${title}` },
      { operation: '新建新闻', object: `新闻：${title}` },
    ]);
    expect(entries[2].content).toBe('新建栏目「校友之家」');
    for (const e of entries) {
      for (const text of [e.operation, e.object, e.content]) expect(text).not.toMatch(JARGON);
    }
    // Nothing but the words: no raw method and route, entity code or number beside them.
    expect(Object.keys(entries[0]).sort()).toEqual(['account', 'at', 'content', 'id', 'ip', 'object', 'operation']);
  });

  it('words a sign-in and the log’s own export alike, and the export carries the same words', async () => {
    tokens.reviewer = await staffToken(suite.server, 'reviewer');
    const signIn = (await newest(1))[0];
    expect(signIn).toMatchObject({ account: 'reviewer', operation: '登录管理后台', object: '管理后台登录', content: '登录管理后台' });
    const csv = await as('admin', 'GET', '/api/admin/audit/export?format=csv&account=reviewer');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('登录管理后台,管理后台登录,登录管理后台');
    expect(csv.body).not.toMatch(/POST \/api\/admin\/login|staff-session/);
    expect((await newest(1))[0]).toMatchObject({ operation: '导出审计日志', object: '审计日志' });
  });

  it('has words for every console write the server answers', async () => {
    const doc = suite.server.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const unworded: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get' || !operation.security || path.startsWith('/api/admin/review/') || path.includes('/join-requests/')) continue;
        const action = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (path.startsWith('/api/admin/') && !isWordedRoute(action)) unworded.push(action);
      }
    }
    expect(unworded).toEqual([]);
  });
});
