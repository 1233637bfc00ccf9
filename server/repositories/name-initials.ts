import { pinyin } from 'pinyin-pro';
import type { Queryable } from '../db/connect.ts';

/**
 * A name's pinyin initials in lower case, surnames read as surnames (单田芳: stf, 曾国藩: zgf); Latin letters kept, other
 * characters dropped. What 姓名或学号 matches a keyword of letters against.
 */
export function nameInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', surname: 'head' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A keyword the initials are searched for: letters only (a 学号 with letters is matched as a 学号 too). */
export const initialsKeyword = (keyword: string): string | undefined =>
  /^[A-Za-z]{2,}$/.test(keyword) ? keyword.toLowerCase() : undefined;

/** Writes the initials of records that have none (from before the column), 5,000 at a time; answers how many. */
export async function fillNameInitials(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.query<{ id: number; name: string }>(
      'select id, name from alumni_record where name_initials is null order by id limit 5000',
    );
    if (!rows.length) return filled;
    await db.query(
      'update alumni_record r set name_initials = v.initials from unnest($1::int[], $2::text[]) as v(id, initials) where r.id = v.id',
      [rows.map((r) => r.id), rows.map((r) => nameInitials(r.name))],
    );
    filled += rows.length;
  }
}
