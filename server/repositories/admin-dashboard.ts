import type { Queryable } from '../db/connect.ts';

// The dashboard's figures besides the review queues (queue-counts.ts): today's campus visits, this month's donations,
// and the last twelve weeks of activity sign-ups and paid donations. Days, weeks and months are China's.

const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;

/** Today's booked visits: bookings and the visitors they bring. */
export async function visitsToday(db: Queryable) {
  return (
    await db.query<{ date: string; bookings: number; visitors: number }>(
      `select to_char(${TODAY}, 'YYYY-MM-DD') as date, count(*)::int as bookings, coalesce(sum(visitor_count), 0)::int as visitors
         from appointment where visit_date = ${TODAY} and status = 'booked'`,
    )
  )[0];
}

/** This month's pledges (by the time pledged) and payments (by the time paid). */
export async function donationsThisMonth(db: Queryable) {
  const monthStart = `date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`;
  return (
    await db.query<{ month: string; pledged: number; paid: number; donors: number; count: number }>(
      `select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
              coalesce(sum(amount) filter (where created_at >= ${monthStart} and status in ('paid', 'awaiting_payment')), 0)::int as pledged,
              coalesce(sum(amount - refunded) filter (where status = 'paid' and paid_at >= ${monthStart}), 0)::int as paid,
              count(distinct coalesce('u' || user_id, 'd' || id))
                filter (where status = 'paid' and refunded < amount and paid_at >= ${monthStart})::int as donors,
              count(*) filter (where created_at >= ${monthStart})::int as count
         from donation where created_at >= ${monthStart} or paid_at >= ${monthStart}`,
    )
  )[0];
}

/** The last 12 weeks (Monday first), oldest first: sign-ups made and yuan paid in each. */
export async function weeklyTrend(db: Queryable) {
  return db.query<{ week: string; signups: number; donations: number }>(
    `with weeks as (
       select generate_series(date_trunc('week', ${TODAY}) - interval '11 weeks', date_trunc('week', ${TODAY}), interval '1 week')::date as start)
     select to_char(w.start, 'YYYY-MM-DD') as week,
            (select count(*)::int from activity_signup s
              where s.created_at >= w.start::timestamp at time zone 'Asia/Shanghai'
                and s.created_at < (w.start + 7)::timestamp at time zone 'Asia/Shanghai') as signups,
            (select coalesce(sum(d.amount - d.refunded), 0)::int from donation d
              where d.status = 'paid' and d.paid_at >= w.start::timestamp at time zone 'Asia/Shanghai'
                and d.paid_at < (w.start + 7)::timestamp at time zone 'Asia/Shanghai') as donations
       from weeks w order by w.start`,
  );
}
