import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import { ROSTER_FIELDS, studentNoKey, type RosterField, type RosterRow } from '../../src/shared/admin/roster.ts';
import { rosterCriteria, type RosterCriteria } from '../../src/shared/admin/roster-filter.ts';
import { initialsKeyword, nameInitials } from './name-initials.ts';

// 校友信息库's SQL: records, import batches and what each batch changed (so it can be undone), and the roster row a
// card application is compared with. ID and phone numbers are sealed here and opened here.

const COLUMNS: Readonly<Record<RosterField, string>> = {
  name: 'name',
  studentNo: 'student_no',
  gender: 'gender',
  faculty: 'faculty',
  major: 'major',
  className: 'class_name',
  entryYear: 'entry_year',
  graduationYear: 'graduation_year',
  degree: 'degree',
  idNumber: 'id_number',
  phone: 'phone',
  email: 'email',
  company: 'company',
  city: 'city',
};
const YEARS = new Set<RosterField>(['entryYear', 'graduationYear']);

/** A record as stored: every column as text, the numbers still sealed, the office's tags and the 学号 merged into it. */
export type StoredRecord = RosterRow & { id: number; tags: string[]; formerStudentNos: string[] };

const selectList = `${ROSTER_FIELDS.map((f) => `${COLUMNS[f]}::text as "${f}"`).join(', ')}, tags, former_student_nos as "formerStudentNos"`;

/** A record `r` and an account `u` of the same person: the account is linked to the record (roster-link.ts). */
export const LINKED = `(u.roster_record_id = r.id)`;

/** Records whose 学号, current or merged into them, is one of the array parameter `param`. */
const carriesOneOf = (param: string) => `(student_no = any(${param}::text[]) or former_student_nos && ${param}::text[])`;

/** The records of `rows` keyed by each of the given 学号 they carry (current or merged). */
function byCarriedNo(rows: readonly StoredRecord[], studentNos: readonly string[]): Map<string, StoredRecord> {
  const asked = new Set(studentNos);
  const out = new Map<string, StoredRecord>();
  for (const r of rows) for (const no of [r.studentNo, ...r.formerStudentNos]) if (asked.has(no)) out.set(no, r);
  return out;
}

/** A stored record's roster fields, without its key and tags. */
export const valuesOf = (r: RosterRow): RosterRow => Object.fromEntries(ROSTER_FIELDS.map((f) => [f, r[f]])) as RosterRow;

/** The clear values of a stored record. */
export const openRecord = (cipher: FieldCipher, r: StoredRecord): StoredRecord => ({
  ...r,
  idNumber: cipher.open('alumni_record.id_number', r.idNumber),
  phone: cipher.open('alumni_record.phone', r.phone),
});

const sealedValues = (cipher: FieldCipher, row: RosterRow) =>
  ROSTER_FIELDS.map((f) => {
    if (f === 'idNumber') return cipher.seal('alumni_record.id_number', row.idNumber.toUpperCase());
    if (f === 'phone') return cipher.seal('alumni_record.phone', row.phone);
    return YEARS.has(f) ? Number(row[f]) : row[f];
  });

/**
 * The records of these 学号 (current, or merged into a record) in any case (an import's: r2016001 finds R2016001), as
 * stored, keyed by the 学号 asked in studentNoKey's form.
 */
export async function recordsByStudentNo(db: Queryable, studentNos: readonly string[]): Promise<Map<string, StoredRecord>> {
  const keys = [...new Set(studentNos.map(studentNoKey))];
  const rows = await db.query<StoredRecord>(
    `select id, ${selectList} from alumni_record
      where upper(student_no) = any($1::text[]) or upper(former_student_nos::text)::text[] && $1::text[]`,
    [keys],
  );
  const asked = new Set(keys);
  const out = new Map<string, StoredRecord>();
  for (const r of rows)
    for (const no of [r.studentNo, ...r.formerStudentNos]) if (asked.has(studentNoKey(no))) out.set(studentNoKey(no), r);
  return out;
}

