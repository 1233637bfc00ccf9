import { describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { ID_CONSENT_MISSING, ID_NUMBER_PURPOSES } from '../../src/shared/consent.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', li: 'demo-lihua' });
const { tokens } = suite;

async function call(token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await suite.inject(token, method, url, payload);
  return { status: res.statusCode, body: res.json() };
}
const db = () => suite.server.db;
const userId = async (name: string) =>
  (await db().query<{ id: number }>('select id from app_user where name = $1 order by id limit 1', [name]))[0].id;
const policyRecords = async (name: string) =>
  db().query<{ version: number; decision: string }>(
    `select policy_version as version, decision from consent_record where user_id = $1 and kind = 'privacy_policy' order by id`,
    [await userId(name)],
  );

/** Saves the privacy policy through the console as 内容编辑; `newVersion` publishes it as a new version. */
async function savePolicy(newVersion: boolean, title = '隐私政策') {
  const editor = await staffToken(suite.server, 'editor');
  const res = await call(editor, 'PUT', '/api/admin/site/documents/privacyPolicy', {
    title,
    content: '<h3>一、我们收集的信息</h3><p>为提供校友服务，我们收集您的姓名、学号与联系方式。</p>',
    newVersion,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { version: number; publishedAt: string; updatedAt: string };
}

describe('consent to the privacy policy', () => {
  it('the seeded people have agreed to version 1; a call needs a sign-in', async () => {
    const res = await call(tokens.zhang, 'GET', '/api/my/consent');
    expect(res.body).toMatchObject({ code: 0, data: { version: 1, agreed: true } });
    expect(Date.parse(res.body.data.publishedAt)).not.toBeNaN();
    expect((await call(null, 'GET', '/api/my/consent')).status).toBe(401);
    expect((await call(null, 'POST', '/api/my/consent', { version: 1 })).status).toBe(401);
  });

  it('a typo fix keeps the version; publishing a new one asks everyone again, and leaves an audit entry', async () => {
    const fixed = await savePolicy(false, '隐私政策（校对）');
    expect(fixed.version).toBe(1);
    expect((await call(tokens.zhang, 'GET', '/api/my/consent')).body.data).toMatchObject({ version: 1, agreed: true });
    const [audit1] = await db().query<{ summary: string }>('select summary from audit_log order by id desc limit 1');
    expect(audit1.summary).toBe('修改隐私政策「隐私政策（校对）」（第 1 版，无需重新同意）');

    const published = await savePolicy(true, '隐私政策（2026 修订）');
    expect(published.version).toBe(2);
    expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.parse(fixed.publishedAt));
    const [audit2] = await db().query<{ summary: string; entity: string }>(
      'select summary, entity from audit_log order by id desc limit 1',
    );
    expect(audit2).toEqual({ summary: '发布隐私政策第 2 版「隐私政策（2026 修订）」（须重新同意）', entity: 'site_document' });

    for (const token of [tokens.zhang, tokens.li]) {
      expect((await call(token, 'GET', '/api/my/consent')).body.data).toMatchObject({ version: 2, agreed: false });
    }
    // The public document says which version it is.
    expect((await call(null, 'GET', '/api/sitedocument/privacyPolicy')).body.data).toMatchObject({
      version: 2,
      title: '隐私政策（2026 修订）',
    });
  });

  it('agreeing records the current version exactly; a stale version is refused with 400 naming the field', async () => {
    const stale = await call(tokens.zhang, 'POST', '/api/my/consent', { version: 1 });
    expect(stale).toMatchObject({ status: 400, body: { code: 400, data: { field: 'version' } } });
    const future = await call(tokens.zhang, 'POST', '/api/my/consent', { version: 3 });
    expect(future.status).toBe(400);
    expect(await policyRecords('张明')).toEqual([{ version: 1, decision: 'agreed' }]);

    const agreed = await call(tokens.zhang, 'POST', '/api/my/consent', { version: 2 });
    expect(agreed.body).toMatchObject({ code: 0, msg: '已同意隐私政策', data: { version: 2, agreed: true } });
    expect((await call(tokens.zhang, 'GET', '/api/my/consent')).body.data.agreed).toBe(true);
    expect(await policyRecords('张明')).toEqual([
      { version: 1, decision: 'agreed' },
      { version: 2, decision: 'agreed' },
    ]);
    // Agreeing is one person's: 李华 is still asked.
    expect((await call(tokens.li, 'GET', '/api/my/consent')).body.data.agreed).toBe(false);
  });

  it('a refusal is recorded too, and leaves the question open', async () => {
    const declined = await call(tokens.li, 'POST', '/api/my/consent', { version: 2, decision: 'declined' });
    expect(declined.body).toMatchObject({ code: 0, data: { version: 2, agreed: false } });
    expect((await call(tokens.li, 'GET', '/api/my/consent')).body.data.agreed).toBe(false);
    expect((await policyRecords('李华')).at(-1)).toEqual({ version: 2, decision: 'declined' });
    const odd = await call(tokens.li, 'POST', '/api/my/consent', { version: 2, decision: 'maybe' });
    expect(odd).toMatchObject({ status: 400, body: { data: { field: 'decision' } } });
  });
});

const idConsents = async (name: string) =>
  db().query<{ purpose: string; subject: string }>(
    `select purpose, subject from consent_record where user_id = $1 and kind = 'id_number' order by id`,
    [await userId(name)],
  );

describe('separate consent for ID numbers', () => {
  const booking = async (over: object) => {
    const visitDate = chinaDate(4);
    const [slot] = (await call(tokens.zhang, 'GET', `/api/appointment/slots?date=${visitDate}`)).body.data;
    return {
      visitDate,
      slotId: slot.id,
      reason: '回母校参观校史馆',
      visitors: [{ name: '张明', idNumber: '330102199003071230' }],
      idConsent: true,
      ...over,
    };
  };
  const proof = {
    name: '张明',
    studentNo: '2012030115',
    faculty: '信息工程学院',
    major: '计算机科学与技术',
    graduationYear: 2016,
    // Not a type 张明 already has in progress (his seeded 成绩单 is): one open request per certificate.
    certificateType: '学籍证明',
    reason: '出国留学需要学籍证明',
    delivery: 'pickup',
    phone: '13857101234',
    idNumber: '330102199003071230',
    idConsent: true,
  };
  const counts = async () =>
    (
      await db().query<{ appointments: number; proofs: number }>(
        'select (select count(*)::int from appointment) as appointments, (select count(*)::int from proof_application) as proofs',
      )
    )[0];

  it('a booking or a certificate request without the tick is refused at the tick, and nothing is stored', async () => {
    const before = await counts();
    const { idConsent: _a, ...noBookingTick } = await booking({});
    const { idConsent: _b, ...noProofTick } = proof;
    for (const [url, body] of [
      ['/api/appointment', await booking({ idConsent: false })],
      ['/api/appointment', noBookingTick],
      ['/api/alumproof', { ...proof, idConsent: false }],
      ['/api/alumproof', noProofTick],
    ] as const) {
      const res = await call(tokens.zhang, 'POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.data.field, url).toBe('idConsent');
    }
    expect((await call(tokens.zhang, 'POST', '/api/appointment', await booking({ idConsent: false }))).body.msg).toBe(ID_CONSENT_MISSING);
    expect(await counts()).toEqual(before);
    expect(await idConsents('张明')).toEqual([]);
  });

  it('with the tick, the consent is recorded with the submission, for its purpose', async () => {
    const booked = await call(tokens.zhang, 'POST', '/api/appointment', await booking({}));
    expect(booked.body.code).toBe(0);
    const requested = await call(tokens.zhang, 'POST', '/api/alumproof', proof);
    expect(requested.body.code).toBe(0);
    expect(await idConsents('张明')).toEqual([
      { purpose: ID_NUMBER_PURPOSES.appointment, subject: `appointment:${booked.body.data.id}` },
      { purpose: ID_NUMBER_PURPOSES.proof, subject: `proof:${requested.body.data.id}` },
    ]);
  });
});
