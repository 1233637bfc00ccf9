import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';

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

  it('keeps rich content, lazies images and opens web links in a new tab', () => {
    const out = sanitizeHtml('<h3>标题</h3><p><strong>加粗</strong></p><figure><img src="/media/cover-01.svg" alt="图" width="800" height="450"><figcaption>说明</figcaption></figure><a href="https://a.b/">外链</a>');
    expect(out).toContain('<h3>标题</h3>');
    expect(out).toContain('<strong>加粗</strong>');
    expect(out).toMatch(/<img[^>]+loading="lazy"/);
    expect(out).toMatch(/width="800"/);
    expect(out).toMatch(/<a[^>]+target="_blank"[^>]+rel="noopener noreferrer"/);
  });
});
