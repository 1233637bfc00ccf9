// The portal's access rules on the API: every personal endpoint (read from the OpenAPI document, so a new one is
// covered without touching this file) against every kind of signed-in user. The rule each endpoint should carry is
// the rule of the portal page that calls it; an endpoint missing from the table below fails until it is classified.
// The mini-program's endpoints, guarded by its own session, are classified the same way in a table of their own.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { accessCheck, accessDescription } from '../../server/auth/access.ts';
import type { AuthUser } from '../../server/auth/auth-user.ts';
import { installAuth } from '../../server/auth/session.ts';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertMpSession } from '../../server/repositories/wechat-login.ts';
import { fillPath, operations, sample, sampleParams, type Operation } from '../helpers/openapi.ts';
import { signInThroughStandin, startTestServer } from '../helpers/server.ts';

const server = await startTestServer({ loginStandin: true, loginRateLimit: 1_000_000 });
afterAll(() => server.close());

type Rule = 'session' | 'login' | 'graduate';

const expectedRule: Record<string, Rule> = {
  // What the signed-in session itself needs, whatever the card's state: the portal decides what to show.
  'GET /api/alumuser/info': 'session',
  'GET /api/alumorgmember/info': 'session',
  'GET /api/alummessage/unreadCount': 'session',
  'POST /api/login/logout': 'session',
  // The privacy policy's consent, asked right after sign-in (the signed-in layout's gate).
  'GET /api/my/consent': 'session',
  'POST /api/my/consent': 'session',
  // 注销账号: anyone signed in may leave, whatever the card's state.
  'POST /api/my/erasure': 'session',
  // /services/alumcompany, /services/alumcompanyrecruitment, /services/alumproof
  'GET /api/alumcompany/list': 'graduate',
  'GET /api/alumcompany/cities': 'graduate',
  'GET /api/recruitment/list': 'graduate',
  'POST /api/alumproof': 'graduate',
  // the detail pages, /services/addalumcompany and /my/alumCompany
  'GET /api/alumcompany/{id}': 'login',
  'GET /api/recruitment/{id}': 'login',
  'POST /api/alumcompany/apply': 'login',
  'GET /api/alumcompany/applications/my': 'login',
  'GET /api/alumcompany/applications/{id}': 'login',
  'GET /api/alumproof/my': 'login',
  // /services/seachSchool and /my/accountSettings
  'GET /api/alumsearch/options': 'login',
  'GET /api/alumsearch/list': 'login',
  'GET /api/alumuser/privacy': 'login',
  'PUT /api/alumuser/privacy': 'login',
  'GET /api/alummap/provinces': 'login',
  'GET /api/scenery/list': 'login',
  // /article/organizationDetails/{id}, /my/organization
  'GET /api/alumorganization/my': 'login',
  'GET /api/alumorganization/{id}/membership': 'login',
  'POST /api/alumorganization/{id}/join': 'login',
  'DELETE /api/alumorganization/join/{id}': 'login',
  // /services/donate, /my/donation
  'POST /api/donation/pledge': 'login',
  'GET /api/donation/my': 'login',
  'GET /api/donation/{id}': 'login',
  'POST /api/donation/{id}/cancel': 'login',
  'PUT /api/donation/{id}/display': 'login',
  // /my/donation/{id}: paying a pledge through WeChat Pay
  'POST /api/donation/{id}/pay': 'login',
  'POST /api/donation/{id}/check': 'login',
  'POST /api/donation/{id}/mp-link': 'login',
  // /services/appointment, /my/returnSchool
  'GET /api/appointment/slots': 'login',
  'POST /api/appointment': 'login',
  'GET /api/appointment/my': 'login',
  'POST /api/appointment/{id}/cancel': 'login',
  // sign-up on the public activity page (a pending or rejected card is not yet an alumnus), /services/addactivities, /my/activity
  'GET /api/alumactivity/{id}/signup-status': 'login',
  'POST /api/alumactivity/{id}/signup': 'login',
  'POST /api/alumactivity/{id}/signup/cancel': 'login',
  'POST /api/alumactivity/propose': 'login',
  'GET /api/alumactivity/my': 'login',
  'DELETE /api/alumactivity/proposals/{id}': 'login',
  // the personal centre: messages, 我的校友卡, account settings; uploads for the application forms
  'GET /api/alummessage/list': 'login',
  'PUT /api/alummessage/{id}/read': 'login',
  'PUT /api/alummessage/readAll': 'login',
  'GET /api/alumcardtemplate/list': 'login',
  'GET /api/alumcardtemplate/{id}': 'login',
  'GET /api/alumuser/notifySettings': 'login',
  'PUT /api/alumuser/notifySettings': 'login',
  'GET /api/alumuser/dataExport': 'login',
  'GET /api/alumuser/wxBinding': 'login',
  'POST /api/upload/image': 'login',
};

