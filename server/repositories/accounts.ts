import type { Queryable } from '../db/connect.ts';
import type { CardStatus, CardTemplate } from '../../src/shared/api/account.ts';

export const alumUserInfo = async (db: Queryable, userId: number) =>
  (
    await db.query<Record<string, unknown> & { userStatus: string; cardNo: string; cardQr?: string }>(
      `select id, name, student_current_status as "studentCurrentStatus", card_status as "userStatus", student_no as "userCode",
            card_reject_reason as "cardRejectReason", faculty, major, graduation_year as "graduationYear", city, company, photo,
            card_no as "cardNo"
       from app_user where id = $1`,
      [userId],
    )
  )[0];

export const orgMemberInfo = async (db: Queryable, userId: number) =>
  (await db.query('select id, name, organization_name as "organizationName", city from app_user where id = $1', [userId]))[0];

const templateColumns = `id, name, active, default_template as "defaultTemplate", background, text_color as "textColor",
  accent_color as "accentColor", layout`;

/** Card templates, optionally only active ones and only the default one. */
export function cardTemplates(db: Queryable, filter: { active?: boolean; defaultTemplate?: boolean }) {
  const where: string[] = [];
  if (filter.active !== undefined) where.push(`active = ${filter.active}`);
  if (filter.defaultTemplate !== undefined) where.push(`default_template = ${filter.defaultTemplate}`);
  return db.query<CardTemplate>(
    `select ${templateColumns} from alum_card_template ${where.length ? 'where ' + where.join(' and ') : ''} order by id`,
  );
}

export const cardTemplate = async (db: Queryable, id: number) =>
  (await db.query<CardTemplate>(`select ${templateColumns} from alum_card_template where id = $1`, [id]))[0];

/** The WeChat accounts the login stand-in offers: bound alumni first, the unbound and disabled demo accounts last. */
export const standinAccounts = (db: Queryable) =>
  db.query<{ openid: string; nickname: string }>(
    "select openid, nickname from wx_account order by nickname = '未绑定用户', nickname = '停用用户', user_id nulls last",
  );

export const wxAccountExists = async (db: Queryable, openid: string) =>
  (await db.query('select 1 from wx_account where openid = $1', [openid])).length > 0;

/** The account behind a WeChat openid: its user (null when unbound), whether disabled, its type and card status. */
export const wxAccountUser = async (db: Queryable, openid: string) =>
  (
    await db.query<{ userId: number | null; disabled: boolean | null; userType: 'alumni' | 'member'; cardStatus: CardStatus }>(
      `select w.user_id as "userId", u.disabled, u.user_type as "userType", u.card_status as "cardStatus"
       from wx_account w left join app_user u on u.id = w.user_id where w.openid = $1`,
      [openid],
    )
  )[0];

export const wxBindings = (db: Queryable, userId: number) =>
  db.query<{ nickname: string; openid: string }>('select nickname, openid from wx_account where user_id = $1 order by openid', [userId]);
