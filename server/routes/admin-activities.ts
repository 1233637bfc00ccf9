import type { FastifyRequest } from 'fastify';
import { cardSigningKey } from '../auth/card-key.ts';
import { cardVerdict, codeOfScan, verifyCardCode, type CardVerdict } from '../auth/card-code.ts';
import { auditWithin } from '../auth/staff.ts';
import type { Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { activityForMessage, cancelSignup } from '../repositories/activity-signup.ts';
import {
  activityPage,
  activitySignups,
  adminActivity,
  doorCounts,
  doorSignup,
  markCheckedIn,
  signupForUpdate,
  userByCardNo,
} from '../repositories/admin-activities.ts';
import { cardHolder, cardRow } from '../repositories/card.ts';
import { deliver } from '../repositories/messages.ts';
import { cancelRefusal, checkinOutcome, maskPhone } from '../../src/shared/admin/activities.ts';
import {
  activityListQuerySchema,
  adminActivitySchema,
  adminSignupSchema,
  cancelSignupBodySchema,
  checkinBodySchema,
  checkinResultSchema,
  type ActivityListQuery,
  type CancelSignupBody,
  type CheckinBody,
  type CheckinOutcome,
  type CheckinResult,
} from '../../src/shared/api/admin-activities.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：活动报名与签到';
const BASE = '/api/admin/events/activities';

const signupParamsSchema = {
  type: 'object',
  required: ['id', 'signupId'],
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '活动编号' },
    signupId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '报名编号' },
  },
} as const;

const statusText = { signed: '已报名', cancelled: '已取消' } as const;
const methodText = { qr: '扫码', manual: '手工输入卡号' } as const;

/** What the door is told for each outcome (the name where the card named someone). */
function doorMessage(outcome: CheckinOutcome, name?: string, at?: string) {
  switch (outcome) {
    case 'checked-in':
      return `${name} 签到成功`;
    case 'already':
      return `${name} 已于 ${new Date(at!).toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })} 签到，无需重复签到`;
    case 'not-signed-up':
      return `${name} 未报名本活动（或报名已取消）`;
    case 'revoked':
      return '该校友卡已失效（已注销、被停用或已重新发卡），请核实身份';
    case 'unknown-card':
      return '没有找到该卡号的校友，请核对后重新输入';
    case 'invalid':
      return '无效的校友卡二维码：不是本站签发的校友卡，或二维码已被篡改';
  }
}

async function activityOr404(db: Queryable, id: number) {
  const activity = await adminActivity(db, id);
  if (!activity) throw notFound('活动');
  return activity;
}

/** Which card the door was shown: the verdict, and whose it is when it names someone we know. */
async function cardAtDoor(
  db: Queryable,
  key: Buffer,
  body: CheckinBody,
): Promise<{ verdict: CardVerdict | 'unknown'; userId?: number; cardNo?: string }> {
  if (body.qr !== undefined) {
    const code = codeOfScan(body.qr);
    const check = code ? verifyCardCode(key, code) : ({ ok: false } as const);
    if (!check.ok) return { verdict: 'invalid' };
    return { verdict: cardVerdict(check, await cardRow(db, check.claim.userId)), userId: check.claim.userId, cardNo: check.claim.cardNo };
  }
  const row = await userByCardNo(db, body.cardNo!);
  if (!row) return { verdict: 'unknown', cardNo: body.cardNo!.trim() };
  // A typed number has no issue of its own: it stands for the card as issued now.
  const verdict = cardVerdict({ ok: true, claim: { userId: row.id, cardNo: row.cardNo, version: row.cardVersion } }, row);
  return { verdict, userId: row.id, cardNo: row.cardNo };
}

