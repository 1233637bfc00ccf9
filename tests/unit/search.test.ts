import { describe, expect, it } from 'vitest';
import { queryTerms, searchTerms, termGrams, textGrams } from '../../src/shared/search/grams.ts';
import { compareHits, containsAll, countHits, type Hits } from '../../src/shared/search/rank.ts';
import { markSegments, matchRanges, snippetSegments } from '../../src/shared/search/snippet.ts';
import { cachedDocuments } from '../../src/features/search/cached-documents.ts';
import { detailPath, parseSearchParams } from '../../src/features/search/search-params.ts';

describe('bigram tokenizer', () => {
  it.each([
    ['校友', ['校友']],
    ['校友会 2024年', ['校友会', '2024', '年']],
    ['AI-Driven，开学典礼！', ['ai', 'driven', '开学典礼']],
    ['！？。', []],
    ['', []],
  ])('the terms of %j', (text, terms) => {
    expect(searchTerms(text)).toEqual(terms);
  });

  it.each([
    ['校', ['校']],
    ['校友', ['校', '友', '校友']],
    ['校友会', ['校', '友', '会', '校友', '友会']],
    ['alumni', ['alumni']],
    ['2025', ['2025']],
  ])('the grams of %j', (term, grams) => {
    expect(termGrams(term)).toEqual(grams);
  });

  it('keeps each gram once, and a query to its distinct terms', () => {
    expect(textGrams('校友 校友')).toEqual(['校', '友', '校友']);
    expect(queryTerms('校友 校友 导师')).toEqual(['校友', '导师']);
    expect(queryTerms('一 二 三 四 五 六 七 八 九 十')).toHaveLength(8);
  });
});

describe('snippet segments', () => {
  it.each([
    ['校友返校', ['校友'], [{ text: '校友', mark: true }, { text: '返校' }]],
    ['返校的校友', ['校友'], [{ text: '返校的' }, { text: '校友', mark: true }]],
    ['Alumni day', ['alumni'], [{ text: 'Alumni', mark: true }, { text: ' day' }]],
    ['校友会', ['校友', '友会'], [{ text: '校友会', mark: true }]],
    ['没有命中', ['校友'], [{ text: '没有命中' }]],
  ])('marks %j for %j', (text, terms, segments) => {
    expect(markSegments(text, terms)).toEqual(segments);
  });

  it('merges overlapping matches', () => {
    expect(matchRanges('aaa校友会', ['校友', '友会'])).toEqual([[3, 6]]);
  });

  it.each([
    // short text: whole, no ellipsis
    ['短文中的导师', 90, [{ text: '短文中的' }, { text: '导师', mark: true }]],
    // a match far into a long text: a window with context before it, cut on both sides
    [
      `${'甲'.repeat(100)}导师${'乙'.repeat(100)}`,
      30,
      [{ text: '…' }, { text: '甲'.repeat(20) }, { text: '导师', mark: true }, { text: '乙'.repeat(8) }, { text: '…' }],
    ],
    // no match: the opening
    [`${'丙'.repeat(50)}`, 10, [{ text: '丙'.repeat(10) }, { text: '…' }]],
  ])('a snippet of %#', (text, length, segments) => {
    expect(snippetSegments(text, ['导师'], length)).toEqual(segments);
  });

  it('never carries markup of its own: content stays text', () => {
    const segments = snippetSegments('<img src=x onerror=alert(1)>导师', ['导师']);
    expect(segments.map((s) => s.text).join('')).toBe('<img src=x onerror=alert(1)>导师');
  });
});

describe('ranking', () => {
  const hit = (titleHits: number, bodyHits: number, publishedAt = '2026-01-01T00:00:00Z'): Hits => ({ titleHits, bodyHits, publishedAt });
  it.each([
    ['a title hit above body hits only', hit(1, 0), hit(0, 9)],
    ['more hits above fewer, titles alike', hit(1, 3), hit(1, 1)],
    ['more body hits above fewer', hit(0, 4), hit(0, 2)],
    ['newer above older when hits tie', hit(0, 2, '2026-03-01T00:00:00Z'), hit(0, 2, '2025-03-01T00:00:00Z')],
  ])('%s', (_, better, worse) => {
    expect(compareHits(better, worse)).toBeLessThan(0);
    expect(compareHits(worse, better)).toBeGreaterThan(0);
    expect([worse, better].sort(compareHits)[0]).toBe(better);
  });

  it.each([
    ['导师导师', ['导师'], 2],
    ['Alumni alumni', ['alumni'], 2],
    ['校友会导师', ['校友', '导师'], 2],
    ['无', ['导师'], 0],
  ])('counts the hits in %j', (text, terms, n) => {
    expect(countHits(text, terms)).toBe(n);
  });

  it('needs every term in title or text', () => {
    expect(containsAll('导师计划', '校友参与', ['导师', '校友'])).toBe(true);
    expect(containsAll('导', '师', ['导师'])).toBe(false);
  });
});

describe('search page address', () => {
  it.each([
    [{ q: ' 校友 ' }, { q: '校友' }],
    [{ q: '' }, {}],
    [{ q: '校'.repeat(60) }, { q: '校'.repeat(50) }],
    [{ q: 2025 }, { q: '2025' }],
    [
      { q: '校友', kind: 'news', page: '3' },
      { q: '校友', kind: 'news', page: 3 },
    ],
    [{ q: '校友', kind: 'secret', page: 'x' }, { q: '校友' }],
    [{ q: '校友', page: 1 }, { q: '校友' }],
  ])('reads %j', (search, params) => {
    expect(parseSearchParams(search)).toEqual(params);
  });

  it('links every kind to its detail page', () => {
    expect(Object.keys(detailPath).sort()).toEqual(['activity', 'alumni', 'company', 'job', 'news', 'organization']);
  });
});

describe('offline documents', () => {
  it('takes only the read details of the public areas, as text', () => {
    const docs = cachedDocuments(
      [
        { queryKey: ['public', 'news', 'detail', 3], data: { title: '新闻', summary: '摘要', content: '<p>正文</p>', publishedAt: 't' } },
        { queryKey: ['public', 'alumni', 'detail', 5], data: { name: '王某', honour: '劳模', summary: '', content: '' } },
        { queryKey: ['public', 'news', 'list', { pageNum: 1 }], data: { list: [] } },
        { queryKey: ['personal', 'news', 'detail', 4], data: { title: '私' } },
        { queryKey: ['public', 'scenery', 'detail', 4], data: { title: '景' } },
      ],
      (html) => html.replace(/<[^>]*>/g, ' ').trim(),
    );
    expect(docs).toEqual([
      { key: 'news:3', kind: 'news', id: 3, title: '新闻', body: '摘要 正文', publishedAt: 't' },
      { key: 'alumni:5', kind: 'alumni', id: 5, title: '王某', body: '劳模', publishedAt: '' },
    ]);
  });
});
