// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { FOREIGN_HOST, htmlPayloads } from '../fixtures/hostile.ts';

/** What a sanitised fragment could still do: run a handler, follow a script or data URL, or load from elsewhere. */
function traces(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'meta', 'link', 'base', 'svg', 'math'].includes(el.localName))
      found.push(el.localName);
    for (const { name, value } of Array.from(el.attributes)) {
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser drops from a scheme
      const bare = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${el.localName} ${name}`);
      if (/^(javascript|vbscript|data):/.test(bare)) found.push(`${el.localName} ${name}=${value}`);
      if (['src', 'poster', 'background', 'srcset', 'data'].includes(name) && bare.includes(FOREIGN_HOST))
        found.push(`${el.localName} ${name}=${value}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<script'],
    ['<img src="/media/a.svg" onerror="alert(1)" width="10" height="10">', 'onerror'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['<svg><script>alert(1)</script></svg>', '<svg'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', 'onerror'],
    ['<iframe src="https://evil.com"></iframe>', '<iframe'],
    ['<p style="background:url(javascript:alert(1))">x</p>', 'style='],
    ['<form action="https://evil.com"><input name=a></form>', '<form'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', 'data:'],
  ])('removes the dangerous part of %s', (input, bad) => {
    expect(sanitizeHtml(input)).not.toContain(bad);
  });

  it.each(htmlPayloads)('leaves no handler, script URL or foreign load in %s', (payload) => {
    expect(traces(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps rich content, lazies images and opens web links in a new tab', () => {
    const out = sanitizeHtml(
      '<h3>标题</h3><p><strong>加粗</strong></p><figure><img src="/media/cover-01.svg" alt="图" width="800" height="450"><figcaption>说明</figcaption></figure><a href="https://a.b/">外链</a>',
    );
    expect(out).toContain('<h3>标题</h3>');
    expect(out).toContain('<strong>加粗</strong>');
    expect(out).toMatch(/<img[^>]+loading="lazy"/);
    expect(out).toMatch(/width="800"/);
    expect(out).toMatch(/<a[^>]+target="_blank"[^>]+rel="noopener noreferrer"/);
  });

  it.each([
    // [href in, href out (null: removed), opens in a new tab]
    ['/article/collegeNews', '/article/collegeNews', false],
    [`${location.origin}/a?b=1#c`, '/a?b=1#c', false],
    ['#section-2', '#section-2', false],
    ['https://www.bjcc.edu.cn/', 'https://www.bjcc.edu.cn/', true],
    // Looks like this site's path, leads elsewhere: it must say so (new tab, no opener).
    ['//evil.example/', 'http://evil.example/', true],
    // The path '//evil.example' here, which a router would read as another host: dropped.
    ['/.//evil.example/', null, false],
    // Backslashes are read as slashes by browsers: dropped rather than guessed at.
    ['/\\evil.example/', null, false],
    ['javascript:alert(1)', null, false],
    ['vbscript:x', null, false],
    ['mailto:a@b.c', null, false],
  ])('link %s -> %s', (href, expected, newTab) => {
    const a = new DOMParser().parseFromString(sanitizeHtml(`<a href="${href}">x</a>`), 'text/html').querySelector('a')!;
    expect(a.getAttribute('href')).toBe(expected);
    expect(a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer').toBe(newTab);
  });

  it.each([
    ['<img src="/media/a.svg">', 'src', '/media/a.svg'],
    [`<img src="${location.origin}/media/b.svg">`, 'src', '/media/b.svg'],
    ['<img src="https://evil.example/p.gif">', 'src', null],
    ['<img src="//evil.example/p.gif">', 'src', null],
    ['<video poster="https://evil.example/p.png"></video>', 'poster', null],
    ['<video poster="/media/p.png"></video>', 'poster', '/media/p.png'],
    ['<audio src="//evil.example/a.mp3"></audio>', 'src', null],
    ['<table background="//evil.example/bg.png"><tr><td>x</td></tr></table>', 'background', null],
  ])("loads only this site's files: %s", (html, attr, expected) => {
    const el = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.firstElementChild!;
    expect(el.getAttribute(attr)).toBe(expected);
  });
});
