// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defaultAlt } from '../../src/ui/rich-text/image-files.ts';
import { editorLinkHref } from '../../src/ui/rich-text/link-href.ts';
import { adminEditor } from '../../src/strings/admin-editor.ts';

describe('editorLinkHref', () => {
  it.each([
    ['https://www.example.edu/a?b=1#c', 'https://www.example.edu/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['  /news/12  ', '/news/12'],
    [`${location.origin}/activities/3`, '/activities/3'],
    ['www.example.edu/join', 'https://www.example.edu/join'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:office@example.edu', null],
    ['file:///C:/a.docx', null],
    ['//evil.example/a', null],
    ['/\\evil.example', null],
    ['news/12', null],
    ['', null],
  ])('%j -> %j', (typed, href) => {
    expect(editorLinkHref(typed)).toBe(href);
  });
});

describe('defaultAlt', () => {
  it.each([
    ['2024校庆合影.jpg', '2024校庆合影'],
    ['礼堂 全景.PNG', '礼堂 全景'],
    ['IMG_20240101_123456.jpg', adminEditor.defaultAlt],
    ['mmexport1700000000000.jpg', adminEditor.defaultAlt],
    ['微信图片_20240101.png', adminEditor.defaultAlt],
    ['image.png', adminEditor.defaultAlt],
    ['.png', adminEditor.defaultAlt],
  ])('%s -> %s', (name, alt) => {
    expect(defaultAlt(new File(['x'], name, { type: 'image/png' }))).toBe(alt);
  });
});
