import type { EncryptedField, FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { ContentKind, ContentStateFilter, PublishState } from '../../src/shared/admin/content-kinds.ts';
import type { AdminContentItem } from '../../src/shared/api/admin-content.ts';
import { donorCountSql, memberCountSql, raisedAmountSql } from './figures.ts';
import { containsPattern, visible } from './sql.ts';

/** Where a kind lives: its table, its date-only fields (read back as YYYY-MM-DD), and what it counts on its own. */
interface KindTable {
  table: string;
  dates?: readonly string[];
  /** answer field -> SQL over `t` (a column or a count), kept by the public side (sign-ups, donations, views), never written here */
  counters?: Record<string, string>;
  /** form field -> its encrypted column: sealed on write, opened on read */
  encrypted?: Record<string, EncryptedField>;
}

const kindTables: Record<string, KindTable> = {
  news: { table: 'news', counters: { views: 't.views' } },
  notices: { table: 'notice' },
  activities: { table: 'activity', counters: { signedCount: 't.signed_count' } },
  outstanding: { table: 'outstanding_alumni' },
  organizations: { table: 'organization', dates: ['foundedAt'], counters: { memberCount: memberCountSql('t') } },
  scenery: { table: 'scenery_photo' },
  'donation-projects': {
    table: 'donation_project',
    dates: ['startDate', 'endDate'],
    counters: { raisedAmount: raisedAmountSql('t'), donorCount: donorCountSql('t') },
  },
  companies: { table: 'company', encrypted: { contactPhone: 'company.contact_phone' } },
  jobs: { table: 'job' },
};

/** The counters a kind's record carries besides its form's fields. */
export const kindCounters = (kind: ContentKind) => Object.keys(kindTables[kind.key].counters ?? {});

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The form's own fields (not the publishing ones), which are the kind's columns by name. */
const contentFields = (kind: ContentKind) => Object.keys(kind.form.properties).filter((f) => f !== 'publishState' && f !== 'publishedAt');

function spec(kind: ContentKind) {
  const found = kindTables[kind.key];
  if (!found) throw new Error(`no table for content kind ${kind.key}`);
  return found;
}

const publishingColumns = `t.id, t.publish_state as "publishState", t.published_at as "publishedAt", t.updated_at as "updatedAt",
  t.deleted_at as "deletedAt", ${visible('t')} as live`;

/** A page of a kind for the console, last edited first: deleted rows only when asked for, a keyword in the title. */
export async function adminContentPage(
  db: Queryable,
  kind: ContentKind,
  query: { keyword?: string; state?: ContentStateFilter; pageNum: number; pageSize: number },
) {
  const { table } = spec(kind);
  const title = snake(kind.titleField);
  const where = [query.state === 'deleted' ? 't.deleted_at is not null' : 't.deleted_at is null'];
  const params: unknown[] = [];
  if (query.state && query.state !== 'deleted') {
    params.push(query.state);
    where.push(`t.publish_state = $${params.length}`);
  }
  if (query.keyword) {
    params.push(containsPattern(query.keyword));
    where.push(`t.${title} ilike $${params.length}`);
  }
  const clause = `where ${where.join(' and ')}`;
  const cover = kind.coverField ? `t.${snake(kind.coverField)}` : 'null';
  const [list, [{ total }]] = await Promise.all([
    db.query<AdminContentItem>(
      `select ${publishingColumns}, t.${title} as title, ${cover} as cover from ${table} t ${clause}
        order by t.updated_at desc, t.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${table} t ${clause}`, params),
  ]);
  return { list, total };
}

/** A form's values with its encrypted fields sealed (`seal`) or opened. */
function withCipher<T extends Record<string, unknown>>(kind: ContentKind, cipher: FieldCipher, values: T, seal: boolean): T {
  const out: Record<string, unknown> = { ...values };
  for (const [field, column] of Object.entries(spec(kind).encrypted ?? {})) {
    if (typeof out[field] === 'string') out[field] = seal ? cipher.seal(column, out[field]) : cipher.open(column, out[field]);
  }
  return out as T;
}

/** A row's whole record (deleted ones too), decrypted, or undefined; `lock` takes the row for an edit in a transaction. */
export async function adminContentRecord(db: Queryable, cipher: FieldCipher, kind: ContentKind, id: number, lock = false) {
  const { table, dates = [], counters = {} } = spec(kind);
  const fields = contentFields(kind).map((f) =>
    dates.includes(f) ? `to_char(t.${snake(f)}, 'YYYY-MM-DD') as "${f}"` : `t.${snake(f)} as "${f}"`,
  );
  const counted = Object.entries(counters).map(([name, sql]) => `${sql} as "${name}"`);
  const [row] = await db.query<Record<string, unknown> & { id: number; publishState: PublishState; deletedAt: Date | null }>(
    `select ${[...fields, ...counted].join(', ')}, ${publishingColumns} from ${table} t where t.id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  return row && withCipher(kind, cipher, row, false);
}

/** A new row of the kind; without `publishedAt` it is dated now. Answers its id. */
export async function insertContent(db: Queryable, cipher: FieldCipher, kind: ContentKind, form: Record<string, unknown>): Promise<number> {
  const { table } = spec(kind);
  const fields = contentFields(kind);
  const values = withCipher(kind, cipher, form, true);
  const params = [...fields.map((f) => values[f] ?? ''), values.publishState, values.publishedAt || null];
  const [row] = await db.query<{ id: number }>(
    `insert into ${table} (${fields.map(snake).join(', ')}, publish_state, published_at)
     values (${fields.map((_, i) => `$${i + 1}`).join(', ')}, $${fields.length + 1}, coalesce($${fields.length + 2}::timestamptz, now()))
     returning id`,
    params,
  );
  return row.id;
}

/** Replaces a row's fields and state; its publication time only when one is given. */
export async function updateContent(db: Queryable, cipher: FieldCipher, kind: ContentKind, id: number, form: Record<string, unknown>) {
  const { table } = spec(kind);
  const fields = contentFields(kind);
  const values = withCipher(kind, cipher, form, true);
  const params = [id, ...fields.map((f) => values[f] ?? ''), values.publishState, values.publishedAt || null];
  await db.query(
    `update ${table} set ${fields.map((f, i) => `${snake(f)} = $${i + 2}`).join(', ')},
       publish_state = $${fields.length + 2}, published_at = coalesce($${fields.length + 3}::timestamptz, published_at), updated_at = now()
     where id = $1`,
    params,
  );
}

type Named = { title: string };

/**
 * Publishes an undeleted row: at `at` when given (later than now: scheduled); else a draft goes public now (or at
 * the later time it was scheduled for), and a withdrawn row comes back with its first date. Answers its title.
 */
export async function publishContent(db: Queryable, kind: ContentKind, id: number, at: string | undefined) {
  const { table } = spec(kind);
  const [row] = await db.query<Named>(
    `update ${table} set
       published_at = case when $2::timestamptz is not null then $2::timestamptz
                           when publish_state = 'draft' then greatest(published_at, now()) else published_at end,
       publish_state = 'published', updated_at = now()
     where id = $1 and deleted_at is null returning ${snake(kind.titleField)} as title`,
    [id, at ?? null],
  );
  return row;
}

/** Takes an undeleted row offline. Answers its title. */
export const withdrawContent = async (db: Queryable, kind: ContentKind, id: number) =>
  (
    await db.query<Named>(
      `update ${spec(kind).table} set publish_state = 'offline', updated_at = now()
      where id = $1 and deleted_at is null returning ${snake(kind.titleField)} as title`,
      [id],
    )
  )[0];

/** Marks an undeleted row deleted (it stays, for restore). Answers its title. */
export const softDeleteContent = async (db: Queryable, kind: ContentKind, id: number) =>
  (
    await db.query<Named>(
      `update ${spec(kind).table} set deleted_at = now(), updated_at = now()
      where id = $1 and deleted_at is null returning ${snake(kind.titleField)} as title`,
      [id],
    )
  )[0];

/** Brings a row back from deletion, in the state it had; an undeleted row is left as it is. Answers its title. */
export const restoreContent = async (db: Queryable, kind: ContentKind, id: number) =>
  (
    await db.query<Named>(
      `update ${spec(kind).table} set deleted_at = null, updated_at = case when deleted_at is null then updated_at else now() end
      where id = $1 returning ${snake(kind.titleField)} as title`,
      [id],
    )
  )[0];

/** Whether a company (deleted ones excepted) exists, for a position's companyId. */
export const companyOnFile = async (db: Queryable, id: number) =>
  (await db.query('select 1 from company where id = $1 and deleted_at is null', [id])).length > 0;

/** A row's HTML fields as stored (`fields`: the kind's HTML fields), or undefined when there is no such row. */
export async function contentHtml(db: Queryable, kind: ContentKind, id: number, fields: readonly string[]) {
  const [row] = await db.query<Record<string, string>>(
    `select ${fields.map((f) => `${snake(f)} as "${f}"`).join(', ')} from ${spec(kind).table} where id = $1 for update`,
    [id],
  );
  return row;
}

/** Writes HTML fields of a row as given (they are the same content, sanitised: not an edit, the edit time stays). */
export async function saveContentHtml(db: Queryable, kind: ContentKind, id: number, values: Record<string, string>) {
  const fields = Object.keys(values);
  await db.query(`update ${spec(kind).table} set ${fields.map((f, i) => `${snake(f)} = $${i + 2}`).join(', ')} where id = $1`, [
    id,
    ...fields.map((f) => values[f]),
  ]);
}
