import { describe, expect, it } from 'vitest';
import { cardKeyProblem } from '../../server/auth/card-key.ts';
import { cardVerdict, cardVerifyUrl, codeOfScan, signCard, verifyCardCode, type CardRow } from '../../server/auth/card-code.ts';

const key = Buffer.from('k'.repeat(40));
const otherKey = Buffer.from('o'.repeat(40));
const claim = { userId: 315, cardNo: 'BJCC-2016-000315', version: 1 };
const code = signCard(key, claim);
const [payloadUserId, , , signature] = code.split('.');
const good: CardRow = { cardNo: 'BJCC-2016-000315', cardVersion: 1, cardStatus: 'verified', disabled: false, userType: 'alumni' };

describe('signCard / verifyCardCode', () => {
  it('signs a URL-safe code naming the card, short enough for a small QR code', () => {
    expect(code).toMatch(/^315\.BJCC-2016-000315\.1\.[A-Za-z0-9_-]{22}$/);
    expect(verifyCardCode(key, code)).toEqual({ ok: true, claim });
  });
  const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
  it.each([
    ['another card number', code.replace('000315', '000316')],
    ['another user', code.replace(/^315/, '316')],
    ['another issue', code.replace('.1.', '.2.')],
    ['an altered signature', `${code.slice(0, code.lastIndexOf('.') + 1)}${flip(signature)}`],
    ['a signature cut short', code.slice(0, -1)],
    // The last character's low 4 bits fall outside the 128-bit MAC: another spelling of them is still an alteration.
    ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .filter((c) => c !== code.slice(-1))
      .map((c) => [`the last character made ${c}`, code.slice(0, -1) + c] as [string, string]),
    ['a signature made longer', `${code}A`],
    ['no signature', code.slice(0, code.lastIndexOf('.'))],
    ['the bare card number', 'BJCC-2016-000315'],
    ['the right signature made with another key', signCard(otherKey, claim)],
    ['empty', ''],
    ['a zero user', `0${code.slice(payloadUserId.length)}`],
  ])('refuses %s', (_what, altered) => {
    expect(verifyCardCode(key, altered).ok).toBe(false);
  });
  it('refuses to sign a card number the code cannot carry', () => {
    expect(() => signCard(key, { ...claim, cardNo: 'BJCC.2016' })).toThrow();
  });
});

describe('codeOfScan', () => {
  it.each([
    [cardVerifyUrl('https://alumni.example.edu.cn/', code), code],
    [cardVerifyUrl('http://localhost:8080', code), code],
    [`  ${code}\n`, code],
    ['https://alumni.example.edu.cn/card/verify', undefined],
    ['https://evil.example/card/verify?c=BJCC-2016-000315', undefined],
    ['BJCC-2016-000315', undefined],
    ['http://[::1', undefined],
    ['x'.repeat(600), undefined],
    ['', undefined],
  ])('%j holds %j', (text, expected) => {
    expect(codeOfScan(text)).toBe(expected);
  });
  it('puts the code after /card/verify?c=', () => {
    expect(cardVerifyUrl('http://portal.test', 'abc')).toBe('http://portal.test/card/verify?c=abc');
  });
});

describe('cardVerdict', () => {
  const ok = verifyCardCode(key, code);
  it.each<[string, ReturnType<typeof verifyCardCode>, CardRow | undefined, string]>([
    ['a genuine code of a good card', ok, good, 'valid'],
    ['an altered code', { ok: false }, good, 'invalid'],
    ['an altered code of nobody', { ok: false }, undefined, 'invalid'],
    ['a genuine code of a user no longer there', ok, undefined, 'revoked'],
    ['a card no longer verified', ok, { ...good, cardStatus: 'pending' }, 'revoked'],
    ['a rejected card', ok, { ...good, cardStatus: 'rejected' }, 'revoked'],
    ['a disabled account', ok, { ...good, disabled: true }, 'revoked'],
    ['a card issued again', ok, { ...good, cardVersion: 2 }, 'revoked'],
    ['a card given a new number', ok, { ...good, cardNo: 'BJCC-2016-000999' }, 'revoked'],
    ['an organisation member', ok, { ...good, userType: 'member' }, 'revoked'],
  ])('%s is %s', (_what, check, row, expected) => {
    expect(cardVerdict(check, row)).toBe(expected);
  });
});

describe('cardKeyProblem', () => {
  it.each([
    [false, undefined, false],
    [false, 'x'.repeat(32), false],
    [true, 'x'.repeat(32), false],
    [true, undefined, true],
    [false, 'short', true],
    [true, 'short', true],
  ])('production %s with key %j refuses to start: %s', (production, cardSigningKey, refused) => {
    const problem = cardKeyProblem({ production, cardSigningKey });
    expect(problem !== undefined).toBe(refused);
    if (refused) expect(problem).toContain('CARD_SIGNING_KEY');
  });
});