const PENDING = '您申请的校友卡正在等待审核';
const REJECTED = '您申请的校友卡审核不通过，请您去微信小程序进行修改';
const GRADUATES_ONLY = '仅毕业生可以申请';

/** The demo accounts, and what each rule answers them: null is allowed, a string the 403's msg. */
const accounts: Array<{ openid: string; who: string; member?: true; answers: Record<Rule, string | null> }> = [
  { openid: 'demo-zhangming', who: '张明 (verified, graduate 07)', answers: { session: null, login: null, graduate: null } },
  { openid: 'demo-lihua', who: '李华 (verified, student 01)', answers: { session: null, login: null, graduate: GRADUATES_ONLY } },
  { openid: 'demo-wangfang', who: '王芳 (card pending)', answers: { session: null, login: PENDING, graduate: PENDING } },
  { openid: 'demo-zhaolei', who: '赵磊 (card rejected)', answers: { session: null, login: REJECTED, graduate: REJECTED } },
  { openid: 'demo-chenjing', who: '陈静 (organisation member)', member: true, answers: { session: null, login: null, graduate: null } },
];

/** Refusals an endpoint answers on its own, after the rule let the caller through. */
const ownRefusals: Record<string, { member: boolean; msg: string }> = {
  'GET /api/alumuser/info': { member: true, msg: '该接口仅限校友使用' },
  'GET /api/alumorgmember/info': { member: false, msg: '该接口仅限组织成员使用' },
};

const personal = operations(server.app).filter((op) => op.personal);

/** A request that passes the schema (sample path, query and body), or, with `invalid`, one that fails every part of it. */
function request(op: Operation, token: string, invalid: boolean): InjectOptions {
  const base = sampleParams(op);
  const json = op.body['application/json'];
  const path = invalid ? Object.fromEntries(Object.keys(base.path).map((k) => [k, 'x'])) : base.path;
  const query = invalid || !Object.keys(base.query).length ? '' : `?${new URLSearchParams(base.query)}`;
  return {
    method: op.method,
    url: fillPath(op.path, path) + query,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: JSON.stringify(invalid ? { unknownField: 1 } : sample(json)) } : {}),
  };
}

/** Calls whose effect would lock the next account's sign-in out, undone after each (the demo accounts are shared). */
const undo: Record<string, () => Promise<void>> = {
  // 注销账号 disables the account: the request is withdrawn and the account enabled again, as 撤销注销 would.
  'POST /api/my/erasure': async () => {
    await server.db.query(
      `with cancelled as (
         update erasure_request set cancelled_at = now() where cancelled_at is null and erased_at is null returning user_id
       )
       update app_user set disabled = false where id in (select user_id from cancelled)`,
    );
  },
};

