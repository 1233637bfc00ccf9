import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import { runRetention } from '../../server/jobs/retention.ts';
import { retentionCutoffs, retentionProblem, uploadQuotaRefusal } from '../../src/shared/retention.ts';
import { png } from '../helpers/images.ts';
import { startTestServer, staffToken, type TestServer } from '../helpers/server.ts';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A built portal in miniature, with Vite's manifest where the build puts it. */
function miniDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-1a2b.js","isEntry":true}}');
  return dir;
}

let server: TestServer;
let token: string;
let userId: number;
beforeAll(async () => {
  server = await startTestServer({ uploadDailyFiles: 3, uploadDailyBytes: 1024 * 1024, uploadRateLimit: 1000 });
  [{ id: userId }] = await server.db.query<{ id: number }>("select id from app_user where name = '张明'");
  token = await createSession(server.db, userId, 60_000);
});
afterAll(() => server.close());

function multipart(content: Buffer, auth: string) {
  const boundary = '----retention' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="封面.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${auth}` } };
}
const upload = (url = '/api/upload/image', auth = token) => server.app.inject({ method: 'POST', url, ...multipart(png, auth) });
const proposal = (cover: string) => ({
  title: '2010届经管学院校友返校交流会',
  activityType: 'homecoming',
  startTime: iso(10 * DAY),
  endTime: iso(10 * DAY + 4 * 3600000),
  place: '经济管理学院一楼报告厅',
  capacity: 80,
  signupDeadline: iso(7 * DAY),
  description: '邀请2010届经管学院校友返校，参观学院新实验室，与在校学生座谈职业发展经验，晚间在校内餐厅聚餐。',
  cover,
});
const propose = (cover: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/alumactivity/propose',
    headers: { authorization: `Bearer ${token}` },
    payload: proposal(cover),
  });

describe('retention rules (pure)', () => {
  const base = { retentionVisitDays: 30, retentionLogDays: 180, uploadGraceHours: 24 };
  it.each([
    [base, undefined],
    [{ ...base, retentionLogDays: 365 }, undefined],
    [{ ...base, retentionLogDays: 179 }, 'RETENTION_LOG_DAYS'],
    [{ ...base, retentionLogDays: Number.NaN }, 'RETENTION_LOG_DAYS'],
    [{ ...base, retentionVisitDays: 0 }, 'RETENTION_VISIT_DAYS'],
    [{ ...base, uploadGraceHours: 0 }, 'UPLOAD_GRACE_HOURS'],
  ])('%j → %s', (settings, problem) => {
    const found = retentionProblem(settings);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it('cuts visits by China date, logs and uploads by the clock', () => {
    const cut = retentionCutoffs(new Date('2026-03-31T17:00:00Z'), base); // 2026-04-01 01:00 in China
    expect(cut.visitsBefore).toBe('2026-03-02');
    expect(cut.logBefore.toISOString()).toBe('2025-10-02T17:00:00.000Z');
    expect(cut.uploadsBefore.toISOString()).toBe('2026-03-30T17:00:00.000Z');
  });

  it.each([
    [{ files: 0, bytes: 0 }, 100, undefined],
    [{ files: 2, bytes: 0 }, 100, undefined],
    [{ files: 3, bytes: 0 }, 100, '3 张'],
    [{ files: 1, bytes: 1024 * 1024 - 100 }, 100, undefined],
    [{ files: 1, bytes: 1024 * 1024 - 99 }, 100, '1 MB'],
  ])('quota %j + %d bytes → %s', (used, size, refusal) => {
    const found = uploadQuotaRefusal(used, size, { uploadDailyFiles: 3, uploadDailyBytes: 1024 * 1024 });
    if (refusal === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(refusal);
  });
});

describe('picture paths', () => {
  it('refuses a traversing activity cover with a 400 naming the field, and stores nothing', async () => {
    const before = await server.db.query('select count(*)::int as n from activity_proposal');
    for (const cover of ['/uploads/../../dev/wx-qrconnect', '/uploads/%2e%2e/secret', '/media/..\\..\\x.png', '/uploads/a.png?x=1']) {
      const res = await propose(cover);
      expect(res.statusCode, cover).toBe(400);
      expect(res.json().data.field, cover).toBe('cover');
    }
    expect(await server.db.query('select count(*)::int as n from activity_proposal')).toEqual(before);
  });

  it('refuses a traversing path in a console picture field', async () => {
    const admin = await staffToken(server, 'admin');
    const news = await server.app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        title: '测试新闻标题',
        summary: '摘要',
        cover: '/media/../../etc/passwd',
        content: '<p>正文</p>',
        author: '',
        source: '',
        publishState: 'draft',
      },
    });
    expect(news.statusCode).toBe(400);
    expect(news.json().data.field).toBe('cover');
  });
});

