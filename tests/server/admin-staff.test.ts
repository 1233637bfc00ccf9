import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite();
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await staffToken(suite.server, 'admin');
  editor = await staffToken(suite.server, 'editor');
});

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  suite.server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
const login = (account: string, password: string) =>
  suite.server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { account, password } });

describe('staff accounts, as 管理员 manages them', () => {
  it('lists the demo staff with their roles and states', async () => {
    const { list } = (await as(admin, 'GET', '/api/admin/staff')).json().data;
    expect(list.map((s: { account: string }) => s.account)).toEqual(['admin', 'editor', 'reviewer', 'orgadmin']);
    expect(list.find((s: { account: string }) => s.account === 'orgadmin')).toMatchObject({
      roles: ['orgadmin'],
      organizationId: 1,
      locked: false,
    });
  });

  it('creates an account with a one-time password that must be changed, and records it', async () => {
    const res = await as(admin, 'POST', '/api/admin/staff', { account: 'li.editor', name: '李编辑', roles: 'editor,reviewer' });
    expect(res.statusCode).toBe(200);
    const { id, password } = res.json().data;
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{16}$/);
    const signedIn = (await login('li.editor', password)).json().data;
    expect(signedIn.me).toMatchObject({ roles: ['editor', 'reviewer'], mustChangePassword: true });
    // Until the password is changed, only the own account is open.
    const blocked = await as(signedIn.token, 'GET', '/api/admin/staff');
    expect(blocked.statusCode).toBe(403);
    const [entry] = await suite.server.db.query<{ summary: string; entity_id: string; account: string }>(
      "select summary, entity_id, account from audit_log where entity = 'staff' and entity_id = $1",
      [String(id)],
    );
    expect(entry).toMatchObject({ account: 'admin', summary: '新建账号 li.editor（内容编辑、审核员）' });
  });

  it('refuses a taken account, an unknown role, and an 组织管理员 without an organisation, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ account: 'EDITOR', name: '重复', roles: 'editor' }, 'account'],
      [{ account: 'new1', name: '新', roles: 'superuser' }, 'roles'],
      [{ account: 'new2', name: '新', roles: 'orgadmin' }, 'organizationId'],
      [{ account: 'new3', name: '新', roles: 'orgadmin', organizationId: 99999 }, 'organizationId'],
      [{ account: 'a b', name: '新', roles: 'editor' }, 'account'],
    ];
    for (const [body, field] of cases) {
      const res = await as(admin, 'POST', '/api/admin/staff', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
  });

  it('changes roles and disables an account, which ends its sessions; never its own', async () => {
    const { list } = (await as(admin, 'GET', '/api/admin/staff')).json().data;
    const reviewer = list.find((s: { account: string }) => s.account === 'reviewer');
    const token = await staffToken(suite.server, 'reviewer');
    const res = await as(admin, 'PUT', `/api/admin/staff/${reviewer.id}`, { name: '郑审核', roles: 'reviewer', disabled: true });
    expect(res.statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await login('reviewer', 'demo-reviewer')).json().msg).toBe('账号或密码错误');
    await as(admin, 'PUT', `/api/admin/staff/${reviewer.id}`, { name: '郑审核', roles: 'reviewer', disabled: false });
    const self = list.find((s: { account: string }) => s.account === 'admin');
    const own = await as(admin, 'PUT', `/api/admin/staff/${self.id}`, { name: '周管理', roles: 'editor', disabled: false });
    expect(own.json()).toMatchObject({ msg: '不能停用自己的账号或取消自己的管理员角色', data: { field: 'roles' } });
  });

  it('names the organisation a 组织管理员 looks after in the audit log, never its number', async () => {
    const [first, second] = await suite.server.db.query<{ id: number; name: string }>(
      'select id, name from organization order by id limit 2',
    );
    const created = await as(admin, 'POST', '/api/admin/staff', {
      account: 'org.keeper',
      name: '组织干事',
      roles: 'orgadmin',
      organizationId: first.id,
    });
    const { id } = created.json().data;
    await as(admin, 'PUT', `/api/admin/staff/${id}`, { name: '组织干事', roles: 'orgadmin', organizationId: second.id, disabled: false });
    await as(admin, 'PUT', `/api/admin/staff/${id}`, { name: '组织干事', roles: 'editor', disabled: false });
    const entries = await suite.server.db.query<{ summary: string }>(
      "select summary from audit_log where entity = 'staff' and entity_id = $1 order by id",
      [String(id)],
    );
    expect(entries.map((e) => e.summary)).toEqual([
      `新建账号 org.keeper（组织管理员，所管理的组织 ${first.name}）`,
      `修改账号 org.keeper：所管理的组织 ${first.name} → ${second.name}`,
      `修改账号 org.keeper：角色 组织管理员 → 内容编辑；所管理的组织 ${second.name} → 无`,
    ]);
  });

  it('resets a password, unlocks, and is refused to an 内容编辑', async () => {
    const { list } = (await as(admin, 'GET', '/api/admin/staff')).json().data;
    const orgadmin = list.find((s: { account: string }) => s.account === 'orgadmin');
    for (let i = 0; i < 5; i++) await login('orgadmin', `wrong-${i}`);
    expect((await as(admin, 'GET', '/api/admin/staff')).json().data.list.find((s: { id: number }) => s.id === orgadmin.id).locked).toBe(
      true,
    );
    expect((await as(admin, 'POST', `/api/admin/staff/${orgadmin.id}/unlock`, {})).statusCode).toBe(200);
    expect((await login('orgadmin', 'demo-orgadmin')).statusCode).toBe(200);
    const reset = (await as(admin, 'POST', `/api/admin/staff/${orgadmin.id}/reset-password`, {})).json().data;
    expect((await login('orgadmin', 'demo-orgadmin')).statusCode).toBe(400);
    expect((await login('orgadmin', reset.password)).json().data.me.mustChangePassword).toBe(true);
    expect((await as(editor, 'POST', `/api/admin/staff/${orgadmin.id}/reset-password`, {})).statusCode).toBe(403);
    expect((await as(admin, 'POST', '/api/admin/staff/99999/unlock', {})).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists entries newest first with filters, and only for 管理员', async () => {
    const page = (await as(admin, 'GET', '/api/admin/audit?pageNum=1&pageSize=50&entity=staff')).json().data;
    expect(page.total).toBeGreaterThan(3);
    expect(page.list.every((e: { object: string }) => e.object.startsWith('工作人员账号'))).toBe(true);
    const times = page.list.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byKeyword = (await as(admin, 'GET', `/api/admin/audit?pageNum=1&pageSize=10&keyword=${encodeURIComponent('li.editor')}`)).json()
      .data;
    expect(byKeyword.list.map((e: { content: string }) => e.content)).toContain('新建账号 li.editor（内容编辑、审核员）');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await as(admin, 'GET', `/api/admin/audit?pageNum=1&pageSize=10&from=${today}&to=${today}`)).json().data.total).toBe(
      (await as(admin, 'GET', '/api/admin/audit?pageNum=1&pageSize=10')).json().data.total,
    );
    expect((await as(admin, 'GET', '/api/admin/audit?pageNum=1&pageSize=10&to=2000-01-01')).json().data.total).toBe(0);
    expect((await as(editor, 'GET', '/api/admin/audit?pageNum=1&pageSize=10')).statusCode).toBe(403);
  });

  it('exports the filtered log as a workbook, and records the export', async () => {
    const res = await as(admin, 'GET', '/api/admin/audit/export?entity=staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('审计日志')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '操作人', '来源地址', '操作', '对象', '内容']);
    expect(sheet.rowCount).toBeGreaterThan(3);
    const [last] = (await as(admin, 'GET', '/api/admin/audit?pageNum=1&pageSize=1')).json().data.list;
    expect(last).toMatchObject({ operation: '导出审计日志', object: '审计日志', account: 'admin' });
    expect(last.content).toMatch(/^导出审计日志 \d+ 条（xlsx）$/);
  });

  it('exports the same log as CSV that Excel reads as UTF-8, and records that export too', async () => {
    const res = await as(admin, 'GET', '/api/admin/audit/export?entity=staff&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="audit-(\\d{4}-\\d{2}-\\d{2})\\.csv"; filename\\*=UTF-8''${encodeURIComponent('审计日志-')}\\1\\.csv$`,
      ),
    );
    expect(res.body.startsWith('\uFEFF时间,操作人,来源地址,操作,对象,内容\r\n')).toBe(true);
    expect(res.body).toContain('新建账号 li.editor（内容编辑、审核员）');
    const [last] = (await as(admin, 'GET', '/api/admin/audit?pageNum=1&pageSize=1')).json().data.list;
    expect(last.content).toMatch(/^导出审计日志 \d+ 条（csv）$/);
    expect((await as(admin, 'GET', '/api/admin/audit/export?format=pdf')).json()).toMatchObject({ code: 400, data: { field: 'format' } });
  });
});
