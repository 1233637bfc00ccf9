import { describe, expect, it } from 'vitest';
import { canonicalAddress, isShareCancelled, shareWay } from '../../src/features/articles/share.ts';

describe('shareWay', () => {
  it.each([
    // webShare, canShare, coarsePointer → way
    [true, true, true, 'web-share', 'a phone that can share the link'],
    [true, undefined, true, 'web-share', 'a phone whose browser has share but no canShare (older Safari)'],
    [true, false, true, 'panel', 'a phone whose browser cannot share this link'],
    [false, undefined, true, 'panel', 'a phone without the Web Share API (many in-app browsers)'],
    [false, undefined, false, 'panel', 'a desktop without the Web Share API (Chromium on Linux, Firefox)'],
    [true, true, false, 'panel', 'a desktop with a share sheet (Chrome on Windows): the QR carries the page to the phone'],
    [true, false, false, 'panel', 'a desktop that cannot share this link'],
  ] as const)('share %s, canShare %s, coarse %s → %s (%s)', (webShare, canShare, coarsePointer, way, _case) => {
    expect(shareWay({ webShare, canShare, coarsePointer })).toBe(way);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['https://alumni.example.edu.cn/article/newDetails/3', 'https://alumni.example.edu.cn/article/newDetails/3'],
    ['https://alumni.example.edu.cn/article/newDetails/3?token=abc.def', 'https://alumni.example.edu.cn/article/newDetails/3'],
    [
      'https://alumni.example.edu.cn/article/newDetails/3?openid=o1&from=singlemessage#top',
      'https://alumni.example.edu.cn/article/newDetails/3',
    ],
    ['http://localhost:5173/_login/../article/alumcompanyDetails/7#jobs', 'http://localhost:5173/article/alumcompanyDetails/7'],
    ['https://user:secret@alumni.example.edu.cn/article/activityDetails/2', 'https://alumni.example.edu.cn/article/activityDetails/2'],
  ])('%s → %s', (href, address) => {
    expect(canonicalAddress(href)).toBe(address);
  });
});

describe('isShareCancelled', () => {
  it.each([
    [new DOMException('Share canceled', 'AbortError'), true],
    [new DOMException('Permission denied', 'NotAllowedError'), false],
    [new TypeError('bad data'), false],
    ['AbortError', false],
    [undefined, false],
  ])('%s → %s', (error, cancelled) => {
    expect(isShareCancelled(error)).toBe(cancelled);
  });
});