/** Rows per statement of a bulk write: 14 columns of 5,000 rows stay far below PostgreSQL's parameter and message limits. */
const CHUNK = 5000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Each column's values as one array parameter, for `unnest`: rows in, columns out. */
const columnArrays = (rows: ReadonlyArray<readonly unknown[]>) => ROSTER_FIELDS.map((_, i) => rows.map((r) => r[i]));
const columnCasts = (first: number) => ROSTER_FIELDS.map((f, i) => `$${first + i}::${YEARS.has(f) ? 'int' : 'text'}[]`).join(', ');

/** New records, many to a statement (an import of 100,000 rows); their ids by 学号. */
export async function insertRecords(tx: Queryable, cipher: FieldCipher, rows: readonly RosterRow[]): Promise<Map<string, number>> {
  const cols = ROSTER_FIELDS.map((f) => COLUMNS[f]);
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await tx.query<{ id: number; studentNo: string }>(
      `insert into alumni_record (${cols.join(', ')}, name_initials)
       select * from unnest(${columnCasts(1)}, $${ROSTER_FIELDS.length + 1}::text[])
       returning id, student_no as "studentNo"`,
      [...columnArrays(chunk.map((row) => sealedValues(cipher, row))), chunk.map((row) => nameInitials(row.name))],
    );
    for (const r of inserted) ids.set(r.studentNo, r.id);
  }
  return ids;
}

/** New values of existing records, many to a statement (an import); `updated_at` set to now. */
export async function writeRecords(tx: Queryable, cipher: FieldCipher, changes: ReadonlyArray<{ id: number; row: RosterRow }>) {
  for (const chunk of chunks(changes)) {
    await tx.query(
      `update alumni_record r set ${ROSTER_FIELDS.map((f) => `${COLUMNS[f]} = v.${COLUMNS[f]}`).join(', ')},
              name_initials = v.name_initials, updated_at = now()
         from unnest($1::int[], ${columnCasts(2)}, $${ROSTER_FIELDS.length + 2}::text[])
              as v(id, ${ROSTER_FIELDS.map((f) => COLUMNS[f]).join(', ')}, name_initials)
        where r.id = v.id`,
      [chunk.map((c) => c.id), ...columnArrays(chunk.map((c) => sealedValues(cipher, c.row))), chunk.map((c) => nameInitials(c.row.name))],
    );
  }
}

/** Writes a record's values; `sealed` says they are stored values already (an undo restoring them). */
export async function writeRecord(tx: Queryable, cipher: FieldCipher | null, id: number, row: RosterRow) {
  const values = cipher ? sealedValues(cipher, row) : ROSTER_FIELDS.map((f) => (YEARS.has(f) ? Number(row[f]) : row[f]));
  await tx.query(
    `update alumni_record set ${ROSTER_FIELDS.map((f, i) => `${COLUMNS[f]} = $${i + 2}`).join(', ')},
            name_initials = $${ROSTER_FIELDS.length + 2}, updated_at = now() where id = $1`,
    [id, ...values, nameInitials(row.name)],
  );
}

export async function createBatch(tx: Queryable, fileName: string, account: string): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(`insert into roster_batch (file_name, staff_account) values ($1, $2) returning id`, [
    fileName,
    account,
  ]);
  return id;
}

export async function finishBatch(tx: Queryable, id: number, counts: { created: number; changed: number; unchanged: number }) {
  await tx.query(`update roster_batch set new_count = $2, changed_count = $3, unchanged_count = $4 where id = $1`, [
    id,
    counts.created,
    counts.changed,
    counts.unchanged,
  ]);
}

/** What a batch did to each record (new, or changed from `previous`), many to a statement, so it can be undone. */
export async function recordBatchChanges(
  tx: Queryable,
  batchId: number,
  changes: ReadonlyArray<{ recordId: number; previous: StoredRecord | null }>,
) {
  for (const chunk of chunks(changes)) {
    await tx.query(
      `insert into roster_batch_change (batch_id, record_id, kind, previous)
       select $1, c.record_id, case when c.previous is null then 'new' else 'changed' end, c.previous
         from unnest($2::int[], $3::jsonb[]) as c(record_id, previous)`,
      [batchId, chunk.map((c) => c.recordId), chunk.map((c) => (c.previous ? JSON.stringify(c.previous) : null))],
    );
  }
}

