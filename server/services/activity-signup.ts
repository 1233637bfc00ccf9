import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { activityProposalSchema, checkProposalTimes, type ActivityProposalValues } from '../../src/shared/activity-forms.ts';
import { deliver, escapeHtml } from './_inbox.ts';
import type { ServiceModule } from './module.ts';

const TAG = '活动报名';
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** How many submitted (not yet reviewed) proposals one person may have at a time. */
const MAX_OPEN_PROPOSALS = 5;

const statsSchema = {
  type: 'object',
  required: ['signedCount', 'remaining'],
  properties: { signedCount: int, remaining: int },
} as const;

const signupStatusSchema = {
  type: 'object',
  required: ['signedCount', 'remaining', 'signedUp', 'deadlinePassed'],
  properties: { ...statsSchema.properties, signedUp: { type: 'boolean' }, deadlinePassed: { type: 'boolean' } },
} as const;

const mySignupSchema = {
  type: 'object',
  required: ['id', 'activityId', 'title', 'cover', 'place', 'startTime', 'endTime', 'status', 'signedAt', 'cancelledAt', 'canCancel'],
  properties: {
    id: int, activityId: int, title: str, cover: str, place: str, startTime: time, endTime: time,
    status: { type: 'string', enum: ['signed', 'cancelled'] }, signedAt: time, cancelledAt: nullableTime,
    canCancel: { type: 'boolean', description: '已报名且活动尚未开始' },
  },
} as const;

const myProposalSchema = {
  type: 'object',
  required: ['id', 'title', 'activityType', 'activityTypeLabel', 'startTime', 'endTime', 'place', 'capacity', 'signupDeadline', 'cover', 'status', 'reviewNote', 'createdAt'],
  properties: {
    id: int, title: str, activityType: str, activityTypeLabel: str, startTime: time, endTime: time, place: str, capacity: int,
    signupDeadline: time, cover: str, status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] }, reviewNote: str, createdAt: time,
  },
} as const;

async function stats(db: Queryable, activityId: number) {
  const [row] = await db.query<{ signedCount: number; remaining: number; signupDeadline: Date; startTime: Date }>(
    `select signed_count as "signedCount", greatest(capacity - signed_count, 0) as remaining,
            signup_deadline as "signupDeadline", start_time as "startTime"
       from activity where id = $1`,
    [activityId],
  );
  if (!row) throw notFound('活动');
  return row;
}

