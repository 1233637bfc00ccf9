import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../helpers/images.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

// An 组织管理员's pictures: the console's checked upload, for the roles that look after an organisation's page.
const suite = serverSuite({});
const staff: Record<'orgadmin' | 'editor', string> = { orgadmin: '', editor: '' };
beforeAll(async () => {
  staff.orgadmin = await staffToken(suite.server, 'orgadmin');
  staff.editor = await staffToken(suite.server, 'editor');
});

const URL = '/api/admin/my-organization/image';

function upload(token: string | undefined, content: Buffer) {
  const boundary = '----orgtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.authorization = `Bearer ${token}`;
  return suite.server.app.inject({ method: 'POST', url: URL, payload, headers });
}

describe('POST /api/admin/my-organization/image', () => {
  it('stores a picture sent by 组织管理员, checked by its content, and audits it', async () => {
    const res = await upload(staff.orgadmin, png);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const [row] = await suite.server.db.query<{ summary: string }>(
      `select summary from audit_log where action = 'POST ${URL}' order by id desc limit 1`,
    );
    expect(row?.summary).toBe(`上传本组织图片 ${url}`);
    expect((await upload(staff.orgadmin, Buffer.from('<svg onload="alert(1)"></svg>'))).json().data.field).toBe('file');
  });

  it('refuses roles that look after no organisation, and nobody', async () => {
    expect((await upload(staff.editor, png)).statusCode).toBe(403);
    expect((await upload(undefined, png)).statusCode).toBe(401);
  });
});