export interface RosterBatch {
  id: number;
  fileName: string;
  staffAccount: string;
  newCount: number;
  changedCount: number;
  unchangedCount: number;
  createdAt: string;
  undoneAt: string | null;
}

const batchColumns = `id, file_name as "fileName", staff_account as "staffAccount", new_count as "newCount",
  changed_count as "changedCount", unchanged_count as "unchangedCount", created_at as "createdAt", undone_at as "undoneAt"`;

const isoBatch = (b: RosterBatch): RosterBatch => ({
  ...b,
  createdAt: new Date(b.createdAt).toISOString(),
  undoneAt: b.undoneAt ? new Date(b.undoneAt).toISOString() : null,
});

export async function recentBatches(db: Queryable): Promise<RosterBatch[]> {
  return (await db.query<RosterBatch>(`select ${batchColumns} from roster_batch order by id desc limit 20`)).map(isoBatch);
}

export async function lockBatch(tx: Queryable, id: number): Promise<RosterBatch | undefined> {
  const [b] = await tx.query<RosterBatch>(`select ${batchColumns} from roster_batch where id = $1 for update`, [id]);
  return b && isoBatch(b);
}

/** What undoing a batch did: records restored and deleted, and those it kept as they are (their 学号). */
export interface UndoneBatch {
  restored: number;
  deleted: number;
  kept: string[];
}

/**
 * Undoes a batch: its changed records get their previous values back, its new ones go. A record that something was
 * merged into since (the merge's values and 曾用学号 would be lost), and a new record a portal account now carries (its
 * card was checked against it), is kept as it is; a record merged into another since is gone already.
 */
export async function undoBatch(tx: Queryable, id: number): Promise<UndoneBatch> {
  const changes = await tx.query<{ recordId: number; previous: StoredRecord | string | null }>(
    `select record_id as "recordId", previous from roster_batch_change where batch_id = $1 order by record_id`,
    [id],
  );
  // Locked in id order, as a merge locks its two: one running beside this waits rather than changes what it reads.
  const records = new Map(
    (
      await tx.query<{ id: number; studentNo: string; formerStudentNos: string[]; linked: boolean }>(
        `select r.id, r.student_no as "studentNo", r.former_student_nos as "formerStudentNos",
                exists (select 1 from app_user u where ${LINKED} and u.user_type = 'alumni') as linked
           from alumni_record r where r.id = any($1::int[]) order by r.id for update`,
        [changes.map((c) => c.recordId)],
      )
    ).map((r) => [r.id, r]),
  );
  let restored = 0;
  const created: number[] = [];
  const kept: string[] = [];
  for (const c of changes) {
    const record = records.get(c.recordId);
    if (!record) continue;
    const former = record.formerStudentNos;
    if (c.previous === null) {
      if (former.length || record.linked) kept.push(record.studentNo);
      else created.push(c.recordId);
      continue;
    }
    const previous = typeof c.previous === 'string' ? (JSON.parse(c.previous) as StoredRecord) : c.previous;
    const mergedSince = former.some((no) => !(previous.formerStudentNos ?? []).includes(no));
    if (mergedSince) kept.push(record.studentNo);
    else {
      await writeRecord(tx, null, c.recordId, previous);
      restored++;
    }
  }
  await tx.query(`delete from alumni_record where id = any($1::int[])`, [created]);
  await tx.query(`update roster_batch set undone_at = now() where id = $1`, [id]);
  return { restored, deleted: created.length, kept };
}

export interface RecordFilter extends RosterCriteria {
  registered?: boolean;
  keyword?: string;
  page: number;
  pageSize: number;
}

/** A list row: a record, whether a portal account holds its 学号, and its numbers as stored. */
export type RecordListRow = StoredRecord & { registered: boolean };

/** Registered: an alumni account of the portal is linked to the record (records `r`). */
export const REGISTERED = `exists (select 1 from app_user u where ${LINKED} and u.user_type = 'alumni' and not u.disabled)`;

/**
 * The conditions on records `r` that criteria ask, their parameters numbered after `params` (which they extend): one
 * piece for the list, its exports and a notice's recipients.
 */