export function registerActivitySignupRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { id: number } }>(
    '/api/alumactivity/:id/stats',
    {
      schema: { tags: [TAG], summary: '活动报名人数与剩余名额（公开）', params: idParamsSchema, response: { 200: envelopeSchema(statsSchema) } },
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
        tags: [TAG], summary: '我的报名状态：人数、剩余名额、是否已报名、是否已截止', params: idParamsSchema,
        response: { 200: envelopeSchema(signupStatusSchema) },
      },
    },
    async (request) => {
      const row = await stats(db, request.params.id);
      const [mine] = await db.query(
        "select id from activity_signup where activity_id = $1 and user_id = $2 and status = 'signed'",
        [request.params.id, request.user!.id],
      );
      return ok({
        signedCount: row.signedCount,
        remaining: row.remaining,
        signedUp: !!mine,
        deadlinePassed: new Date(row.signupDeadline).getTime() <= Date.now(),
      });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/alumactivity/:id/signup',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '报名参加活动（截止前、有名额、每人一次）', params: idParamsSchema, response: { 200: envelopeSchema(statsSchema) } },
    },
    async (request) => {
      const activityId = request.params.id;
      const userId = request.user!.id;
      return db.transaction(async (tx) => {
        const row = await stats(tx, activityId);
        if (new Date(row.signupDeadline).getTime() <= Date.now()) throw new HttpError(400, '报名已截止');
        const inserted = await tx.query(
          `insert into activity_signup (activity_id, user_id) values ($1, $2)
           on conflict (activity_id, user_id) where status = 'signed' do nothing returning id`,
          [activityId, userId],
        );
        if (!inserted.length) throw new HttpError(400, '您已报名该活动，无需重复报名');
        // One conditional update: a place is taken only while one is free and the deadline has not passed.
        const [taken] = await tx.query<{ signedCount: number; remaining: number }>(
          `update activity set signed_count = signed_count + 1
            where id = $1 and signed_count < capacity and signup_deadline > now()
            returning signed_count as "signedCount", capacity - signed_count as remaining`,
          [activityId],
        );
        if (!taken) throw new HttpError(400, '名额已满');
        const [activity] = await tx.query<{ title: string; place: string; start: string }>(
          `select title, place, to_char(start_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as start from activity where id = $1`,
          [activityId],
        );
        await deliver(tx, userId, 'activity', `报名成功：${activity.title}`,
          `<p>您已成功报名「${escapeHtml(activity.title)}」。活动时间：${activity.start}，地点：${escapeHtml(activity.place)}。如不能参加，请在“我的活动”中取消报名。</p>`);
        return ok(taken, '报名成功');
      });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/alumactivity/:id/signup/cancel',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '取消我的报名（活动开始前）', params: idParamsSchema, response: { 200: envelopeSchema(statsSchema) } },
    },
    async (request) => {
      const activityId = request.params.id;
      const userId = request.user!.id;
      return db.transaction(async (tx) => {
        const row = await stats(tx, activityId);
        const [mine] = await tx.query(
          "select id from activity_signup where activity_id = $1 and user_id = $2 and status = 'signed'",
          [activityId, userId],
        );
        if (!mine) throw new HttpError(404, '没有找到您对该活动的报名');
        if (new Date(row.startTime).getTime() <= Date.now()) throw new HttpError(400, '活动已开始，不能取消报名');
        await tx.query("update activity_signup set status = 'cancelled', cancelled_at = now() where id = $1", [(mine as { id: number }).id]);
        const [freed] = await tx.query<{ signedCount: number; remaining: number }>(
          `update activity set signed_count = signed_count - 1 where id = $1
            returning signed_count as "signedCount", capacity - signed_count as remaining`,
          [activityId],
        );
        return ok(freed, '已取消报名');
      });
    },
  );

  app.get(
    '/api/alumactivity/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '我的活动：我报名的（每个活动最近一次报名）与我发起的申请',
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['signedUp', 'proposed'],
            properties: { signedUp: { type: 'array', items: mySignupSchema }, proposed: { type: 'array', items: myProposalSchema } },
          }),
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [signedUp, proposed] = await Promise.all([
        db.query(
          `select * from (
             select distinct on (s.activity_id) s.id, s.activity_id as "activityId", a.title, a.cover, a.place,
                    a.start_time as "startTime", a.end_time as "endTime", s.status, s.created_at as "signedAt",
                    s.cancelled_at as "cancelledAt", (s.status = 'signed' and a.start_time > now()) as "canCancel"
               from activity_signup s join activity a on a.id = s.activity_id
              where s.user_id = $1
              order by s.activity_id, s.created_at desc, s.id desc) latest
           order by "startTime" desc, id desc`,
          [userId],
        ),
        db.query(
          `select p.id, p.title, p.activity_type as "activityType",
                  coalesce((select d.dict_label from sys_dict d where d.dict_type = 'activity_type' and d.dict_value = p.activity_type limit 1), p.activity_type) as "activityTypeLabel",
                  p.start_time as "startTime", p.end_time as "endTime", p.place, p.capacity, p.signup_deadline as "signupDeadline",
                  p.cover, p.status, p.review_note as "reviewNote", p.created_at as "createdAt"
             from activity_proposal p where p.user_id = $1
            order by p.created_at desc, p.id desc`,
          [userId],
        ),
      ]);
      return ok({ signedUp, proposed });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/alumactivity/proposals/:id',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: [TAG], summary: '撤回我的待审核活动申请', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const [row] = await db.query<{ status: string }>('select status from activity_proposal where id = $1 and user_id = $2', [
        request.params.id, request.user!.id,
      ]);
      if (!row) throw notFound('活动申请');
      if (row.status !== 'submitted') throw new HttpError(400, '申请已审核，不能撤回');
      await db.query("delete from activity_proposal where id = $1 and user_id = $2 and status = 'submitted'", [request.params.id, request.user!.id]);
      return ok(null, '申请已撤回');
    },
  );

  app.post<{ Body: ActivityProposalValues }>(
    '/api/alumactivity/propose',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG], summary: '发起活动申请（等待校友会审核）', body: toJsonSchema(activityProposalSchema),
        response: { 200: envelopeSchema({ type: 'object', required: ['id', 'status'], properties: { id: int, status: str } }) },
      },
    },
    async (request) => {
      const v = assertForm<ActivityProposalValues>(activityProposalSchema, request.body);
      const cross = checkProposalTimes(v);
      const field = Object.keys(cross)[0];
      if (field) throw new HttpError(400, cross[field], 400, field);
      const [type] = await db.query("select 1 from sys_dict where dict_type = 'activity_type' and dict_value = $1", [v.activityType]);
      if (!type) throw new HttpError(400, '请选择有效的活动类型', 400, 'activityType');
      const userId = request.user!.id;
      return db.transaction(async (tx) => {
        const [{ open }] = await tx.query<{ open: number }>(
          "select count(*)::int as open from activity_proposal where user_id = $1 and status = 'submitted'",
          [userId],
        );
        if (open >= MAX_OPEN_PROPOSALS) throw new HttpError(400, `您已有 ${MAX_OPEN_PROPOSALS} 个待审核的活动申请，请等审核后再发起`, 400, 'title');
        const [row] = await tx.query<{ id: number }>(
          `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description, cover)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [userId, v.title, v.activityType, new Date(v.startTime), new Date(v.endTime), v.place, Number(v.capacity),
            new Date(v.signupDeadline), v.description, v.cover ?? ''],
        );
        return ok({ id: row.id, status: 'submitted' }, '活动申请已提交，请等待审核');
      });
    },
  );
}

const activityTypes: Array<[value: string, label: string]> = [
  ['homecoming', '校友返校'],
  ['lecture', '学术讲座'],
  ['forum', '行业论坛'],
  ['sports', '文体活动'],
  ['charity', '公益活动'],
  ['chapter', '地方校友会活动'],
];

const day = 86400000;
/** A moment `days` from now at the given Beijing hour, so seeded proposals stay ahead of the calendar. */
const ahead = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hour - 8, 0, 0, 0);
  return d;
};

async function seed(tx: Queryable) {
  const existing = await tx.query("select 1 from sys_dict where dict_type = 'activity_type' limit 1");
  if (!existing.length) {
    for (const [i, [value, label]] of activityTypes.entries()) {
      await tx.query("insert into sys_dict (dict_type, dict_value, dict_label, sort) values ('activity_type', $1, $2, $3)", [value, label, 200 + i]);
    }
  }
  const [zhang] = await tx.query<{ id: number }>("select id from app_user where name = '张明' order by id limit 1");
  if (!zhang) return;
  // 张明 has signed up to the next activity still open for sign-up (or, on an old calendar, the latest one).
  const [open] = await tx.query<{ id: number }>(
    'select id from activity order by (signup_deadline > now()) desc, start_time asc limit 1',
  );
  if (open) {
    await tx.query('insert into activity_signup (activity_id, user_id, created_at) values ($1, $2, $3)', [open.id, zhang.id, new Date(Date.now() - 2 * day)]);
    await tx.query('update activity set signed_count = signed_count + 1 where id = $1 and signed_count < capacity', [open.id]);
  }
  await tx.query(
    `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description, cover,
       status, review_note, created_at)
     values ($1, $2, 'homecoming', $3, $4, $5, 60, $6, $7, '', 'submitted', '', $8),
            ($1, $9, 'sports', $10, $11, $12, 32, $13, $14, '', 'approved', $15, $16)`,
    [
      zhang.id,
      '2007届计算机科学与技术专业毕业二十周年返校聚会', ahead(75, 9), ahead(75, 17), '信息工程学院大楼一楼报告厅', ahead(68, 20),
      '2007届计算机科学与技术专业的同学毕业即将二十年。聚会安排参观新建的信息工程学院大楼、与在校老师座谈、在学校第二食堂共进午餐，并在报告厅拍摄班级合影。欢迎同届同学携家属参加。',
      new Date(Date.now() - 3 * day),
      '杭州校友羽毛球友谊赛', ahead(30, 14), ahead(30, 18), '滨江体育中心羽毛球馆 3 号场', ahead(26, 20),
      '面向在杭校友的羽毛球友谊赛，设男单、女单和混双三个项目，按水平分组，赛后在场馆附近聚餐交流。场地费由杭州校友会承担，球拍可现场借用。',
      '已通过审核，杭州校友会将协助预订场地，活动信息将在报名开放后发布。', new Date(Date.now() - 10 * day),
    ],
  );
}

export default {
  name: 'activity-signup',
  register: (app, db) => registerActivitySignupRoutes(app, db),
  seed,
  seedTable: 'activity_proposal',
} satisfies ServiceModule;