describe('the access rule of every personal endpoint', () => {
  it('is classified in this table, for every endpoint the document marks personal, and only those', () => {
    expect(personal.length).toBeGreaterThan(30);
    expect(personal.map((op) => op.label).sort()).toEqual(Object.keys(expectedRule).sort());
  });

  const doc = server.app.swagger() as unknown as { paths: Record<string, Record<string, { description?: string }>> };

  it.each(personal.map((op) => [op.label, op] as const))('%s', async (label, op) => {
    const rule = expectedRule[label];
    expect(rule, `${label} is not classified in expectedRule`).toBeDefined();
    // The document says which rule applies.
    expect(doc.paths[op.path][op.method.toLowerCase()].description).toContain(accessDescription[rule]);
    for (const account of accounts) {
      const refusal = account.answers[rule];
      // A fresh session per call: logout ends the one it is called with.
      const token = await signInThroughStandin(server, account.openid);
      const res = await server.app.inject(request(op, token, refusal !== null));
      await undo[label]?.();
      const what = `${account.who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (refusal !== null) {
        // Refused before the request is validated: even an invalid one gets the rule's answer.
        expect.soft(res.statusCode, what).toBe(403);
        expect.soft(res.json(), what).toEqual({ code: 403, msg: refusal, data: null });
        continue;
      }
      expect.soft(res.statusCode, what).toBeLessThan(500);
      const own = ownRefusals[label];
      if (own && own.member === !!account.member) expect.soft(res.json(), what).toEqual({ code: 403, msg: own.msg, data: null });
      else expect.soft(res.statusCode, what).not.toBe(403);
    }
  });

  it('for a card in any other state is 拒绝访问 (the database allows none today; a new state must not slip through)', async () => {
    const user = {
      id: 1,
      name: '张明',
      userType: 'alumni',
      cardStatus: 'revoked',
      studentCurrentStatus: '07',
      tokenHash: '',
    } as unknown as AuthUser;
    for (const rule of ['login', 'graduate'] as const) {
      await expect(accessCheck(rule)({ user } as FastifyRequest)).rejects.toMatchObject({ status: 403, code: 403, message: '拒绝访问' });
    }
  });
});

/**
 * The mini-program's endpoints (their own session, from POST /api/mp/session): `any` takes any WeChat account's session
 * (the login steps, registration of an unbound account); `bound` only one bound to an alumnus, as what it reaches is
 * that alumnus's (their pledges). A new one fails until it is classified here.
 */
const mpRule: Record<string, 'any' | 'bound'> = {
  'POST /api/mp/qr/{ticket}/scan': 'any',
  'POST /api/mp/qr/{ticket}/confirm': 'any',
  'POST /api/mp/qr/{ticket}/cancel': 'any',
  'POST /api/mp/register': 'any',
  // An unbound account's 我的申请 says none; only a bound one has an application to resubmit.
  'GET /api/mp/application': 'any',
  'PUT /api/mp/application': 'bound',
  'POST /api/mp/subscriptions': 'any',
  'POST /api/mp/donation/{id}/pay': 'bound',
};

describe('the access rule of every mini-program endpoint', () => {
  const mp = operations(server.app).filter((op) => op.mp);

  it('is classified in this table, for every endpoint the document marks as the mini-program’s', () => {
    expect(mp.map((op) => op.label).sort()).toEqual(Object.keys(mpRule).sort());
  });

  it.each(mp.filter((op) => mpRule[op.label] === 'bound').map((op) => [op.label, op] as const))(
    '%s refuses a WeChat account not bound to an alumnus, and a caller without a session',
    async (_label, op) => {
      const token = newSecret(32);
      await insertMpSession(server.db, hashSecret(token), 'demo-unbound', 'demo-unbound', new Date(Date.now() + 3_600_000));
      const unbound = await server.app.inject(request(op, token, false));
      expect(unbound.statusCode).toBe(403);
      expect(unbound.json()).toEqual({ code: 403, msg: '该微信账号尚未关联校友身份，请先注册', data: null });
      const none = await server.app.inject({ ...request(op, token, false), headers: { 'content-type': 'application/json' } });
      expect(none.statusCode).toBe(401);
    },
  );
});

describe('declaring the rule', () => {
  it('is required: a route that asks for a token without saying who may call it does not register', () => {
    const app = Fastify();
    installAuth(app, server.db, 60_000);
    expect(() => app.get('/api/forgotten', { preHandler: app.requireUser }, async () => 'x')).toThrow(/config: \{ access/);
    expect(() => app.get('/api/declared', { config: { access: 'login' } }, async () => 'x')).not.toThrow();
    return app.close();
  });
});