export function criteriaConditions(c: RosterCriteria, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (column: string, value: unknown) => {
    params.push(value);
    where.push(`r.${column} = $${params.length}`);
  };
  const k = rosterCriteria(c);
  if (k.graduationYear) add('graduation_year', k.graduationYear);
  if (k.faculty) add('faculty', k.faculty);
  if (k.major) add('major', k.major);
  if (k.city) add('city', k.city);
  if (k.tag) {
    params.push(k.tag);
    where.push(`$${params.length} = any(r.tags)`);
  }
  return where;
}

function recordConditions(f: Omit<RecordFilter, 'page' | 'pageSize'>) {
  const params: unknown[] = [];
  const where = criteriaConditions(f, params);
  if (f.registered !== undefined) where.push(f.registered ? REGISTERED : `not ${REGISTERED}`);
  if (f.keyword) {
    params.push(f.keyword);
    const n = `$${params.length}`;
    const initials = initialsKeyword(f.keyword);
    if (initials) params.push(initials);
    where.push(
      `(strpos(r.name, ${n}) > 0 or strpos(r.student_no, ${n}) > 0 or ${n} = any(r.former_student_nos)${
        initials ? ` or strpos(r.name_initials, $${params.length}) > 0` : ''
      })`,
    );
  }
  return { sqlWhere: where.length ? `where ${where.join(' and ')}` : '', params };
}

export const listColumns = `r.id, ${ROSTER_FIELDS.map((f) => `r.${COLUMNS[f]}::text as "${f}"`).join(', ')}, r.tags,
  r.former_student_nos as "formerStudentNos", ${REGISTERED} as registered`;
const listOrder = 'order by r.graduation_year desc, r.faculty, r.student_no';

export async function listRecords(db: Queryable, f: RecordFilter): Promise<{ total: number; rows: RecordListRow[] }> {
  const { sqlWhere, params } = recordConditions(f);
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from alumni_record r ${sqlWhere}`, params);
  const rows = await db.query<RecordListRow>(
    `select ${listColumns} from alumni_record r ${sqlWhere} ${listOrder} limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    params,
  );
  return { total, rows };
}

/** Every record a filter finds, in the list's order (an export), and how many there were. */
export async function allRecords(db: Queryable, f: Omit<RecordFilter, 'page' | 'pageSize'>): Promise<RecordListRow[]> {
  const { sqlWhere, params } = recordConditions(f);
  return db.query<RecordListRow>(`select ${listColumns} from alumni_record r ${sqlWhere} ${listOrder}`, params);
}

/** The values the roster holds for the list's choices. */
export async function rosterChoices(db: Queryable): Promise<{ faculties: string[]; majors: string[]; cities: string[]; tags: string[] }> {
  const distinct = async (column: string) =>
    (await db.query<{ v: string }>(`select distinct ${column} as v from alumni_record where ${column} <> '' order by 1`)).map((r) => r.v);
  const [faculties, majors, cities, tags] = await Promise.all([
    distinct('faculty'),
    distinct('major'),
    distinct('city'),
    db.query<{ v: string }>(`select distinct unnest(tags) as v from alumni_record order by 1`),
  ]);
  return { faculties, majors, cities, tags: tags.map((r) => r.v) };
}

/** Sets a record's tags; answers the ones it had. */
export async function writeTags(tx: Queryable, id: number, tags: readonly string[]): Promise<string[] | undefined> {
  const [before] = await tx.query<{ tags: string[] }>('select tags from alumni_record where id = $1 for update', [id]);
  if (!before) return undefined;
  await tx.query('update alumni_record set tags = $2::text[], updated_at = now() where id = $1', [id, tags]);
  return before.tags;
}

/** The record an alumni account is linked to, numbers still sealed. */
export async function recordOfAccount(db: Queryable, userId: number): Promise<StoredRecord | undefined> {
  const [r] = await db.query<StoredRecord>(
    `select r.id, ${ROSTER_FIELDS.map((f) => `r.${COLUMNS[f]}::text as "${f}"`).join(', ')}, r.tags,
            r.former_student_nos as "formerStudentNos"
       from alumni_record r join app_user u on ${LINKED}
      where u.id = $1 and u.user_type = 'alumni'`,
    [userId],
  );
  return r;
}

