import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../helpers/images.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

// The console's picture upload: the portal's checked upload, answered to a member of staff who may publish.
const suite = serverSuite({ zhang: 'demo-zhangming' });
const staff: Record<'editor' | 'reviewer', string> = { editor: '', reviewer: '' };
beforeAll(async () => {
  staff.editor = await staffToken(suite.server, 'editor');
  staff.reviewer = await staffToken(suite.server, 'reviewer');
});

function upload(url: string, token: string | undefined, content: Buffer, filename = 'cover.png') {
  const boundary = '----consoletest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.authorization = `Bearer ${token}`;
  return suite.server.app.inject({ method: 'POST', url, payload, headers });
}

const CONSOLE = '/api/admin/upload/image';

describe('POST /api/admin/upload/image', () => {
  it('stores a picture sent by 内容编辑 and serves it, and writes the audit log', async () => {
    const res = await upload(CONSOLE, staff.editor, png);
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(suite.server.config.dataDir, 'uploads', path.basename(url)))).toBe(true);
    const served = await suite.server.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    const [row] = await suite.server.db.query<{ summary: string }>(
      "select summary from audit_log where action = 'POST /api/admin/upload/image' order by id desc limit 1",
    );
    expect(row?.summary).toBe(`上传图片 ${url}`);
  });

  it('checks the file by its content as the portal upload does', async () => {
    const res = await upload(CONSOLE, staff.editor, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field: 'file' } });
  });

  it('refuses a member of staff whose roles do not publish, an alumnus, and nobody', async () => {
    expect((await upload(CONSOLE, staff.reviewer, png)).statusCode).toBe(403);
    expect((await upload(CONSOLE, suite.tokens.zhang, png)).statusCode).toBe(401);
    expect((await upload(CONSOLE, undefined, png)).statusCode).toBe(401);
  });

  it('the portal upload stays an alumni one: a staff token is no alumni session there', async () => {
    expect((await upload('/api/upload/image', staff.editor, png)).statusCode).toBe(401);
  });
});