/** Sign-up lists, cancelling a sign-up, check-in at the door (card QR or typed number), and the list as a spreadsheet. */
const adminActivitiesRoutes: RoutePlugin = async (app, { db, config, cipher }) => {
  const read = { changesPublicPages: false, staff: 'events' } as const;
  // A cancelled sign-up gives a place back: the public page's places left change.
  const write = { changesPublicPages: true, staff: 'events' } as const;

  app.get<{ Querystring: ActivityListQuery & { pageNum: number; pageSize: number } }>(
    BASE,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '活动列表（报名人数、名额、签到人数；未开始的在前）',
        querystring: activityListQuerySchema,
        response: { 200: pageSchema(adminActivitySchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, keyword } = request.query;
      const { list, total } = await activityPage(db, keyword, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '一个活动及其报名、签到人数（签到页每隔几秒读取一次）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(adminActivitySchema) },
      },
    },
    async (request) => ok(await activityOr404(db, request.params.id)),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id/signups`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '活动的报名名单（最早报名在前；手机号部分隐藏，完整号码见导出）',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'array', items: adminSignupSchema }) },
      },
    },
    async (request) => {
      await activityOr404(db, request.params.id);
      const rows = await activitySignups(db, cipher, request.params.id);
      return ok(rows.map((row) => ({ ...row, phone: maskPhone(row.phone) })));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { format: ExportFormat } }>(
    `${BASE}/:id/signups/export`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '导出活动报名名单为 Excel（.xlsx）或 CSV（含完整手机号，导出记入审计日志）',
        params: idParamsSchema,
        querystring: { type: 'object', additionalProperties: false, properties: { format: exportFormatSchema } },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const activity = await activityOr404(db, request.params.id);
      const rows = (await activitySignups(db, cipher, activity.id)).map((row) => ({
        ...row,
        signedAt: new Date(row.signedAt),
        cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
        checkedInAt: row.checkedInAt ? new Date(row.checkedInAt) : null,
        statusText: statusText[row.status],
        methodText: row.checkinMethod ? methodText[row.checkinMethod] : '',
        year: row.graduationYear ? `${row.graduationYear} 届` : '',
      }));
      await auditWithin(db, request, {
        entity: 'activity',
        entityId: activity.id,
        summary: `导出活动报名名单 #${activity.id}（${activity.title}）${rows.length} 条（${format}，含手机号）`,
      });
      return sendTable(reply, format, {
        name: `activity-${activity.id}-signups-${chinaDay()}`,
        sheet: '报名名单',
        columns: [
          { header: '姓名', key: 'name', width: 12 },
          { header: '手机号', key: 'phone', width: 16 },
          { header: '院系', key: 'faculty', width: 20 },
          { header: '届别', key: 'year', width: 10 },
          { header: '校友卡号', key: 'cardNo', width: 20 },
          { header: '报名时间', key: 'signedAt', width: 20, date: 'datetime' },
          { header: '状态', key: 'statusText', width: 10 },
          { header: '取消时间', key: 'cancelledAt', width: 20, date: 'datetime' },
          { header: '签到时间', key: 'checkedInAt', width: 20, date: 'datetime' },
          { header: '签到方式', key: 'methodText', width: 14 },
        ],
        rows,
      });
    },
  );

  app.post<{ Params: { id: number; signupId: number }; Body: CancelSignupBody }>(
    `${BASE}/:id/signups/:signupId/cancel`,
    {
      config: write,
      schema: {
        tags: [TAG],
        summary: '取消一条报名（释放名额，并给校友发送活动消息说明原因）',
        params: signupParamsSchema,
        body: cancelSignupBodySchema,
        response: { 200: envelopeSchema(adminSignupSchema) },
      },
    },
    async (request) => {
      const { id, signupId } = request.params;
      const reason = request.body.reason.trim();
      return db.transaction(async (tx) => {
        const activity = await activityOr404(tx, id);
        const signup = await signupForUpdate(tx, cipher, id, signupId);
        if (!signup) throw notFound('报名');
        const refusal = cancelRefusal(signup);
        if (refusal === 'cancelled') throw new HttpError(409, '该报名已取消，无需重复操作');
        if (refusal === 'checked-in') throw new HttpError(409, '该校友已签到，不能取消报名');
        await cancelSignup(tx, signupId, id);
        const what = await activityForMessage(tx, id);
        await deliver(
          tx,
          signup.userId,
          'activity',
          `活动报名已取消：${what.title}`,
          `您报名的活动「${what.title}」（${what.start}，${what.place}）已由校友会取消报名。原因：${reason}。如有疑问请联系校友会。`,
        );
        await auditWithin(tx, request, {
          entity: 'activity-signup',
          entityId: signupId,
          summary: `取消活动报名 #${signupId}（${signup.name}，活动 #${id} ${activity.title}）：${reason}`,
        });
        const [after] = (await activitySignups(tx, cipher, id)).filter((row) => row.id === signupId);
        return ok({ ...after, phone: maskPhone(after.phone) }, '已取消报名并通知校友');
      });
    },
  );

  app.post<{ Params: { id: number }; Body: CheckinBody }>(
    `${BASE}/:id/checkin`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '现场签到：扫描校友卡二维码（qr）或手工输入卡号（cardNo），二者取其一；结果见 outcome',
        description:
          'outcome：checked-in 签到成功；already 已签到过；not-signed-up 未报名或报名已取消；invalid 二维码无效（伪造或被篡改）；revoked 校友卡已失效；unknown-card 没有该卡号',
        params: idParamsSchema,
        body: checkinBodySchema,
        response: { 200: envelopeSchema(checkinResultSchema) },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number }; Body: CheckinBody }>) => {
      const { id } = request.params;
      const body = request.body ?? {};
      if ((body.qr === undefined) === (body.cardNo === undefined)) {
        throw new HttpError(400, '请扫描校友卡二维码或输入卡号（二者取其一）', 400, body.qr === undefined ? 'qr' : 'cardNo');
      }
      const key = await cardSigningKey(db, config);
      return db.transaction(async (tx) => {
        const activity = await activityOr404(tx, id);
        const card = await cardAtDoor(tx, key, body);
        const signup = card.verdict === 'valid' && card.userId !== undefined ? await doorSignup(tx, cipher, id, card.userId) : undefined;
        let outcome = checkinOutcome(card.verdict, signup);
        let checkedInAt = signup?.checkedInAt ?? undefined;
        if (outcome === 'checked-in') {
          const at = await markCheckedIn(tx, signup!.id, request.staff!.id, body.qr !== undefined ? 'qr' : 'manual');
          if (at) checkedInAt = at;
          else outcome = 'already';
        }
        const counts = (await doorCounts(tx, id))!;
        // A good card names its holder even without a sign-up: the door can tell them so by name.
        const holder = card.verdict === 'valid' && card.userId !== undefined ? (signup ?? (await cardHolder(tx, card.userId))) : undefined;
        const message = doorMessage(outcome, holder?.name ?? '该校友', checkedInAt ?? undefined);
        const how = body.qr !== undefined ? '扫码' : `输入卡号 ${card.cardNo ?? ''}`;
        // Every attempt is recorded, refused ones too: a made-up code shown at the door is worth knowing about.
        await auditWithin(tx, request, {
          entity: 'activity-signup',
          entityId: signup?.id ?? '',
          summary: `活动签到（${how}，活动 #${id} ${activity.title}）：${message}`,
        });
        const result: CheckinResult = { outcome, message, ...counts };
        if (holder) {
          Object.assign(result, {
            name: holder.name,
            faculty: holder.faculty,
            graduationYear: holder.graduationYear,
            cardNo: holder.cardNo,
          });
          if (checkedInAt) result.checkedInAt = new Date(checkedInAt).toISOString();
        }
        return ok(result, message);
      });
    },
  );
};

export default adminActivitiesRoutes;
