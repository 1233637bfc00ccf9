import { describe, expect, it } from 'vitest';
import { textParagraphs, textSummary } from '../../src/shared/plain-text.ts';

describe('textParagraphs: plain text as escaped paragraphs', () => {
  it.each([
    ['一行', '<p>一行</p>'],
    ['第一行\n第二行', '<p>第一行</p><p>第二行</p>'],
    ['甲\r\n\r\n  乙  \r丙\u2028丁\u2029戊', '<p>甲</p><p>乙</p><p>丙</p><p>丁</p><p>戊</p>'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    [
      '<a href="https://evil.example">官方通知</a> & 更多',
      '<p>&lt;a href=&quot;https://evil.example&quot;&gt;官方通知&lt;/a&gt; &amp; 更多</p>',
    ],
    [' \n \n', ''],
  ])('%j → %j', (text, html) => expect(textParagraphs(text)).toBe(html));
});

describe('textSummary: a plain one-line summary without tags', () => {
  it.each([
    ['简介', 80, '简介'],
    ['第一段\n\n第二段', 80, '第一段 第二段'],
    ['我们<script>alert(1)</script>做软件', 80, '我们 alert(1) 做软件'],
    ['<img src=x onerror="a()">好<!-- x -->的</a>', 80, '好 的'],
    ['1 < 2 且 a<b 成立', 80, '1 < 2 且 a<b 成立'],
    ['一二三四五', 3, '一二三'],
    ['😀😀😀', 2, '😀😀'],
  ])('%j, %i → %j', (text, length, summary) => expect(textSummary(text, length)).toBe(summary));
});
