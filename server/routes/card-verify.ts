import { cardSigningKey } from '../auth/card-key.ts';
import { cardVerdict, verifyCardCode } from '../auth/card-code.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { cardHolder, cardRow } from '../repositories/card.ts';
import { cardVerifyQuerySchema, cardVerifySchema, type CardVerify } from '../../src/shared/api/card.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** The public check of an alumni card's QR code: anyone who scans a card learns whether it is genuine and good. */
const cardVerifyRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get<{ Querystring: { c: string } }>(
    '/api/card/verify',
    {
      // Limited like sign-in: each answer says whether a guess was a real card.
      config: { changesPublicPages: false, rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: ['校友卡'],
        summary: '校验校友卡二维码（公开）：有效时给出姓名、照片、院系与届别、卡号；已失效时只给卡号；无效（被篡改或伪造）时不给任何信息',
        querystring: cardVerifyQuerySchema,
        response: { 200: envelopeSchema(cardVerifySchema) },
      },
    },
    async (request, reply) => {
      // The answer is about one person's card today: no cache, shared or private, may keep it.
      reply.header('Cache-Control', 'no-store');
      const check = verifyCardCode(await cardSigningKey(db, config), request.query.c);
      const row = check.ok ? await cardRow(db, check.claim.userId) : undefined;
      const status = cardVerdict(check, row);
      let answer: CardVerify = { status };
      if (status === 'revoked' && check.ok) answer = { status, cardNo: check.claim.cardNo };
      if (status === 'valid' && check.ok) {
        const holder = (await cardHolder(db, check.claim.userId))!;
        answer = {
          status,
          cardNo: holder.cardNo,
          holder: { name: holder.name, photo: holder.photo, faculty: holder.faculty, graduationYear: holder.graduationYear },
        };
      }
      return ok(answer);
    },
  );
};

export default cardVerifyRoutes;
