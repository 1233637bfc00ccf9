import type { FastifyRequest } from 'fastify';
import { cardSigningKey } from '../auth/card-key.ts';
import { cardVerdict, codeOfScan, verifyCardCode, type CardVerdict } from '../auth/card-code.ts';
import { auditWithin } from '../auth/staff.ts';
import type { Queryable } from '../db/connect.ts';
import { envelopeSchema, idParams, idParamsSchema, ok, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { activityForMessage, cancelSignup } from '../repositories/activity-signup.ts';
import {
  activityPage,
  activitySignups,
  activityWalkIns,
  adminActivity,
  doorCounts,
  doorSignup,
  insertWalkIn,
  markCheckedIn,
  signupForUpdate,
  userByCardNo,
} from '../repositories/admin-activities.ts';
import { cardHolder, cardRow } from '../repositories/card.ts';
import { deliver } from '../repositories/messages.ts';
import { siteIdentityNow } from '../repositories/site.ts';
import { cancelRefusal, checkinOutcome, checkinWindow, checkinWindowRefusal, maskPhone } from '../../src/shared/admin/activities.ts';
import { cardNoExample, normaliseCardNo } from '../../src/shared/card-number.ts';
import {
  activityListQuerySchema,
  adminActivitySchema,
  adminSignupSchema,
  adminWalkInSchema,
  cancelSignupBodySchema,
  checkinBodySchema,
  checkinResultSchema,
  type ActivityListQuery,
  type CancelSignupBody,
  type CheckinBody,
  type CheckinMethod,
  type CheckinOutcome,
  type CheckinResult,
  type WalkInBody,
  walkInBodySchema,
  type AdminActivity,
} from '../../src/shared/api/admin-activities.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：活动报名与签到';
const BASE = '/api/admin/events/activities';

const signupParamsSchema = idParams({ id: '活动编号', signupId: '报名编号' });

const statusText = { signed: '已报名', cancelled: '已取消' } as const;
const methodText = { qr: '扫码', manual: '手工输入卡号', list: '按名单签到' } as const;
const malformedCardNo = (prefix: string) => `卡号格式不正确：应为字母前缀、4 位年份和 6 位序号，如 ${cardNoExample(prefix)}`;

/** What was typed, as the audit log keeps it: at most 24 characters, anything unprintable replaced. */
function clip(raw: string): string {
  const chars = Array.from(raw.replace(/[\p{C}\p{Zl}\p{Zp}]/gu, '\uFFFD'));
  return chars.length > 24 ? `${chars.slice(0, 24).join('')}…` : chars.join('');
}

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
    case 'walk-in':
      return `${name} 已现场登记入场`;
  }
}

/** The audit entry of an attempt at the door: what was shown, at which activity, and what the door said. */
const doorNote = (activity: AdminActivity, how: string, said: string) =>
  `活动签到（${how}，活动 #${activity.id} ${activity.title}）：${said}`;

async function activityOr404(db: Queryable, id: number) {
  const activity = await adminActivity(db, id);
  if (!activity) throw notFound('活动');
  return activity;
}

