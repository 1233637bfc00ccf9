import type { Queryable } from '../db/connect.ts';
import type { Donation, DonationProject, ProjectDonor } from '../../src/shared/api/donation.ts';
import { publicDonor, type DonorDisplay } from '../../src/shared/donor-display.ts';
import { COUNTED, donorCountSql, raisedAmountSql } from './figures.ts';
import { visible } from './sql.ts';

// A project is open while its status is active and its end date (Shanghai) has not passed.
const projectColumns = `p.id, p.title, p.summary, p.cover, p.target_amount as "targetAmount", ${raisedAmountSql('p')} as "raisedAmount",
  ${donorCountSql('p')} as "donorCount", to_char(p.start_date, 'YYYY-MM-DD') as "startDate", to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
  case when p.status = 'active' and p.end_date >= (now() at time zone 'Asia/Shanghai')::date then 'active' else 'closed' end as status`;

const donationColumns = `d.id, d.project_id as "projectId", p.title as "projectTitle", d.amount, d.anonymous,
  d.public_display as "publicDisplay", d.message, d.status,
  d.order_no as "orderNo", d.created_at as "createdAt", d.paid_at as "paidAt", d.refunded`;

/** A donation as stored: the answer's fields but the payment address, which the route adds. */
export type DonationRow = Omit<Donation, 'payUrl'>;

/** Every public project, open ones first, then by end date. */
export const donationProjects = (db: Queryable) =>
  db.query<DonationProject>(
    `select * from (select ${projectColumns} from donation_project p where ${visible('p')}) x order by x.status = 'active' desc, x."endDate", x.id`,
  );

export const donationProject = async (db: Queryable, id: number) =>
  (await db.query<DonationProject>(`select ${projectColumns} from donation_project p where p.id = $1 and ${visible('p')}`, [id]))[0];

/** A project with its content and its ten latest paid donations (each donor as they chose to appear), or undefined. */
export async function donationProjectDetail(db: Queryable, id: number) {
  const [project] = await db.query<DonationProject & { content: string }>(
    `select ${projectColumns}, p.content from donation_project p where p.id = $1 and ${visible('p')}`,
    [id],
  );
  if (!project) return undefined;
  const { list: recentDonors } = await projectDonors(db, id, 1, 10);
  return { ...project, recentDonors };
}

/**
 * 捐赠名单: a page of a project's paid donations, latest first, each donor as they chose to appear (publicDonor: the
 * name, their class, or 匿名 without the amount); with how many there are. The project's visibility is the caller's to
 * check.
 */
