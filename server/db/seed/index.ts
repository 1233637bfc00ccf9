import type { Db, Queryable } from '../connect.ts';
import { activities } from './activities.ts';
import { alumni } from './alumni.ts';
import { news } from './news.ts';
import { organizations } from './organizations.ts';
import { columns, dicts, notices } from './site.ts';

/** Inserts many rows through one multi-row insert per chunk. */
async function insertRows(db: Queryable, table: string, columnNames: string[], rows: unknown[][]) {
  const chunk = 50;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(', ')})`);
    await db.query(`insert into ${table} (${columnNames.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

/** Seeds the public content once, on a database that has none. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from site_column');
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await insertRows(tx, 'site_column', ['id', 'pid', 'name', 'link_url', 'open_type', 'sort'],
      columns.map(([id, pid, name, linkUrl, openType], i) => [id, pid, name, linkUrl, openType, i]));
    await insertRows(tx, 'sys_dict', ['dict_type', 'dict_value', 'dict_label', 'sort'],
      dicts.map(([type, value, label], i) => [type, value, label, i]));
    await insertRows(tx, 'notice', ['title', 'content', 'published_at'], notices);
    await insertRows(tx, 'news', ['title', 'summary', 'cover', 'content', 'author', 'source', 'views', 'published_at'],
      news.map((n, i) => [n.title, n.summary, n.cover, n.content, n.author, n.source, 120 + ((i * 37) % 900), n.publishedAt]));
    await insertRows(tx, 'activity',
      ['title', 'summary', 'cover', 'content', 'place', 'organizer', 'start_time', 'end_time', 'capacity', 'signup_deadline', 'published_at'],
      activities.map((a) => [a.title, a.summary, a.cover, a.content, a.place, a.organizer, a.startTime, a.endTime, a.capacity, a.signupDeadline, a.publishedAt]));
    await insertRows(tx, 'outstanding_alumni',
      ['name', 'honour', 'graduation_year', 'faculty', 'major', 'summary', 'photo', 'content', 'published_at'],
      alumni.map((a) => [a.name, a.honour, a.graduationYear, a.faculty, a.major, a.summary, a.photo, a.content, a.publishedAt]));
    await insertRows(tx, 'organization',
      ['name', 'kind', 'region', 'summary', 'cover', 'content', 'founded_at', 'member_count', 'leader', 'contact', 'published_at'],
      organizations.map((o) => [o.name, o.kind, o.region, o.summary, o.cover, o.content, o.foundedAt, o.memberCount, o.leader, o.contact, o.publishedAt]));
  });
  return true;
}
