import { describe, expect, it } from 'vitest';
import { cardSigningKey } from '../../server/auth/card-key.ts';
import { signCard } from '../../server/auth/card-code.ts';
import { serverSuite, startTestServer } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming', wang: 'demo-wangfang' });

const info = async (token: string) => (await suite.inject(token, 'GET', '/api/alumuser/info')).json().data;
const verify = (c: string) => suite.inject(null, 'GET', `/api/card/verify?c=${encodeURIComponent(c)}`);
const codeOf = (url: string) => new URL(url).searchParams.get('c')!;
const zhangId = async () => (await suite.server.db.query<{ id: number }>("select id from app_user where name = '张明'"))[0].id;

describe('the card QR code on 我的校友卡', () => {
  it('is a signed verification address of this site, for a verified card only', async () => {
    const mine = await info(suite.tokens.zhang);
    expect(mine.cardNo).toBe('BJCC-2016-000315');
    expect(mine.cardQr).toMatch(/^http:\/\/localhost(:\d+)?\/card\/verify\?c=\d+\.BJCC-2016-000315\.1\.[A-Za-z0-9_-]{22}$/);
    // 王芳's card is still being reviewed: no code to show at a door.
    expect((await info(suite.tokens.wang)).cardQr).toBeUndefined();
  });
  it('names the host the portal was reached on', async () => {
    const res = await suite.server.app.inject({
      method: 'GET',
      url: '/api/alumuser/info',
      headers: { authorization: `Bearer ${suite.tokens.zhang}`, host: 'alumni.example.edu.cn' },
    });
    expect(res.json().data.cardQr).toMatch(/^http:\/\/alumni\.example\.edu\.cn\/card\/verify\?c=/);
  });
});

describe('GET /api/card/verify', () => {
  it('shows a valid card: name, photo, faculty and year, card number, nothing else; never cached', async () => {
    const res = await verify(codeOf((await info(suite.tokens.zhang)).cardQr));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toEqual({
      status: 'valid',
      cardNo: 'BJCC-2016-000315',
      holder: { name: '张明', photo: expect.any(String), faculty: '信息工程学院', graduationYear: 2016 },
    });
    expect(JSON.stringify(data)).not.toMatch(/1380000|phone|studentNo|2012030115/);
  });

  it.each([
    ['an altered card number', (c: string) => c.replace('000315', '000316')],
    ['an altered user', (c: string) => c.replace(/^\d+/, (id) => String(Number(id) + 1))],
    ['an altered issue', (c: string) => c.replace('.1.', '.2.')],
    ['an altered signature', (c: string) => c.slice(0, -2) + (c.endsWith('AA') ? 'BB' : 'AA')],
    ['the bare card number', () => 'BJCC-2016-000315'],
  ])('calls %s invalid, and says nothing of anyone', async (_what, alter) => {
    const res = await verify(alter(codeOf((await info(suite.tokens.zhang)).cardQr)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'invalid' });
  });

  it('calls a code signed with another key invalid', async () => {
    const forged = signCard(Buffer.from('an attacker guessing the key, 32+ chars'), {
      userId: await zhangId(),
      cardNo: 'BJCC-2016-000315',
      version: 1,
    });
    expect((await verify(forged)).json().data).toEqual({ status: 'invalid' });
  });

  it('calls a revoked card, a disabled account and a re-issued card 已失效 (number only), and valid again once restored', async () => {
    const c = codeOf((await info(suite.tokens.zhang)).cardQr);
    const id = await zhangId();
    const db = suite.server.db;
    const revoked = { status: 'revoked', cardNo: 'BJCC-2016-000315' };
    try {
      await db.query("update app_user set card_status = 'pending' where id = $1", [id]);
      expect((await verify(c)).json().data).toEqual(revoked);
      await db.query("update app_user set card_status = 'verified', disabled = true where id = $1", [id]);
      expect((await verify(c)).json().data).toEqual(revoked);
      await db.query('update app_user set disabled = false where id = $1', [id]);
      expect((await verify(c)).json().data.status).toBe('valid');
      await db.query('update app_user set card_version = card_version + 1 where id = $1', [id]);
      expect((await verify(c)).json().data).toEqual(revoked);
      // The re-issued card's new code is good.
      expect((await verify(codeOf((await info(suite.tokens.zhang)).cardQr))).json().data.status).toBe('valid');
    } finally {
      await db.query("update app_user set card_status = 'verified', disabled = false, card_version = 1 where id = $1", [id]);
    }
  });

  it.each([
    ['/api/card/verify', 'c'],
    ['/api/card/verify?c=', 'c'],
    [`/api/card/verify?c=${'a'.repeat(513)}`, 'c'],
    ['/api/card/verify?c=x&other=1', 'other'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await suite.inject(null, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('is open to anyone, signed in or not', async () => {
    const c = codeOf((await info(suite.tokens.zhang)).cardQr);
    for (const token of [null, suite.tokens.zhang, suite.tokens.wang]) {
      expect((await suite.inject(token, 'GET', `/api/card/verify?c=${c}`)).json().data.status).toBe('valid');
    }
  });
});

describe('the signing key', () => {
  it('is made once outside production and kept in the database, so codes survive a restart', async () => {
    const db = suite.server.db;
    const first = await cardSigningKey(db, { cardSigningKey: undefined });
    const [{ value }] = await db.query<{ value: string }>("select value from server_secret where name = 'card-signing-key'");
    expect(first.toString('utf8')).toBe(value);
    expect(value.length).toBeGreaterThanOrEqual(32);
    const before = (await info(suite.tokens.zhang)).cardQr;
    // A second app on the same database (a restart, another process) signs the same code.
    const again = await suite.server.app.inject({
      method: 'GET',
      url: '/api/alumuser/info',
      headers: { authorization: `Bearer ${suite.tokens.zhang}` },
    });
    expect(again.json().data.cardQr).toBe(before);
  });

  it('comes from CARD_SIGNING_KEY when set: codes of the kept key then fail', async () => {
    const other = await startTestServer({ loginStandin: true, cardSigningKey: 'a key from the environment, long enough' });
    try {
      const kept = await cardSigningKey(suite.server.db, { cardSigningKey: undefined });
      const userId = (await other.db.query<{ id: number }>("select id from app_user where name = '张明'"))[0].id;
      const claim = { userId, cardNo: 'BJCC-2016-000315', version: 1 };
      const check = async (c: string) => (await other.app.inject({ method: 'GET', url: `/api/card/verify?c=${c}` })).json().data.status;
      expect(await check(signCard(Buffer.from('a key from the environment, long enough'), claim))).toBe('valid');
      expect(await check(signCard(kept, claim))).toBe('invalid');
    } finally {
      await other.close();
    }
  });
});
