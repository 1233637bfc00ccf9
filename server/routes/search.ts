import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { meetsAccess } from '../auth/access.ts';
import { optionalUser } from '../auth/session.ts';
import { searchDocuments } from '../repositories/search.ts';
import {
  PUBLIC_SEARCH_KINDS,
  SEARCH_KINDS,
  SEARCH_Q_MAX,
  searchPageSchema,
  searchQuerySchema,
  type SearchPage,
  type SearchQuery,
} from '../../src/shared/api/search.ts';
import { queryTerms, termGrams } from '../../src/shared/search/grams.ts';
import { markSegments, snippetSegments } from '../../src/shared/search/snippet.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** Answers remembered: a popular query is asked again and again, and the public data rarely changes. */
const REMEMBER_MS = 30_000;
const REMEMBER_MAX = 500;

/** 站内搜索: public content for everyone; companies and positions for those their pages admit (the graduate rule). */
const searchRoutes: RoutePlugin = async (app, { db }) => {
  // Keyed on the public data version (any write that changes public content moves it on) and on what the caller may
  // see; the short life covers a scheduled publication coming due. Oldest dropped first past the bound.
  const remembered = new Map<string, { at: number; stamp: number; page: SearchPage }>();
  async function answer(key: string, load: () => Promise<SearchPage>): Promise<SearchPage> {
    const stamp = app.publicDataVersion();
    const hit = remembered.get(key);
    if (hit && hit.stamp === stamp && Date.now() - hit.at < REMEMBER_MS) return hit.page;
    const page = await load();
    remembered.delete(key);
    remembered.set(key, { at: Date.now(), stamp, page });
    if (remembered.size > REMEMBER_MAX) remembered.delete(remembered.keys().next().value!);
    return page;
  }

  app.get<{ Querystring: SearchQuery }>(
    '/api/search',
    {
      schema: {
        tags: ['站内搜索'],
        summary: '站内搜索：新闻、活动、杰出校友、校友组织；校友企业与招聘岗位仅对可查看者（分页，标题命中优先）',
        description:
          '中文按单字与相邻两字索引，两个字的词也能找到。带有效令牌且满足校友企业页面访问规则（已认证的毕业生或组织成员）时，结果另含校友企业与招聘岗位；否则这两类不出现。',
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchPageSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query.q.trim();
      if (q.length < 1 || q.length > SEARCH_Q_MAX) throw new HttpError(400, `请输入 1 到 ${SEARCH_Q_MAX} 个字的搜索词`, 400, 'q');
      const { pageNum, pageSize, kind } = request.query;
      // Who asks decides what is searched, so the answer is never shared between callers.
      reply.header('cache-control', 'private, no-store');
      const allowed = meetsAccess(await optionalUser(db, request), 'graduate') ? SEARCH_KINDS : PUBLIC_SEARCH_KINDS;
      const terms = queryTerms(q);
      const empty: SearchPage = { list: [], total: 0, pageNum, pageSize, counts: {} };
      // Only punctuation or symbols: nothing the index can look for.
      if (terms.length === 0) return ok(empty);
      const grams = [...new Set(terms.flatMap(termGrams))];
      const kinds = kind === undefined ? allowed : allowed.filter((k) => k === kind);
      const key = JSON.stringify([allowed.length, terms, kind ?? '', pageNum, pageSize]);
      const page = await answer(key, async () => {
        const { counts, list: rows } = await searchDocuments(db, grams, terms, allowed, kinds, pageNum, pageSize);
        const list = rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          title: markSegments(r.title, terms),
          snippet: snippetSegments(r.body, terms),
          publishedAt: new Date(r.publishedAt).toISOString(),
        }));
        const total = kinds.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
        return { ...empty, list, total, counts: Object.fromEntries(allowed.map((k) => [k, counts[k] ?? 0])) };
      });
      return ok(page);
    },
  );
};

export default searchRoutes;
