import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { daySalt, recordNewsView } from '../repositories/news-views.ts';
import { newsViewsSchema } from '../../src/shared/api/content.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** Who viewed, without saying who: the address and browser under the day's salt, never stored in the clear. */
export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);

/**
 * 浏览: the portal reports a view after the article has loaded, and shows the count this answers. The drawn page is
 * the same for every visitor and stays cached (a view changes no public page: the figure in it may lag the cache's
 * window, the one the reader sees after load does not).
 */
const newsViewRoutes: RoutePlugin = async (app, { db }) => {
  let salt: { day: string; value: string } | undefined;
  const saltFor = async (day: string) => {
    if (salt?.day !== day) salt = { day, value: await daySalt(db, day, randomBytes(18).toString('base64url')) };
    return salt.value;
  };
  const visitor = async (request: FastifyRequest, day: string) =>
    visitorHash(await saltFor(day), request.ip, String(request.headers['user-agent'] ?? ''));

  app.post<{ Params: { id: number } }>(
    '/api/alumnews/:id/view',
    {
      // Bounds what one address can add in a minute (a new browser string is a new visitor).
      config: { changesPublicPages: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['新闻'],
        summary: '记录一次新闻浏览（同一访客同一天只计一次），返回当前浏览数',
        params: idParamsSchema,
        response: { 200: envelopeSchema(newsViewsSchema) },
      },
    },
    async (request) => {
      const day = chinaDay(new Date());
      const views = await recordNewsView(db, request.params.id, day, await visitor(request, day));
      if (views === undefined) throw notFound('新闻');
      return ok({ views });
    },
  );
};

export default newsViewRoutes;
