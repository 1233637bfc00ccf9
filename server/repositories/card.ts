import type { Queryable } from '../db/connect.ts';
import type { CardRow } from '../../src/shared/api/card.ts';

/** A secret the server made for itself, made now (by whichever process comes first) when there is none yet. */
export async function serverSecret(db: Queryable, name: string, make: () => string): Promise<string> {
  await db.query('insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing', [name, make()]);
  return (await db.query<{ value: string }>('select value from server_secret where name = $1', [name]))[0].value;
}

/** The card of a user as it stands now; undefined when there is no such user. */
export const cardRow = async (db: Queryable, userId: number) =>
  (
    await db.query<CardRow>(
      `select card_no as "cardNo", card_version as "cardVersion", card_status as "cardStatus", disabled, user_type as "userType"
         from app_user where id = $1`,
      [userId],
    )
  )[0];

/** What the verification page may show of a valid card's holder: nothing beyond the face of the card. */
export const cardHolder = async (db: Queryable, userId: number) =>
  (
    await db.query<{ name: string; photo: string; faculty: string; graduationYear: number | null; cardNo: string }>(
      `select name, photo, faculty, graduation_year as "graduationYear", card_no as "cardNo" from app_user where id = $1`,
      [userId],
    )
  )[0];

/** The user and issue of a card for signing its code; undefined when the user has no card number. */
export const cardToSign = async (db: Queryable, userId: number) =>
  (
    await db.query<{ cardNo: string; cardVersion: number }>(
      `select card_no as "cardNo", card_version as "cardVersion" from app_user where id = $1 and card_no <> ''`,
      [userId],
    )
  )[0];
