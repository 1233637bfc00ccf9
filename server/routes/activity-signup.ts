import type { Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  activityCounts,
  activityForMessage,
  cancelSignup,
  deleteSubmittedProposal,
  insertProposal,
  insertSignup,
  liveSignupId,
  myProposals,
  myProposalStatus,
  mySignups,
  openProposalCount,
  takePlace,
} from '../repositories/activity-signup.ts';
import { deliver } from '../repositories/messages.ts';
import { dictHas } from '../repositories/site.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { activityProposalSchema, checkProposalTimes, type ActivityProposalValues } from '../../src/shared/activity-forms.ts';
import { activityStatsSchema, myActivitiesSchema, proposalAnswerSchema, signupStatusSchema } from '../../src/shared/api/activity-signup.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '活动报名';

/** How many submitted (not yet reviewed) proposals one person may have at a time. */
const MAX_OPEN_PROPOSALS = 5;

async function stats(db: Queryable, activityId: number, hiddenToo = false) {
  const row = await activityCounts(db, activityId, hiddenToo);
  if (!row) throw notFound('活动');
  return row;
}

/** Sign-ups to published activities, and activities alumni propose for review. */
const activitySignupRoutes: RoutePlugin = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/api/alumactivity/:id/stats',
    {
      schema: {
        tags: [TAG],
        summary: '活动报名人数与剩余名额（公开）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(activityStatsSchema) },
      },
    },
    async (request) => {
      const { signedCount, remaining } = await stats(db, request.params.id);
      return ok({ signedCount, remaining });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumactivity/:id/signup-status',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我的报名状态：人数、剩余名额、是否已报名、是否已截止',
        params: idParamsSchema,
        response: { 200: envelopeSchema(signupStatusSchema) },
      },
    },
    async (request) => {
      const row = await stats(db, request.params.id);
      const mine = await liveSignupId(db, request.params.id, request.user!.id);
      return ok({
        signedCount: row.signedCount,
        remaining: row.remaining,
        signedUp: mine !== undefined,
        deadlinePassed: new Date(row.signupDeadline).getTime() <= Date.now(),
      });
    },
  );

  /** Signing up and cancelling: a signed-in alumnus's place at one activity, changed in one transaction. */
  const placeChange = (path: string, summary: string, change: (tx: Queryable, activityId: number, userId: number) => Promise<unknown>) =>
    app.post<{ Params: { id: number } }>(
      path,
      {
        config: { access: 'login' },
        schema: { tags: [TAG], summary, params: idParamsSchema, response: { 200: envelopeSchema(activityStatsSchema) } },
      },
      async (request) => db.transaction((tx) => change(tx, request.params.id, request.user!.id)),
    );

  placeChange('/api/alumactivity/:id/signup', '报名参加活动（截止前、有名额、每人一次）', async (tx, activityId, userId) => {
    const row = await stats(tx, activityId);
    if (new Date(row.signupDeadline).getTime() <= Date.now()) throw new HttpError(400, '报名已截止');
    if (!(await insertSignup(tx, activityId, userId))) throw new HttpError(400, '您已报名该活动，无需重复报名');
    const taken = await takePlace(tx, activityId);
    if (!taken) throw new HttpError(400, '名额已满');
    const activity = await activityForMessage(tx, activityId);
    await deliver(
      tx,
      userId,
      'activity',
      `报名成功：${activity.title}`,
      `<p>您已成功报名「${escapeHtml(activity.title)}」。活动时间：${activity.start}，地点：${escapeHtml(activity.place)}。如不能参加，请在“我的活动”中取消报名。</p>`,
    );
    return ok(taken, '报名成功');
  });

  placeChange('/api/alumactivity/:id/signup/cancel', '取消我的报名（活动开始前）', async (tx, activityId, userId) => {
    const row = await stats(tx, activityId, true);
    const mine = await liveSignupId(tx, activityId, userId);
    if (mine === undefined) throw new HttpError(404, '没有找到您对该活动的报名');
    if (new Date(row.startTime).getTime() <= Date.now()) throw new HttpError(400, '活动已开始，不能取消报名');
    return ok(await cancelSignup(tx, mine, activityId), '已取消报名');
  });

  app.get(
    '/api/alumactivity/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我的活动：我报名的（每个活动最近一次报名）与我发起的申请',
        response: { 200: envelopeSchema(myActivitiesSchema) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [signedUp, proposed] = await Promise.all([mySignups(db, userId), myProposals(db, userId)]);
      return ok({ signedUp, proposed });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/alumactivity/proposals/:id',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG],
        summary: '撤回我的待审核活动申请',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const status = await myProposalStatus(db, request.user!.id, request.params.id);
      if (!status) throw notFound('活动申请');
      if (status !== 'submitted') throw new HttpError(400, '申请已审核，不能撤回');
      await deleteSubmittedProposal(db, request.user!.id, request.params.id);
      return ok(null, '申请已撤回');
    },
  );

  app.post<{ Body: ActivityProposalValues }>(
    '/api/alumactivity/propose',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG],
        summary: '发起活动申请（等待校友会审核）',
        body: toJsonSchema(activityProposalSchema),
        response: { 200: envelopeSchema(proposalAnswerSchema) },
      },
    },
    async (request) => {
      const v = assertForm<ActivityProposalValues>(activityProposalSchema, request.body);
      const cross = checkProposalTimes(v);
      const field = Object.keys(cross)[0];
      if (field) throw new HttpError(400, cross[field], 400, field);
      if (!(await dictHas(db, 'activity_type', v.activityType))) throw new HttpError(400, '请选择有效的活动类型', 400, 'activityType');
      const userId = request.user!.id;
      return db.transaction(async (tx) => {
        if ((await openProposalCount(tx, userId)) >= MAX_OPEN_PROPOSALS) {
          throw new HttpError(400, `您已有 ${MAX_OPEN_PROPOSALS} 个待审核的活动申请，请等审核后再发起`, 400, 'title');
        }
        const id = await insertProposal(tx, userId, {
          title: v.title,
          activityType: v.activityType,
          startTime: new Date(v.startTime),
          endTime: new Date(v.endTime),
          place: v.place,
          capacity: Number(v.capacity),
          signupDeadline: new Date(v.signupDeadline),
          description: v.description,
          cover: v.cover ?? '',
        });
        return ok({ id, status: 'submitted' }, '活动申请已提交，请等待审核');
      });
    },
  );
};

export default activitySignupRoutes;
