import type { FastifyRequest } from 'fastify';
import { auditWithin } from '../auth/staff.ts';
import { randomUUID } from 'node:crypto';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import { sendSoon } from '../jobs/mp-messages.ts';
import { queueSubscribeMessage } from '../repositories/mp-messages.ts';
import { wechatClient } from '../wechat/flow.ts';
import { chinaTime, type SubscribeTemplate } from '../wechat/subscribe-message.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, ok, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { storedHtml } from '../http/sanitize-html.ts';
import { deliver } from '../repositories/messages.ts';
import { pendingCounts } from '../repositories/queue-counts.ts';
import {
  acceptProposal,
  approveCompany,
  companyIntroduction,
  decideJoin,
  declineProposal,
  deliverAlways,
  existingIds,
  lockReviewItem,
  moveProof,
  proposalDescription,
  rejectCard,
  reissueCard,
  rejectCompany,
  verifyCard,
  type ApplicantText,
  type LockedItem,
} from '../repositories/review-decisions.ts';
import { reviewItem, reviewPage } from '../repositories/review-queues.ts';
import { linkOnApproval } from '../repositories/roster-verify.ts';
import { REVIEW_QUEUE_NAMES, type ReviewQueue } from '../../src/shared/admin/queues.ts';
import { allowedFrom, checkDecision, mayBatch, outcomeOf, type DecisionProblem, type ReviewAction } from '../../src/shared/admin/review.ts';
import {
  pendingCountsSchema,
  reviewBatchAnswerSchema,
  reviewBatchSchema,
  reviewDecisionSchema,
  reviewItemParamsSchema,
  reviewItemSchema,
  reviewListQuerySchema,
  reviewQueueParamsSchema,
  type ReviewBatch,
  type ReviewBatchAnswer,
  type ReviewDecision,
  type ReviewListQuery,
} from '../../src/shared/api/admin-review.ts';
import { idParamsSchema } from '../http/envelope.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { textSummary } from '../../src/shared/plain-text.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·审核';
const ORG_TAG = '管理后台·我的组织';

const ALREADY_DECIDED = '该申请已处理，请刷新';