export async function recordById(db: Queryable, id: number): Promise<StoredRecord | undefined> {
  return (await db.query<StoredRecord>(`select id, ${selectList} from alumni_record where id = $1`, [id]))[0];
}

/** The portal account linked to a record, with its card. */
export interface LinkedAccount {
  id: number;
  name: string;
  cardStatus: 'pending' | 'verified' | 'rejected';
  cardNo: string;
  createdAt: string;
}

/** The portal account linked to a record (one at most: the database holds it so). */
export async function accountOfRecord(db: Queryable, record: Pick<StoredRecord, 'id'>): Promise<LinkedAccount | null> {
  const [a] = await db.query<LinkedAccount>(
    `select id, name, card_status as "cardStatus", coalesce(card_no, '') as "cardNo", created_at as "createdAt"
       from app_user where roster_record_id = $1 and user_type = 'alumni' and not disabled`,
    [record.id],
  );
  return a ? { ...a, createdAt: new Date(a.createdAt).toISOString() } : null;
}

export interface RosterClaim {
  studentNo: string;
  name: string;
  graduationYear: number | null;
}

/**
 * The roster row a card application is compared with: the one of its 学号, else the only one of its name and year.
 * Numbers opened.
 */
export async function rosterCandidate(db: Queryable, cipher: FieldCipher, claim: RosterClaim): Promise<StoredRecord | undefined> {
  return (await rosterCandidates(db, cipher, [claim]))[0];
}

/**
 * rosterCandidate for many claims (a page of the card queue) in two queries rather than two per claim: the rows of
 * their 学号, then, for the claims none matched, the rows of their names and years.
 */
export async function rosterCandidates(
  db: Queryable,
  cipher: FieldCipher,
  claims: RosterClaim[],
): Promise<Array<StoredRecord | undefined>> {
  if (!claims.length) return [];
  const studentNos = claims.map((c) => c.studentNo);
  const byNo = byCarriedNo(
    await db.query<StoredRecord>(`select id, ${selectList} from alumni_record where ${carriesOneOf('$1')}`, [studentNos]),
    studentNos,
  );
  const unnumbered = claims.filter((c) => !byNo.has(c.studentNo) && c.graduationYear !== null);
  const key = (name: string, year: string | number | null) => `${name}\u0000${year}`;
  const byName = new Map<string, StoredRecord[]>();
  if (unnumbered.length)
    for (const r of await db.query<StoredRecord>(
      `select id, ${selectList} from alumni_record
        where (name, graduation_year) in (select * from unnest($1::text[], $2::int[]))`,
      [unnumbered.map((c) => c.name), unnumbered.map((c) => c.graduationYear)],
    ))
      byName.set(key(r.name, r.graduationYear), [...(byName.get(key(r.name, r.graduationYear)) ?? []), r]);
  return claims.map((c) => {
    const named = byName.get(key(c.name, c.graduationYear)) ?? [];
    const row = byNo.get(c.studentNo) ?? (named.length === 1 ? named[0] : undefined);
    return row && openRecord(cipher, row);
  });
}

/**
 * Merges record `gone` into record `keep` (both locked by the caller's reads): `keep` takes the merged values, tags and
 * former numbers, and `gone` is deleted.
 */
export async function mergeRecords(
  tx: Queryable,
  cipher: FieldCipher,
  keepId: number,
  goneId: number,
  merged: { row: RosterRow; tags: readonly string[]; formerStudentNos: readonly string[] },
) {
  await tx.query('delete from alumni_record where id = $1', [goneId]);
  await writeRecord(tx, cipher, keepId, merged.row);
  await tx.query('update alumni_record set tags = $2::text[], former_student_nos = $3::text[] where id = $1', [
    keepId,
    merged.tags,
    merged.formerStudentNos,
  ]);
}

/** A record locked for a change that must not race another (a merge). */
export async function lockRecord(tx: Queryable, id: number): Promise<StoredRecord | undefined> {
  return (await tx.query<StoredRecord>(`select id, ${selectList} from alumni_record where id = $1 for update`, [id]))[0];
}