export async function projectDonors(db: Queryable, projectId: number, pageNum: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.query<{ choice: DonorDisplay; name: string; graduationYear: number | null; amount: number; paidAt: string }>(
      `select d.public_display as choice, coalesce(u.name, d.donor_name) as name,
              coalesce(u.graduation_year, d.donor_graduation_year) as "graduationYear", d.amount - d.refunded as amount,
              d.paid_at as "paidAt"
         from donation d left join app_user u on u.id = d.user_id
        where d.project_id = $1 and ${COUNTED} order by d.paid_at desc, d.id desc limit $2 offset $3`,
      [projectId, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from donation d where d.project_id = $1 and ${COUNTED}`, [projectId]),
  ]);
  const list: ProjectDonor[] = rows.map(({ choice, paidAt, ...facts }) => ({ ...publicDonor(choice, facts), paidAt }));
  return { list, total };
}

export async function insertPledge(
  db: Queryable,
  pledge: { projectId: number; userId: number; amount: number; publicDisplay: DonorDisplay; message: string; orderNo: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into donation (project_id, user_id, amount, public_display, message, order_no) values ($1, $2, $3, $4, $5, $6) returning id',
    [pledge.projectId, pledge.userId, pledge.amount, pledge.publicDisplay, pledge.message, pledge.orderNo],
  );
  return row.id;
}

/** The user's latest 200 donations and what they have paid in all. */
export async function myDonations(db: Queryable, userId: number) {
  const [list, [sum]] = await Promise.all([
    db.query<DonationRow>(
      `select ${donationColumns} from donation d join donation_project p on p.id = d.project_id
        where d.user_id = $1 order by d.created_at desc, d.id desc limit 200`,
      [userId],
    ),
    db.query<{ totalPaid: number; paidCount: number }>(
      `select coalesce(sum(d.amount - d.refunded), 0)::int as "totalPaid", count(*)::int as "paidCount" from donation d
        where d.user_id = $1 and ${COUNTED}`,
      [userId],
    ),
  ]);
  return { list, ...sum };
}

export const myDonation = async (db: Queryable, userId: number, id: number) =>
  (
    await db.query<DonationRow>(
      `select ${donationColumns} from donation d join donation_project p on p.id = d.project_id where d.id = $1 and d.user_id = $2`,
      [id, userId],
    )
  )[0];

/** Cancels the user's pledge while it awaits payment; answers false when it was not awaiting payment. */
export const cancelPledge = async (db: Queryable, userId: number, id: number) =>
  (
    await db.query("update donation set status = 'cancelled' where id = $1 and user_id = $2 and status = 'awaiting_payment' returning id", [
      id,
      userId,
    ])
  ).length > 0;

/** The order the payment stand-in shows. */
export const paymentOrder = async (db: Queryable, orderNo: string) =>
  (
    await db.query<{ orderNo: string; amount: number; status: string; title: string }>(
      `select d.order_no as "orderNo", d.amount, d.status, p.title from donation d join donation_project p on p.id = d.project_id where d.order_no = $1`,
      [orderNo],
    )
  )[0];

/**
 * Marks an order paid, once (the project's figures are summed from the paid rows): run in a transaction, the row is
 * locked first, and a repeated confirm of a paid order changes nothing.
 */
export async function confirmPayment(tx: Queryable, orderNo: string): Promise<'missing' | 'cancelled' | 'expired' | 'paid'> {
  const [order] = await tx.query<{ status: string }>('select status from donation where order_no = $1 for update', [orderNo]);
  if (!order) return 'missing';
  if (order.status === 'cancelled' || order.status === 'expired') return order.status;
  await tx.query(
    `update donation set status = 'paid', paid_at = now(), pay_channel = 'standin' where order_no = $1 and status = 'awaiting_payment'`,
    [orderNo],
  );
  return 'paid';
}

export const myDonationStatus = async (db: Queryable, userId: number, id: number) =>
  (await db.query<{ status: string }>('select status from donation where id = $1 and user_id = $2', [id, userId]))[0]?.status;

/** The donor changes how their gift appears in public; answers false when it is not theirs. */
export const setPublicDisplay = async (db: Queryable, userId: number, id: number, choice: DonorDisplay) =>
  (await db.query('update donation set public_display = $3 where id = $1 and user_id = $2 returning id', [id, userId, choice])).length > 0;

/**
 * 已过期: pledges still unpaid that were made before `before`, and have no WeChat order open (one the job has yet to
 * query or close might still be paid); answers how many. A payment that arrives later all the same is still counted
 * (markOfferPaid): the money has arrived.
 */
export async function expirePledges(db: Queryable, before: Date): Promise<number> {
  return (
    await db.query(
      `update donation d set status = 'expired'
        where d.status = 'awaiting_payment' and d.created_at < $1
          and not exists (select 1 from donation_payment o where o.donation_id = d.id and o.state = 'open')
        returning d.id`,
      [before],
    )
  ).length;
}

/** The URL Link kept for the user's pledge (migration 053) while it may still be handed out, or undefined. */
export const keptMpLink = async (db: Queryable, id: number, now = new Date()) =>
  (
    await db.query<{ url: string }>(
      'select mp_url_link as url from donation where id = $1 and mp_url_link is not null and mp_url_link_until > $2',
      [id, now],
    )
  )[0]?.url;

/** Keeps the URL Link made for a pledge, and until when it may be handed out. */
export const keepMpLink = async (db: Queryable, id: number, url: string, until: Date) =>
  void (await db.query('update donation set mp_url_link = $2, mp_url_link_until = $3 where id = $1', [id, url, until]));
