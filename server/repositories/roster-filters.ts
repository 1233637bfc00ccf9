import type { Queryable } from '../db/connect.ts';
import { rosterCriteria, type RosterCriteria } from '../../src/shared/admin/roster-filter.ts';

// Filters of the roster saved under a name (a notice to one: server/repositories/admin-notices.ts).

export interface SavedFilter extends RosterCriteria {
  id: number;
  name: string;
  staffAccount: string;
  createdAt: string;
}

const columns = `id, name, graduation_year as "graduationYear", faculty, major, city, tag, staff_account as "staffAccount",
  created_at as "createdAt"`;
const shown = (f: SavedFilter): SavedFilter => ({ ...f, createdAt: new Date(f.createdAt).toISOString() });

export async function savedFilters(db: Queryable): Promise<SavedFilter[]> {
  return (await db.query<SavedFilter>(`select ${columns} from roster_filter order by name`)).map(shown);
}

export async function savedFilter(db: Queryable, id: number): Promise<SavedFilter | undefined> {
  const [f] = await db.query<SavedFilter>(`select ${columns} from roster_filter where id = $1`, [id]);
  return f && shown(f);
}

/** Saves criteria under a name; undefined when the name is taken. */
export async function saveFilter(tx: Queryable, name: string, c: RosterCriteria, account: string): Promise<SavedFilter | undefined> {
  const k = rosterCriteria(c);
  const [f] = await tx.query<SavedFilter>(
    `insert into roster_filter (name, graduation_year, faculty, major, city, tag, staff_account) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (name) do nothing returning ${columns}`,
    [name, k.graduationYear ?? null, k.faculty ?? '', k.major ?? '', k.city ?? '', k.tag ?? '', account],
  );
  return f && shown(f);
}

export async function deleteFilter(tx: Queryable, id: number): Promise<SavedFilter | undefined> {
  const [f] = await tx.query<SavedFilter>(`delete from roster_filter where id = $1 returning ${columns}`, [id]);
  return f && shown(f);
}
