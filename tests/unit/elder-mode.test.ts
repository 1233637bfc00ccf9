// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogPresentation } from '../../src/lib/dialogs.ts';
import { elderModeApplies, elderModeFrom, readElderMode, setElderMode, subscribeElderMode } from '../../src/lib/elder-mode.ts';
import { chineseVoice, speechChunks } from '../../src/lib/speech.ts';
import { contentSecurityPolicy } from '../../server/http/headers.ts';
import { ELDER_BOOT_SCRIPT, elderBootHash } from '../../src/shared/elder-boot.ts';

const html = document.documentElement;
afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-elder');
  html.removeAttribute('data-signed-in');
  window.history.replaceState(null, '', '/');
});

describe('elderModeFrom: the stored text under v1@ElderMode', () => {
  it.each([
    ['JSON true', 'true', true],
    ['JSON false', 'false', false],
    ['nothing stored', null, false],
    ['undefined', undefined, false],
    ['a string "true" (JSON-quoted)', '"true"', false],
    ['1', '1', false],
    ['garbage', '{', false],
  ])('%s', (_, raw, on) => expect(elderModeFrom(raw)).toBe(on));
});

describe('elderModeApplies: the console keeps its own look', () => {
  it.each([
    ['/', true],
    ['/article/collegeNews', true],
    ['/my/accountSettings', true],
    ['/administration', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/review', false],
  ])('%s', (path, applies) => expect(elderModeApplies(path)).toBe(applies));
});

describe('setElderMode', () => {
  it('stores exactly v1@ElderMode = true, marks <html>, tells listeners; off removes both', () => {
    const listener = vi.fn();
    const stop = subscribeElderMode(listener);
    setElderMode(true);
    expect(localStorage.getItem('v1@ElderMode')).toBe('true');
    expect(html.hasAttribute('data-elder')).toBe(true);
    expect(readElderMode()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    setElderMode(false);
    expect(localStorage.getItem('v1@ElderMode')).toBeNull();
    expect(html.hasAttribute('data-elder')).toBe(false);
    expect(readElderMode()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('follows a change made in another tab (the storage event)', () => {
    const listener = vi.fn();
    const stop = subscribeElderMode(listener);
    localStorage.setItem('v1@ElderMode', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'v1@ElderMode', newValue: 'true' }));
    expect(html.hasAttribute('data-elder')).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'v1@Other', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.removeItem('v1@ElderMode');
    window.dispatchEvent(new StorageEvent('storage', { key: 'v1@ElderMode', newValue: null }));
    expect(html.hasAttribute('data-elder')).toBe(false);
    stop();
  });
});

describe('the inline script that applies the mode before the first paint', () => {
  const run = () => new Function(ELDER_BOOT_SCRIPT)();
  it.each([
    ['on, a portal page', 'true', '/article/collegeNews', true],
    ['on, home', 'true', '/', true],
    ['on, the console', 'true', '/admin/review', false],
    ['off', 'false', '/', false],
    ['never set', null, '/', false],
  ])('%s', (_, stored, path, marked) => {
    if (stored !== null) localStorage.setItem('v1@ElderMode', stored);
    window.history.replaceState(null, '', path);
    run();
    expect(html.hasAttribute('data-elder')).toBe(marked);
  });

  it.each([
    ['a login record', JSON.stringify({ token: 'abc', userType: 'alumni', alumUserStatus: 'verified' }), true],
    ['a record without a token', JSON.stringify({ token: '', userType: 'alumni' }), false],
    ['a bare string', JSON.stringify('abc'), false],
    ['garbage', '{', false],
    ['nothing stored', null, false],
  ])('marks a device signed in from %s: %s', (_, stored, marked) => {
    if (stored !== null) localStorage.setItem('v1@CacheToken', stored);
    run();
    expect(html.hasAttribute('data-signed-in')).toBe(marked);
  });

  it('marks both at once, the mode and the sign-in', () => {
    localStorage.setItem('v1@ElderMode', 'true');
    localStorage.setItem('v1@CacheToken', JSON.stringify({ token: 'abc' }));
    run();
    expect([html.hasAttribute('data-elder'), html.hasAttribute('data-signed-in')]).toEqual([true, true]);
  });

  it('is allowed by the CSP by its hash, and no other inline script is', () => {
    const hash = createHash('sha256').update(ELDER_BOOT_SCRIPT).digest('base64');
    expect(elderBootHash()).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('dialogPresentation: no pop-up notices in 长辈模式, questions stay dialogs', () => {
  it.each([
    ['alert', false, 'modal'],
    ['confirm', false, 'modal'],
    ['alert', true, 'inline'],
    ['confirm', true, 'modal'],
  ] as const)('%s, elder %s → %s', (kind, elder, shown) => expect(dialogPresentation(kind, elder)).toBe(shown));
});

describe('speechChunks: utterances short enough for Chrome, cut at sentence ends', () => {
  it.each([
    ['empty', '', 10, []],
    ['short text stays whole, whitespace folded', '  标题。\n 正文  ', 10, ['标题。 正文']],
    ['cut after the last full stop that fits', '第一句。第二句。第三句很长', 9, ['第一句。第二句。', '第三句很长']],
    ['a comma when no sentence ends', '一二三，四五六七八九', 6, ['一二三，', '四五六七八九']],
    ['a space when no punctuation', 'aaaa bbbbbb', 6, ['aaaa', 'bbbbbb']],
    ['anywhere when nothing else', '一二三四五六七', 3, ['一二三', '四五六', '七']],
  ] as const)('%s', (_, text, max, chunks) => expect(speechChunks(text, max)).toEqual(chunks));
});

describe('chineseVoice', () => {
  const v = (lang: string) => ({ lang, name: lang });
  it.each([
    ['zh-CN before other Chinese', [v('en-US'), v('zh-TW'), v('zh-CN')], 'zh-CN'],
    ['written zh_CN', [v('zh_CN')], 'zh_CN'],
    ['any Chinese voice', [v('en-US'), v('zh-HK')], 'zh-HK'],
    ['none: the default voice', [v('en-US')], undefined],
    ['no voices loaded yet', [], undefined],
  ])('%s', (_, voices, lang) => expect(chineseVoice(voices)?.lang).toBe(lang));
});