describe('uploads: quota, records, grace period', () => {
  it('records who uploaded what, and refuses beyond the daily quota with a 400 naming the file', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload();
      expect(res.statusCode).toBe(200);
      urls.push(res.json().data.url);
    }
    const rows = await server.db.query<{ user_id: number; size: number; original_name: string }>(
      'select user_id, size, original_name from upload where path = any($1::text[])',
      [urls],
    );
    expect(rows).toHaveLength(3);
    // The size is what is stored: the picture as re-encoded, not as sent.
    const stored = fs.statSync(path.join(server.config.dataDir, 'uploads', path.basename(urls[0]))).size;
    expect(rows[0]).toMatchObject({ user_id: userId, size: stored, original_name: '封面.png' });
    const refused = await upload();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, data: { field: 'file' } });
    expect(refused.json().msg).toContain('每天最多上传');
    // Staff upload for the site: no alumni quota, but recorded with the staff member.
    const editor = await staffToken(server, 'editor');
    const staffUpload = await upload('/api/admin/upload/image', editor);
    expect(staffUpload.statusCode).toBe(200);
    const [row] = await server.db.query<{ staff_id: number | null; user_id: number | null }>(
      'select staff_id, user_id from upload where path = $1',
      [staffUpload.json().data.url],
    );
    expect(row.user_id).toBeNull();
    expect(row.staff_id).not.toBeNull();
  });

  it('counts uploads sent side by side one at a time: six at once on a quota of three store exactly three', async () => {
    await server.db.query('delete from upload where user_id = $1', [userId]); // a fresh day for the quota
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    const [{ n }] = await server.db.query<{ n: number }>('select count(*)::int as n from upload where user_id = $1', [userId]);
    expect(n).toBe(3);
    // Every record has its file, and every refusal left neither.
    for (const r of answers.filter((a) => a.statusCode === 200)) {
      expect((await server.app.inject({ url: r.json().data.url })).statusCode).toBe(200);
    }
  });

  it('limits upload calls per client a minute (429)', async () => {
    const limited = await startTestServer({ uploadRateLimit: 2 });
    try {
      const [{ id }] = await limited.db.query<{ id: number }>("select id from app_user where name = '张明'");
      const auth = await createSession(limited.db, id, 60_000);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/upload/image', ...multipart(png, auth) })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('removes unreferenced uploads after the grace period, keeps referenced ones', async () => {
    await server.db.query('delete from upload where user_id = $1', [userId]); // a fresh day for the quota
    const used = (await upload()).json().data.url as string;
    const orphan = (await upload()).json().data.url as string;
    const inArticle = (await upload()).json().data.url as string;
    expect((await propose(used)).statusCode).toBe(200);
    await server.db.query(`update news set content = content || $1 where id = (select min(id) from news)`, [
      `<p><img src="${inArticle}"></p>`,
    ]);
    const file = (url: string) => path.join(server.config.dataDir, 'uploads', path.basename(url));

    // Within the grace period nothing goes, referenced or not.
    const early = await runRetention(server.db, server.config, new Date(Date.now() + 60 * 60 * 1000));
    expect(early.ran).toBe(true);
    expect(fs.existsSync(file(orphan))).toBe(true);

    // A 线下捐赠's voucher scan whose gift was never recorded goes with them; one of a recorded gift stays.
    const scan = (name: string, donationId: number | null) =>
      server.db.query(`insert into donation_voucher_scan (name, content_type, bytes, donation_id) values ($1, 'image/png', $2, $3)`, [
        name,
        png,
        donationId,
      ]);
    const [{ id: giftId }] = await server.db.query<{ id: number }>('select min(id) as id from donation');
    await scan('unrecorded-scan.png', null);
    await scan('recorded-scan.png', giftId);

    const later = await runRetention(server.db, server.config, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(later.uploads).toBeGreaterThanOrEqual(1);
    expect(later.voucherScans).toBe(1);
    expect((await server.db.query<{ name: string }>('select name from donation_voucher_scan')).map((r) => r.name)).toEqual([
      'recorded-scan.png',
    ]);
    const [{ summary }] = await server.db.query<{ summary: string }>(
      "select summary from audit_log where action = 'retention' order by id desc limit 1",
    );
    expect(summary).toContain('、1 份未登记捐赠的凭证扫描件');
    expect(fs.existsSync(file(orphan))).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    expect(fs.existsSync(file(used))).toBe(true);
    expect(fs.existsSync(file(inArticle))).toBe(true);
    const left = (await server.db.query<{ path: string }>('select path from upload')).map((r) => r.path);
    expect(left).toEqual(expect.arrayContaining([used, inArticle]));
    expect(left).not.toContain(orphan);
  });
});