/** Which card the door was shown: the verdict, and whose it is when it names someone we know. */
async function cardAtDoor(
  db: Queryable,
  key: Buffer,
  shown: { qr: string } | { cardNo: string },
): Promise<{ verdict: CardVerdict | 'unknown'; userId?: number; cardNo?: string }> {
  if ('qr' in shown) {
    const code = codeOfScan(shown.qr);
    const check = code ? verifyCardCode(key, code) : ({ ok: false } as const);
    if (!check.ok) return { verdict: 'invalid' };
    return { verdict: cardVerdict(check, await cardRow(db, check.claim.userId)), userId: check.claim.userId, cardNo: check.claim.cardNo };
  }
  const row = await userByCardNo(db, shown.cardNo);
  if (!row) return { verdict: 'unknown', cardNo: shown.cardNo };
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
        name: `校友活动报名名单-${activity.title}-${chinaDay()}`,
        asciiName: `activity-${activity.id}-signups-${chinaDay()}`,
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

  /**
   * Opens the door for one attempt: the activity (404), then, recorded before they are answered, a door not open at
   * this hour and a typed number that cannot be a card's. `how` says what was shown, for the record.
   */
  async function atDoor(
    request: FastifyRequest<{ Params: { id: number } }>,
    how: string,
    malformed: false | { prefix: string } = false,
  ): Promise<AdminActivity> {
    const activity = await activityOr404(db, request.params.id);
    const closed = checkinWindowRefusal(checkinWindow(new Date(), activity.startTime, activity.endTime, config.checkinLeadMinutes));
    const refusal = closed
      ? new HttpError(400, closed, 400)
      : malformed
        ? new HttpError(400, malformedCardNo(malformed.prefix), 400, 'cardNo')
        : undefined;
    if (refusal) {
      // Its own kind of entry: a record of an attempt, which changed nothing (not an edit of the activity).
      await auditWithin(db, request, { entity: 'activity-door', entityId: activity.id, summary: doorNote(activity, how, refusal.message) });
      throw refusal;
    }
    return activity;
  }

  /** A sign-up checked in (or found already in): the answer, its record written in the same transaction. */
  async function checkInSignup(
    tx: Queryable,
    request: FastifyRequest<{ Params: { id: number } }>,
    activity: AdminActivity,
    how: string,
    card: { verdict: CardVerdict | 'unknown'; userId?: number },
    signup: Awaited<ReturnType<typeof doorSignup>>,
    method: CheckinMethod,
  ): Promise<CheckinResult> {
    let outcome = checkinOutcome(card.verdict, signup);
    let checkedInAt = signup?.checkedInAt ?? undefined;
    if (outcome === 'checked-in') {
      const at = await markCheckedIn(tx, signup!.id, request.staff!.id, method);
      if (at) checkedInAt = at;
      else outcome = 'already';
    }
    const counts = (await doorCounts(tx, activity.id))!;
    // A good card names its holder even without a sign-up: the door can tell them so by name.
    const holder = card.verdict === 'valid' && card.userId !== undefined ? (signup ?? (await cardHolder(tx, card.userId))) : undefined;
    const message = doorMessage(outcome, holder?.name ?? '该校友', checkedInAt ?? undefined);
    // Every attempt is recorded, refused ones too: a made-up code shown at the door is worth knowing about.
    await auditWithin(tx, request, { entity: 'activity-signup', entityId: signup?.id ?? '', summary: doorNote(activity, how, message) });
    const result: CheckinResult = { outcome, message, ...counts };
    if (holder) {
      Object.assign(result, { name: holder.name, faculty: holder.faculty, graduationYear: holder.graduationYear, cardNo: holder.cardNo });
      if (checkedInAt) result.checkedInAt = new Date(checkedInAt).toISOString();
    }
    return result;
  }

  app.post<{ Params: { id: number }; Body: CheckinBody }>(
    `${BASE}/:id/checkin`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary:
          '现场签到：扫描校友卡二维码（qr）或手工输入卡号（cardNo），二者取其一；结果见 outcome。仅在活动开始前一段时间（CHECKIN_OPENS_MINUTES）至结束之间开放',
        description:
          'outcome：checked-in 签到成功；already 已签到过；not-signed-up 未报名或报名已取消；invalid 二维码无效（伪造或被篡改）；revoked 校友卡已失效；unknown-card 没有该卡号。卡号不分大小写，空格、连字符、全角字符均可；格式不对、或不在签到时间内时回答 400，并记入审计日志',
        params: idParamsSchema,
        body: checkinBodySchema,
        response: { 200: envelopeSchema(checkinResultSchema) },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number }; Body: CheckinBody }>) => {
      const body = request.body ?? {};
      if ((body.qr === undefined) === (body.cardNo === undefined)) {
        throw new HttpError(400, '请扫描校友卡二维码或输入卡号（二者取其一）', 400, body.qr === undefined ? 'qr' : 'cardNo');
      }
      const { cardPrefix: prefix } = await siteIdentityNow(db);
      const cardNo = body.cardNo === undefined ? undefined : normaliseCardNo(body.cardNo, prefix);
      const how = body.qr !== undefined ? '扫码' : `输入卡号「${clip(body.cardNo!)}」`;
      const activity = await atDoor(request, how, body.cardNo !== undefined && !cardNo && { prefix });
      const key = await cardSigningKey(db, config);
      return db.transaction(async (tx) => {
        const card = await cardAtDoor(tx, key, body.qr !== undefined ? { qr: body.qr } : { cardNo: cardNo! });
        const signup =
          card.verdict === 'valid' && card.userId !== undefined ? await doorSignup(tx, cipher, activity.id, card.userId) : undefined;
        const result = await checkInSignup(tx, request, activity, how, card, signup, body.qr !== undefined ? 'qr' : 'manual');
        return ok(result, result.message);
      });
    },
  );

  app.post<{ Params: { id: number; signupId: number } }>(
    `${BASE}/:id/signups/:signupId/checkin`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '按名单签到：校友未带卡时，在报名名单中按姓名找到并签到（签到时间内；结果见 outcome，记入审计日志）',
        params: signupParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(checkinResultSchema) },
      },
    },
    async (request) => {
      const activity = await atDoor(request, `按名单签到 报名 #${request.params.signupId}`);
      return db.transaction(async (tx) => {
        const signup = await signupForUpdate(tx, cipher, activity.id, request.params.signupId);
        if (!signup) throw notFound('报名');
        const how = `按名单签到 ${signup.name}`;
        const result = await checkInSignup(tx, request, activity, how, { verdict: 'valid', userId: signup.userId }, signup, 'list');
        return ok(result, result.message);
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id/walk-ins`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '现场登记（未报名而入场）的名单，最近的在前（手机号部分隐藏）',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'array', items: adminWalkInSchema }) },
      },
    },
    async (request) => {
      await activityOr404(db, request.params.id);
      const rows = await activityWalkIns(db, cipher, request.params.id);
      return ok(rows.map((row) => ({ ...row, phone: maskPhone(row.phone) })));
    },
  );

  app.post<{ Params: { id: number }; Body: WalkInBody }>(
    `${BASE}/:id/walk-ins`,
    {
      config: read,
      schema: {
        tags: [TAG],
        summary: '现场登记：未报名的来宾（姓名，可留手机号或校友卡号）登记入场，计入签到人数（签到时间内；记入审计日志）',
        params: idParamsSchema,
        body: walkInBodySchema,
        response: { 200: envelopeSchema(checkinResultSchema) },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      const phone = (request.body.phone ?? '').replace(/\s+/g, '');
      const typed = (request.body.cardNo ?? '').trim();
      const { cardPrefix: prefix } = await siteIdentityNow(db);
      const cardNo = typed ? normaliseCardNo(typed, prefix) : '';
      const how = `现场登记 ${clip(name)}${typed ? ` 卡号「${clip(typed)}」` : ''}`;
      const activity = await atDoor(request, how, cardNo === null && { prefix });
      return db.transaction(async (tx) => {
        const row = await insertWalkIn(tx, cipher, activity.id, request.staff!.id, { name, phone, cardNo: cardNo ?? '' });
        const message = doorMessage('walk-in', name);
        await auditWithin(tx, request, { entity: 'activity-walkin', entityId: row.id, summary: doorNote(activity, how, message) });
        const counts = (await doorCounts(tx, activity.id))!;
        const result: CheckinResult = {
          outcome: 'walk-in',
          message,
          name,
          checkedInAt: new Date(row.checkedInAt).toISOString(),
          ...counts,
        };
        if (cardNo) result.cardNo = cardNo;
        return ok(result, message);
      });
    },
  );
};

export default adminActivitiesRoutes;
