import type { Queryable } from '../db/connect.ts';
import { TRANSFER_FIELDS, TRANSFER_KEYS, type ChangeStatus, type TransferValues } from '../../src/shared/admin/money-settings.ts';
import type { MoneyChange } from '../../src/shared/api/admin-money.ts';

const SETTING = 'donation_transfer';

/** The transfer details donors see now (dictionary donation_transfer), '' for a key not filled in. */
export async function transferNow(db: Queryable): Promise<TransferValues> {
  const rows = await db.query<{ value: string; label: string }>(
    `select dict_value as value, dict_label as label from sys_dict where dict_type = $1 order by sort, id`,
    [SETTING],
  );
  return Object.fromEntries(TRANSFER_FIELDS.map((f) => [f, rows.find((r) => r.value === TRANSFER_KEYS[f])?.label ?? ''])) as TransferValues;
}

/** Writes confirmed transfer details where donors read them; a key the dictionary lacks is added. */
export async function writeTransfer(tx: Queryable, v: TransferValues) {
  for (const [n, field] of TRANSFER_FIELDS.entries()) {
    const key = TRANSFER_KEYS[field];
    const updated = await tx.query('update sys_dict set dict_label = $3 where dict_type = $1 and dict_value = $2 returning id', [
      SETTING,
      key,
      v[field],
    ]);
    if (updated.length === 0) {
      await tx.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $3, $4)', [
        SETTING,
        key,
        v[field],
        n + 1,
      ]);
    }
  }
}

const changeColumns = `c.id, c.status, c.proposed, c.previous, c.proposed_by as "proposedBy",
  p.name || '（' || p.account || '）' as "proposedByName", c.proposed_at as "proposedAt", c.decided_by as "decidedBy",
  case when d.id is null then null else d.name || '（' || d.account || '）' end as "decidedByName", c.decided_at as "decidedAt", c.note`;
const changeFrom = `money_setting_change c join staff_account p on p.id = c.proposed_by left join staff_account d on d.id = c.decided_by`;

/** One change; `lock` holds it (and so its decision) until the transaction ends. */
export async function moneyChange(db: Queryable, id: number, lock = false): Promise<MoneyChange | undefined> {
  if (lock) await db.query('select id from money_setting_change where id = $1 for update', [id]);
  return (await db.query<MoneyChange>(`select ${changeColumns} from ${changeFrom} where c.id = $1 and c.setting = $2`, [id, SETTING]))[0];
}

export const pendingMoneyChange = async (db: Queryable) =>
  (await db.query<MoneyChange>(`select ${changeColumns} from ${changeFrom} where c.setting = $1 and c.status = 'pending'`, [SETTING]))[0];

/** The latest confirmed change, and the latest decided ones of any outcome, newest first. */
export async function decidedMoneyChanges(db: Queryable, limit = 10) {
  const [last, history] = await Promise.all([
    db.query<MoneyChange>(
      `select ${changeColumns} from ${changeFrom} where c.setting = $1 and c.status = 'confirmed' order by c.decided_at desc, c.id desc limit 1`,
      [SETTING],
    ),
    db.query<MoneyChange>(
      `select ${changeColumns} from ${changeFrom} where c.setting = $1 and c.status <> 'pending' order by c.decided_at desc, c.id desc limit $2`,
      [SETTING, limit],
    ),
  ]);
  return { lastConfirmed: last[0] ?? null, history };
}

/** A new pending change (the partial unique index refuses a second one while one waits). */
export const insertMoneyChange = async (tx: Queryable, proposed: TransferValues, previous: TransferValues, staffId: number) =>
  (
    await tx.query<{ id: number }>(
      `insert into money_setting_change (setting, proposed, previous, proposed_by) values ($1, $2, $3, $4) returning id`,
      [SETTING, JSON.stringify(proposed), JSON.stringify(previous), staffId],
    )
  )[0].id;

/** Records a pending change's outcome; false when it was no longer pending. */
export async function decideMoneyChange(tx: Queryable, id: number, status: Exclude<ChangeStatus, 'pending'>, staffId: number, note = '') {
  const rows = await tx.query(
    `update money_setting_change set status = $2, decided_by = $3, decided_at = now(), note = $4 where id = $1 and status = 'pending' returning id`,
    [id, status, staffId, note],
  );
  return rows.length > 0;
}