/** A refused decision as the API answers it: 409 when the item was decided meanwhile, else 400 naming the field. */
function refusal(problem: NonNullable<DecisionProblem>): HttpError {
  const messages: Record<string, string> = {
    'not-in-queue': '该审核队列不支持此操作',
    'reason-required': '请填写驳回理由',
    'reissue-reason-required': '请填写补发原因',
    'not-posted': '该申请选择到校领取，不能标记为已寄出',
    'not-pickup': '该申请选择邮寄，不能标记为可领取',
    'tracking-required': '请填写快递单号',
  };
  if (problem.field === 'status') return new HttpError(409, ALREADY_DECIDED, 409);
  return new HttpError(400, messages[problem.kind] ?? '操作不合法', 400, problem.field);
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** How long the summary of a draft made from an application is (an editor completes it before publishing). */
const SUMMARY_LENGTH = 80;

/** An applicant's plain text as the draft an approval makes keeps it: escaped paragraphs, and a summary without markup. */
const applicantText = (text: string): ApplicantText => ({ html: storedHtml({ text }), summary: textSummary(text, SUMMARY_LENGTH) });

/** What a decision needs beyond its transaction: the field cipher, and the 审核结果通知 template when configured. */
interface DecisionContext {
  cipher: FieldCipher;
  reviewTemplate: SubscribeTemplate | undefined;
  /** After a card decision's commit: its 审核结果通知 is sent now rather than at the job's next minute. */
  sendSubscribeSoon: () => void;
}

/** What the applicant is told, and what the audit log records, for each decision. */
interface Answer {
  title: string;
  content: string;
  summary: string;
}

/**
 * Takes one decision on one item inside `tx`: the item locked, the rule checked, the status changed (and what it makes:
 * a card number, a member, a draft company or activity), the applicant's 审核结果 message and the audit entry written.
 * A failure anywhere rolls all of it back. `organizationId` scopes the item to one organisation (a 组织管理员).
 */
async function decideOne(
  tx: Queryable,
  ctx: DecisionContext,
  request: FastifyRequest,
  queue: ReviewQueue,
  id: number,
  decision: ReviewDecision,
  organizationId?: number,
) {
  const item = await lockReviewItem(tx, queue, id);
  if (!item || (organizationId !== undefined && item.organizationId !== organizationId)) throw notFound('申请');
  const reason = decision.reason?.trim() ?? '';
  const trackingNo = decision.trackingNo?.trim() ?? '';
  const problem = checkDecision({ queue, action: decision.action, status: item.status, delivery: item.delivery, reason, trackingNo });
  if (problem) throw refusal(problem);
  const answer = await apply(tx, ctx.cipher, queue, item, decision.action, reason, trackingNo);
  if (queue === 'cards') await deliverAlways(tx, item.userId, answer.title, answer.content);
  else await deliver(tx, item.userId, 'review', answer.title, answer.content);
  if (queue === 'cards' && decision.action !== 'reissue' && ctx.reviewTemplate) {
    // 审核结果通知 in WeChat too, when the applicant allowed it in the mini-program (one 允许, one message).
    await queueSubscribeMessage(tx, {
      userId: item.userId,
      kind: 'review',
      templateId: ctx.reviewTemplate.id,
      dedupeKey: `review:cards:${item.id}:${randomUUID()}`,
      page: 'pages/application/index',
      fields: {
        item: '校友卡申请',
        result: decision.action === 'approve' ? '已通过' : '未通过',
        time: chinaTime(new Date()),
        note: decision.action === 'approve' ? '请在小程序“我的校友卡”中查看' : `原因：${reason}`,
      },
    });
  }
  await auditWithin(tx, request, { entity: `review-${queue}`, entityId: id, summary: answer.summary });
  // A new member changes the organisation's public 会员人数.
  if (queue === 'joins' && decision.action === 'approve') request.changedPublicPages = true;
}

async function apply(
  tx: Queryable,
  cipher: FieldCipher,
  queue: ReviewQueue,
  item: LockedItem,
  action: ReviewAction,
  reason: string,
  trackingNo: string,
): Promise<Answer> {
  const who = `#${item.id}（${item.applicantName}）`;
  const because = reason ? `：理由：${reason}` : '';
  const note = reason ? p(`留言：${reason}`) : '';
  const approve = action === 'approve';
  switch (queue) {
    case 'cards': {
      if (action === 'reissue') {
        await reissueCard(tx, item.id);
        return {
          title: '校友卡已补发',
          content:
            p('您的校友卡已补发，卡号不变；原卡的二维码即日起作废，扫码将显示已失效。') +
            p('请在“我的校友卡”中使用新卡。') +
            p(`补发原因：${reason}`),
          summary: `补发校友卡 ${who}，原卡二维码作废${because}`,
        };
      }
      if (!approve) {
        await rejectCard(tx, item.id, reason);
        return {
          title: '校友卡审核未通过',
          content: p(`您的校友卡申请未通过审核。原因：${reason}`) + p('请您去微信小程序修改资料后重新提交。'),
          summary: `驳回校友卡申请 ${who}${because}`,
        };
      }
      const cardNo = await verifyCard(tx, item);
      const link = await linkOnApproval(tx, cipher, item.id);
      return {
        title: '校友卡审核通过',
        content: p(`您的校友卡申请已审核通过，卡号 ${cardNo}。`) + p('现在即可使用校友服务，并在“我的校友卡”中查看电子校友卡。'),
        summary: `审核通过校友卡申请 ${who}，卡号 ${cardNo}${link}`,
      };
    }
    case 'joins': {
      await decideJoin(tx, item, approve, reason);
      return approve
        ? {
            title: `入会申请已通过：${item.title}`,
            content: p(`您申请加入「${item.title}」的请求已通过审核，欢迎加入！`) + note,
            summary: `通过入会申请 ${who}，加入「${item.title}」`,
          }
        : {
            title: `入会申请未通过：${item.title}`,
            content: p(`您申请加入「${item.title}」的请求未通过审核。`) + p(`理由：${reason}`),
            summary: `驳回入会申请 ${who}，「${item.title}」${because}`,
          };
    }
    case 'companies': {
      if (!approve) {
        await rejectCompany(tx, item.id, reason);
        return {
          title: `企业入驻申请未通过：${item.title}`,
          content: p(`「${item.title}」的入驻申请未通过审核。`) + p(`理由：${reason}`),
          summary: `驳回企业入驻申请 ${who}，「${item.title}」${because}`,
        };
      }
      const companyId = await approveCompany(tx, cipher, item.id, reason, applicantText(await companyIntroduction(tx, item.id)));
      return {
        title: `企业入驻申请已通过：${item.title}`,
        content: p(`「${item.title}」的入驻申请已通过审核，校友总会完善资料后将在“校友企业”栏目展示。`) + note,
        summary: `通过企业入驻申请 ${who}，「${item.title}」，生成企业草稿 #${companyId}`,
      };
    }
    case 'proposals': {
      if (!approve) {
        await declineProposal(tx, item.id, reason);
        return {
          title: `活动申请未通过：${item.title}`,
          content: p(`您发起的活动「${item.title}」未通过审核。`) + p(`理由：${reason}`),
          summary: `驳回活动申办 ${who}，「${item.title}」${because}`,
        };
      }
      const activityId = await acceptProposal(tx, item.id, reason, applicantText(await proposalDescription(tx, item.id)));
      return {
        title: `活动申请已通过：${item.title}`,
        content: p(`您发起的活动「${item.title}」已通过审核，校友总会完善活动信息后将发布报名。`) + note,
        summary: `通过活动申办 ${who}，「${item.title}」，生成活动草稿 #${activityId}`,
      };
    }
    case 'certificates': {
      const status = outcomeOf(queue, action)!;
      await moveProof(tx, item.id, status, allowedFrom(queue, action), reason, trackingNo);
      const what = `证明补办（${item.title}）`;
      const stages: Record<string, Answer> = {
        accepted: {
          title: `证明补办申请已受理：${item.title}`,
          content: p(`您的${what}申请已受理，我们将尽快办理。`),
          summary: `受理证明补办申请 ${who}，${item.title}`,
        },
        processing: {
          title: `证明补办办理中：${item.title}`,
          content: p(`您的${what}正在办理中。`),
          summary: `证明补办申请 ${who} 转为办理中，${item.title}`,
        },
        posted: {
          title: `证明已寄出：${item.title}`,
          content: p(`您申请补办的${item.title}已寄出，快递单号 ${trackingNo}，请注意查收。`),
          summary: `证明补办申请 ${who} 已寄出，${item.title}，快递单号 ${trackingNo}`,
        },
        ready: {
          title: `证明可领取：${item.title}`,
          content: p(`您申请补办的${item.title}已办好，请携带身份证到校友工作办公室领取。`),
          summary: `证明补办申请 ${who} 可领取，${item.title}`,
        },
        rejected: {
          title: `证明补办申请未通过：${item.title}`,
          content: p(`您的${what}申请未通过。`) + p(`理由：${reason}`),
          summary: `驳回证明补办申请 ${who}，${item.title}${because}`,
        },
      };
      return stages[status];
    }
  }
}

/** A decision in its own transaction; answers the item as it now stands. */
async function decide(
  db: Db,
  ctx: DecisionContext,
  request: FastifyRequest,
  queue: ReviewQueue,
  id: number,
  d: ReviewDecision,
  organizationId?: number,
) {
  await db.transaction((tx) => decideOne(tx, ctx, request, queue, id, d, organizationId));
  if (queue === 'cards') ctx.sendSubscribeSoon();
  return (await reviewItem(db, ctx.cipher, queue, id))!;
}

/**
 * A batch: the same answer to several items, each in its own transaction (one item decided meanwhile does not undo
 * the others). Answers which were decided now, which had been decided already, which do not exist (in this scope).
 */
async function decideBatch(
  db: Db,
  ctx: DecisionContext,
  request: FastifyRequest,
  queue: ReviewQueue,
  body: ReviewBatch,
  organizationId?: number,
) {
  if (!mayBatch(queue, body.action)) throw new HttpError(400, `${REVIEW_QUEUE_NAMES[queue]}需逐条处理`, 400, 'action');
  const reason = body.reason?.trim() ?? '';
  if (body.action === 'reject' && !reason) throw new HttpError(400, '请填写驳回理由', 400, 'reason');
  const known = await existingIds(db, queue as 'cards' | 'joins', body.ids, organizationId);
  const answer: ReviewBatchAnswer = { done: [], skipped: [], missing: body.ids.filter((id) => !known.has(id)) };
  if (answer.missing.length === body.ids.length) throw notFound('申请');
  for (const id of body.ids.filter((i) => known.has(i))) {
    try {
      await db.transaction((tx) => decideOne(tx, ctx, request, queue, id, { action: body.action, reason }, organizationId));
      answer.done.push(id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) answer.skipped.push(id);
      else if (error instanceof HttpError && error.status === 404) answer.missing.push(id);
      else throw error;
    }
  }
  if (queue === 'cards' && answer.done.length) ctx.sendSubscribeSoon();
  return answer;
}

const batchMessage = (a: ReviewBatchAnswer) =>
  `已处理 ${a.done.length} 条` +
  (a.skipped.length ? `，${a.skipped.length} 条此前已被处理` : '') +
  (a.missing.length ? `，${a.missing.length} 条不存在` : '');

/** The review queues (审核员, 管理员), and an organisation's own join requests (组织管理员). */
const adminReviewRoutes: RoutePlugin = async (app, { db, cipher, config: serverConfig }) => {
  const ctx: DecisionContext = {
    cipher,
    reviewTemplate: serverConfig.wechat.templates.review,
    sendSubscribeSoon: () =>
      serverConfig.wechat.templates.review &&
      sendSoon(db, serverConfig.wechat, wechatClient(serverConfig.wechat), (err) =>
        app.log.error({ err }, 'subscribe message send failed'),
      ),
  };
  const config = { changesPublicPages: false, staff: 'review' } as const;
  // Decisions publish nothing (companies and activities are made as drafts); only an approved join request changes a
  // public figure, and says so itself (decideOne).
  const orgConfig = { changesPublicPages: false, staff: 'organization' } as const;

  app.get(
    '/api/admin/review/counts',
    { config, schema: { tags: [TAG], summary: '各审核队列待处理数量', response: { 200: envelopeSchema(pendingCountsSchema) } } },
    async () => ok(await pendingCounts(db)),
  );

  app.get<{ Params: { queue: ReviewQueue }; Querystring: ReviewListQuery & { pageNum: number; pageSize: number } }>(
    '/api/admin/review/:queue',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '审核队列：待处理最早在前，可按状态、申请人或事项、提交日期筛选',
        params: reviewQueueParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: pageSchema(reviewItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      const { list, total } = await reviewPage(db, cipher, request.params.queue, filter, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.post<{ Params: { queue: ReviewQueue; id: number }; Body: ReviewDecision }>(
    '/api/admin/review/:queue/:id/decision',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '处理一条申请：通过、驳回（须填理由），证明补办按受理 → 办理中 → 已寄出（须填快递单号）/可领取推进',
        params: reviewItemParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: envelopeSchema(reviewItemSchema) },
      },
    },
    async (request) => ok(await decide(db, ctx, request, request.params.queue, request.params.id, request.body), '已处理'),
  );

  app.post<{ Params: { queue: ReviewQueue }; Body: ReviewBatch }>(
    '/api/admin/review/:queue/batch',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '批量处理（校友卡、入会申请）：每条单独生效，返回已处理、此前已处理和不存在的编号',
        params: reviewQueueParamsSchema,
        body: reviewBatchSchema,
        response: { 200: envelopeSchema(reviewBatchAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await decideBatch(db, ctx, request, request.params.queue, request.body);
      return ok(answer, batchMessage(answer));
    },
  );

  /** The organisation a 组织管理员 looks after; an account naming none has no join requests to answer. */
  const myOrganization = (request: FastifyRequest) => {
    const id = request.staff?.organizationId;
    if (!id) throw notFound('您负责的校友组织');
    return id;
  };

  app.get<{ Querystring: ReviewListQuery & { pageNum: number; pageSize: number } }>(
    '/api/admin/my-organization/join-requests',
    {
      config: orgConfig,
      schema: {
        tags: [ORG_TAG],
        summary: '本组织的入会申请：待处理最早在前',
        querystring: reviewListQuerySchema,
        response: { 200: pageSchema(reviewItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      const organizationId = myOrganization(request);
      const { list, total } = await reviewPage(db, cipher, 'joins', { ...filter, organizationId }, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.post<{ Params: { id: number }; Body: ReviewDecision }>(
    '/api/admin/my-organization/join-requests/:id/decision',
    {
      config: orgConfig,
      schema: {
        tags: [ORG_TAG],
        summary: '处理本组织的一条入会申请：通过或驳回（须填理由）',
        params: idParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: envelopeSchema(reviewItemSchema) },
      },
    },
    async (request) => ok(await decide(db, ctx, request, 'joins', request.params.id, request.body, myOrganization(request)), '已处理'),
  );

  app.post<{ Body: ReviewBatch }>(
    '/api/admin/my-organization/join-requests/batch',
    {
      config: orgConfig,
      schema: {
        tags: [ORG_TAG],
        summary: '批量处理本组织的入会申请：每条单独生效',
        body: reviewBatchSchema,
        response: { 200: envelopeSchema(reviewBatchAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await decideBatch(db, ctx, request, 'joins', request.body, myOrganization(request));
      return ok(answer, batchMessage(answer));
    },
  );
};

export default adminReviewRoutes;
