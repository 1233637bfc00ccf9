import type { Queryable } from '../db/connect.ts';
import type { ActivityStats, MyProposal, MySignup } from '../../src/shared/api/activity-signup.ts';
import { visible } from './sql.ts';

/**
 * An activity's sign-up count, places left, deadline and start; undefined when there is no such activity, or when it
 * is hidden from the public (unless `hiddenToo`: one who signed up may still cancel after it was withdrawn).
 */
export const activityCounts = async (db: Queryable, activityId: number, hiddenToo = false) =>
  (
    await db.query<ActivityStats & { signupDeadline: Date; startTime: Date }>(
      `select a.signed_count as "signedCount", greatest(a.capacity - a.signed_count, 0) as remaining,
            a.signup_deadline as "signupDeadline", a.start_time as "startTime"
       from activity a where a.id = $1 and ($2 or ${visible('a')})`,
      [activityId, hiddenToo],
    )
  )[0];

/** The id of the user's live sign-up to an activity, or undefined. */
export const liveSignupId = async (db: Queryable, activityId: number, userId: number) =>
  (
    await db.query<{ id: number }>("select id from activity_signup where activity_id = $1 and user_id = $2 and status = 'signed'", [
      activityId,
      userId,
    ])
  )[0]?.id;

/** Records a sign-up unless the user has a live one already; answers whether it was recorded. */
export const insertSignup = async (tx: Queryable, activityId: number, userId: number) =>
  (
    await tx.query(
      `insert into activity_signup (activity_id, user_id) values ($1, $2)
     on conflict (activity_id, user_id) where status = 'signed' do nothing returning id`,
      [activityId, userId],
    )
  ).length > 0;

/** Takes a place in one conditional update: only while one is free and the deadline has not passed. */
export const takePlace = async (tx: Queryable, activityId: number) =>
  (
    await tx.query<ActivityStats>(
      `update activity set signed_count = signed_count + 1
      where id = $1 and signed_count < capacity and signup_deadline > now()
      returning signed_count as "signedCount", capacity - signed_count as remaining`,
      [activityId],
    )
  )[0];

/** Title, place and start (Shanghai time, as text) for the sign-up message. */
export const activityForMessage = async (tx: Queryable, activityId: number) =>
  (
    await tx.query<{ title: string; place: string; start: string }>(
      `select title, place, to_char(start_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as start from activity where id = $1`,
      [activityId],
    )
  )[0];

/** Cancels a sign-up and gives its place back; answers the new counts. */
export async function cancelSignup(tx: Queryable, signupId: number, activityId: number) {
  await tx.query("update activity_signup set status = 'cancelled', cancelled_at = now() where id = $1", [signupId]);
  const [freed] = await tx.query<ActivityStats>(
    `update activity set signed_count = signed_count - 1 where id = $1
      returning signed_count as "signedCount", capacity - signed_count as remaining`,
    [activityId],
  );
  return freed;
}

/** The user's latest sign-up to each activity, latest activity first. */
export const mySignups = (db: Queryable, userId: number) =>
  db.query<MySignup>(
    `select * from (
       select distinct on (s.activity_id) s.id, s.activity_id as "activityId", a.title, a.cover, a.place,
              a.start_time as "startTime", a.end_time as "endTime", s.status, s.created_at as "signedAt",
              s.cancelled_at as "cancelledAt", (s.status = 'signed' and a.start_time > now()) as "canCancel"
         from activity_signup s join activity a on a.id = s.activity_id
        where s.user_id = $1
        order by s.activity_id, s.created_at desc, s.id desc) latest
     order by "startTime" desc, id desc`,
    [userId],
  );

/** The user's proposals, newest first, with their type's label. */
export const myProposals = (db: Queryable, userId: number) =>
  db.query<MyProposal>(
    `select p.id, p.title, p.activity_type as "activityType",
            coalesce((select d.dict_label from sys_dict d where d.dict_type = 'activity_type' and d.dict_value = p.activity_type limit 1), p.activity_type) as "activityTypeLabel",
            p.start_time as "startTime", p.end_time as "endTime", p.place, p.capacity, p.signup_deadline as "signupDeadline",
            p.cover, p.status, p.review_note as "reviewNote", p.created_at as "createdAt"
       from activity_proposal p where p.user_id = $1
      order by p.created_at desc, p.id desc`,
    [userId],
  );

export const myProposalStatus = async (db: Queryable, userId: number, id: number) =>
  (await db.query<{ status: string }>('select status from activity_proposal where id = $1 and user_id = $2', [id, userId]))[0]?.status;

export async function deleteSubmittedProposal(db: Queryable, userId: number, id: number) {
  await db.query("delete from activity_proposal where id = $1 and user_id = $2 and status = 'submitted'", [id, userId]);
}

export const openProposalCount = async (tx: Queryable, userId: number) =>
  (
    await tx.query<{ open: number }>("select count(*)::int as open from activity_proposal where user_id = $1 and status = 'submitted'", [
      userId,
    ])
  )[0].open;

export async function insertProposal(
  tx: Queryable,
  userId: number,
  p: {
    title: string;
    activityType: string;
    startTime: Date;
    endTime: Date;
    place: string;
    capacity: number;
    signupDeadline: Date;
    description: string;
    cover: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description, cover)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [userId, p.title, p.activityType, p.startTime, p.endTime, p.place, p.capacity, p.signupDeadline, p.description, p.cover],
  );
  return row.id;
}
