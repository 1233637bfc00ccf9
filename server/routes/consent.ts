import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { currentPolicyVersion, hasAgreed, recordPolicyDecision } from '../repositories/consent.ts';
import { consentAnswerSchema, consentBodySchema, type ConsentBody } from '../../src/shared/consent.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '个人中心';

/**
 * Consent to the privacy policy. The server is the authority on what was agreed to: the portal asks whether the
 * signed-in user has agreed to the current version and shows the policy until they have. Personal endpoints do not
 * refuse without it (the question is the portal's to ask, and a refused API would strand the mini-program); what is
 * exact is the record: a decision names the version, and only the current one is taken.
 */
const consentRoutes: RoutePlugin = async (app, { db }) => {
  const answer = envelopeSchema(consentAnswerSchema);

  // `session`: asked right after sign-in, whatever the card's state.
  app.get(
    '/api/my/consent',
    {
      config: { access: 'session' },
      schema: { tags: [TAG], summary: '隐私政策当前版本，以及本人是否已同意该版本', response: { 200: answer } },
    },
    async (request) => {
      const current = await currentPolicyVersion(db);
      if (!current) throw notFound('隐私政策');
      return ok({ ...current, agreed: await hasAgreed(db, request.user!.id, current.version) });
    },
  );

  app.post<{ Body: ConsentBody }>(
    '/api/my/consent',
    {
      config: { changesPublicPages: false, access: 'session' },
      schema: {
        tags: [TAG],
        summary: '同意（或不同意）隐私政策的当前版本；version 须为当前版本号，否则 400（页面已过时，请刷新）',
        body: consentBodySchema,
        response: { 200: answer },
      },
    },
    async (request) => {
      const { version, decision = 'agreed' } = request.body;
      const userId = request.user!.id;
      const current = await db.transaction(async (tx) => {
        const row = await currentPolicyVersion(tx, true);
        if (!row) throw notFound('隐私政策');
        if (row.version !== version) throw new HttpError(400, '隐私政策已更新，请阅读最新版本后再作选择', 400, 'version');
        await recordPolicyDecision(tx, userId, version, decision);
        return row;
      });
      return ok({ ...current, agreed: decision === 'agreed' }, decision === 'agreed' ? '已同意隐私政策' : '您未同意隐私政策');
    },
  );
};

export default consentRoutes;