describe('the retention job', () => {
  it('erases visitors’ ID numbers after RETENTION_VISIT_DAYS; the gate list and the alumnus show 已按规定删除', async () => {
    const [visit] = await server.db.query<{ id: number; visit_date: string; user_id: number }>(
      `select a.id, a.visit_date::text as visit_date, a.user_id from appointment a
        where exists (select 1 from appointment_visitor v where v.appointment_id = a.id) order by a.visit_date desc limit 1`,
    );
    // Earlier runs in this file used today's clock: give the visit its ID numbers back first.
    await server.db.query(`update appointment_visitor set id_number = '330102199003071230' where appointment_id = $1`, [visit.id]);
    const visitDay = new Date(`${visit.visit_date}T12:00:00+08:00`).getTime();
    // 29 days after: kept.
    await runRetention(server.db, server.config, new Date(visitDay + 29 * DAY));
    const kept = await server.db.query<{ id_number: string }>('select id_number from appointment_visitor where appointment_id = $1', [
      visit.id,
    ]);
    expect(kept.every((v) => v.id_number !== '')).toBe(true);
    // 31 days after: erased.
    const result = await runRetention(server.db, server.config, new Date(visitDay + 31 * DAY));
    expect(result.visitors).toBeGreaterThanOrEqual(kept.length);
    const erased = await server.db.query<{ id_number: string }>('select id_number from appointment_visitor where appointment_id = $1', [
      visit.id,
    ]);
    expect(erased.every((v) => v.id_number === '')).toBe(true);

    const reviewer = await staffToken(server, 'reviewer');
    const gate = await server.app.inject({
      method: 'GET',
      url: `/api/admin/events/visits/gate?date=${visit.visit_date}`,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain('已按规定删除');

    const owner = await createSession(server.db, visit.user_id, 60_000);
    const mine = await server.app.inject({ method: 'GET', url: '/api/appointment/my', headers: { authorization: `Bearer ${owner}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('已按规定删除');
  });

  it('purges expired sessions and codes, and audit entries older than RETENTION_LOG_DAYS; records the counts', async () => {
    await server.db.query(
      `insert into session_token (token_hash, user_id, expires_at) values ('old-token', $1, now() - interval '1 day')`,
      [userId],
    );
    // The production sign-in's QR tickets and mini-program sessions: the expired go, the live stay.
    const [{ openid }] = await server.db.query<{ openid: string }>('select openid from wx_account order by openid limit 1');
    for (const [hash, when] of [
      ['old', `now() - interval '1 minute'`],
      ['live', `now() + interval '1 hour'`],
    ]) {
      await server.db.query(
        `insert into login_ticket (ticket_hash, browser_hash, state, redirect_uri, expires_at) values ($1, 'b', 's', '/', ${when})`,
        [`${hash}-ticket`],
      );
      await server.db.query(`insert into mp_session (token_hash, openid, expires_at) values ($1, $2, ${when})`, [`${hash}-mp`, openid]);
    }
    await server.db.query(
      `insert into audit_log (at, account, ip, action, entity, summary) values
         (now() - interval '400 days', 'admin', '127.0.0.1', 'POST /x', 'news', 'very old'),
         (now() - interval '10 days', 'admin', '127.0.0.1', 'POST /x', 'news', 'recent')`,
    );
    const result = await runRetention(server.db, server.config, new Date());
    expect(result.tokens).toBeGreaterThanOrEqual(1);
    expect(result.auditEntries).toBe(1);
    expect(await server.db.query(`select 1 from session_token where token_hash = 'old-token'`)).toHaveLength(0);
    expect(await server.db.query(`select ticket_hash as h from login_ticket where ticket_hash like '%-ticket'`)).toEqual([
      { h: 'live-ticket' },
    ]);
    expect(await server.db.query(`select token_hash as h from mp_session where token_hash like '%-mp'`)).toEqual([{ h: 'live-mp' }]);
    const summaries = (await server.db.query<{ summary: string }>('select summary from audit_log')).map((r) => r.summary);
    expect(summaries).toContain('recent');
    expect(summaries).not.toContain('very old');
    const [entry] = await server.db.query<{ account: string; summary: string }>(
      `select account, summary from audit_log where entity = 'retention' order by id desc limit 1`,
    );
    expect(entry.account).toBe('系统');
    expect(entry.summary).toContain('清除 1 条 180 天前的操作日志');
  });

  it('keeps the audit log append-only for everything else: a recent entry cannot be deleted, even with the setting', async () => {
    const recent = `select id from audit_log where summary = 'recent'`;
    await expect(server.db.query(`delete from audit_log where summary = 'recent'`)).rejects.toThrow(/append-only/);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`select set_config('portal.audit_purge_before', $1, true)`, [new Date(Date.now() + 1000 * DAY).toISOString()]);
        await tx.query(`delete from audit_log where summary = 'recent'`);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(server.db.query(`update audit_log set summary = 'x' where summary = 'recent'`)).rejects.toThrow(/append-only/);
    await server.db.query(
      `insert into audit_log (at, account, ip, action, entity, summary) values (now() - interval '300 days', 'a', '', 'x', 'x', 'old, no setting')`,
    );
    await expect(server.db.query(`delete from audit_log where summary = 'old, no setting'`)).rejects.toThrow(/append-only/);
    expect(await server.db.query(recent)).toHaveLength(1);
  });
});

describe('build files', () => {
  it('does not serve /.vite/ to the public, however the path is written, yet still reads the manifest', async () => {
    const dist = miniDist();
    const built = await startTestServer({ distDir: dist });
    try {
      expect((await built.app.inject({ method: 'GET', url: '/.vite/' })).body).not.toContain('isEntry');
      for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/../.vite/manifest.json', '/.vite/manifest.json?x=1']) {
        const res = await built.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('isEntry');
      }
      expect((await built.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
      expect((await built.app.inject({ method: 'GET', url: '/news' })).body).toContain('app-1a2b.js');
    } finally {
      await built.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
