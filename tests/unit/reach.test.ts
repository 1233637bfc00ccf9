// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isOnIsland, isPlainLink, reachesForApp, type Reach } from '../../src/app/reach.ts';

const plain = { onLink: false, onField: false, onIsland: false };

describe('reachesForApp: what starts the app on a server-drawn page', () => {
  it.each<[string, Reach, boolean]>([
    ['a tap on a button', { type: 'click', ...plain }, true],
    ['a tap on a link (the browser follows it)', { type: 'click', ...plain, onLink: true }, false],
    ['a tap in the 提示 dialog (its own)', { type: 'click', ...plain, onIsland: true }, false],
    ['a key (Tab, typing)', { type: 'keydown', ...plain }, true],
    ['a key in the 提示 dialog (Esc, Tab between its buttons)', { type: 'keydown', ...plain, onIsland: true }, false],
    ['focus on a text field', { type: 'focusin', ...plain, onField: true }, true],
    ['focus on anything else', { type: 'focusin', ...plain }, false],
    ['a mouse moving (a desktop)', { type: 'pointermove', pointerType: 'mouse', ...plain }, true],
    ['a mouse button', { type: 'pointerdown', pointerType: 'mouse', ...plain }, true],
    ['a finger touching down (a scroll, until it is a tap)', { type: 'pointerdown', pointerType: 'touch', ...plain }, false],
    ['a finger moving (reading on)', { type: 'pointermove', pointerType: 'touch', ...plain }, false],
    ['a pen hovering', { type: 'pointermove', pointerType: 'pen', ...plain }, false],
    ['a scroll', { type: 'scroll', ...plain }, false],
  ])('%s: %s', (_, reach, starts) => {
    expect(reachesForApp(reach)).toBe(starts);
  });
});

describe('isPlainLink and isOnIsland', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <a id="news" href="/article/newDetails/3"><span id="inside">标题</span></a>
        <a id="skip" href="#main">跳到正文</a>
        <a id="script" href="javascript:void(0)">x</a>
        <a id="role" href="/x" role="button">x</a>
        <a id="bare">x</a>
        <button id="button">分享</button>
      </div>
      <dialog id="hint"><button id="ok">我知道了</button></dialog>`;
  });
  const at = (id: string) => document.getElementById(id);

  it.each([
    ['news', true],
    ['inside', true],
    ['skip', false],
    ['script', false],
    ['role', false],
    ['bare', false],
    ['button', false],
  ])('#%s is a plain link: %s', (id, expected) => {
    expect(isPlainLink(at(id))).toBe(expected);
  });

  it('the 提示 dialog is outside the app; the page, body and document are not', () => {
    expect(isOnIsland(at('ok'))).toBe(true);
    expect(isOnIsland(at('button'))).toBe(false);
    expect(isOnIsland(document.body)).toBe(false);
    expect(isOnIsland(document.documentElement)).toBe(false);
    expect(isOnIsland(null)).toBe(false);
  });
});
