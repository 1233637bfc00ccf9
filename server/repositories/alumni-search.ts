import type { Queryable } from '../db/connect.ts';
import { containsPattern, rowTotal } from './sql.ts';
import type { AlumnusCard, FacultyOption, MajorOption } from '../../src/shared/api/alumni-search.ts';
import type { PrivacySettings } from '../../src/shared/alumni-search-forms.ts';

/**
 * Who can be found at all: verified, enabled alumni who have not opted out (the database's directory_member, which
 * keeps the directory's total in row_total, migration 035, tests the same).
 */
const SEARCHABLE = `u.user_type = 'alumni' and u.card_status = 'verified' and not u.disabled and u.findable`;

/** The lookup lists: colleges, majors, and the graduation years of findable alumni, latest first. */
export async function searchOptions(db: Queryable) {
  const [faculties, majors, yearRows] = await Promise.all([
    db.query<FacultyOption>('select id, name from faculty order by sort, id'),
    db.query<MajorOption>(
      'select m.id, m.name, m.faculty_id as "facultyId" from major m join faculty f on f.id = m.faculty_id order by f.sort, m.sort, m.id',
    ),
    db.query<{ year: number }>(
      `select distinct u.graduation_year as year from app_user u
        where ${SEARCHABLE} and u.graduation_year is not null order by 1 desc`,
    ),
  ]);
  return { faculties, majors, years: yearRows.map((r) => r.year) };
}

export const facultyName = async (db: Queryable, facultyId: number) =>
  (await db.query<{ name: string }>('select name from faculty where id = $1', [facultyId]))[0]?.name;

export const majorWithFaculty = async (db: Queryable, majorId: number) =>
  (
    await db.query<{ name: string; faculty: string }>(
      'select m.name, f.name as faculty from major m join faculty f on f.id = m.faculty_id where m.id = $1',
      [majorId],
    )
  )[0];

/**
 * Whether a name query is all Chinese characters, so every name containing it holds its grams (each character and
 * pair): then the grams index (migration 032) narrows the rows, where one or two characters give pg_trgm no trigram.
 * A Latin query is a word in the grams but may be part of one in a name, so it is left to LIKE and trigrams.
 */
export const gramsNarrowName = (name: string) => /^[一-鿿㐀-䶿豈-﫿]+$/u.test(name);

/**
 * A page of findable alumni matching the filter (exact faculty, major and year; name contains), latest year first.
 * City and company come only where their owner shows them; hidden ones are left out of the row, not sent as null.
 */
export async function searchAlumni(
  db: Queryable,
  filter: { faculty?: string; major?: string; graduationYear?: number; name?: string },
  pageNum: number,
  pageSize: number,
) {
  const where = [SEARCHABLE];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.faculty !== undefined) add((p) => `u.faculty = ${p}`, filter.faculty);
  if (filter.major !== undefined) add((p) => `u.major = ${p}`, filter.major);
  if (filter.graduationYear !== undefined) add((p) => `u.graduation_year = ${p}`, filter.graduationYear);
  if (filter.name) {
    add((p) => `u.name like ${p} escape '\\'`, containsPattern(filter.name));
    if (gramsNarrowName(filter.name)) add((p) => `search_grams(u.name) @> search_grams(${p})`, filter.name);
  }
  const clause = where.join(' and ');
  const page = (extra = '') =>
    db.query<Record<string, unknown>>(
      `select u.id, u.name, u.graduation_year as "graduationYear", u.faculty, u.major,
              case when u.show_city and u.city <> '' then u.city end as city,
              case when u.show_company and u.company <> '' then u.company end as company${extra}
         from app_user u where ${clause}
        order by u.graduation_year desc nulls last, u.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    );
  const count = async () =>
    (await db.query<{ total: number }>(`select count(*)::int as total from app_user u where ${clause}`, params))[0].total;
  let list: Array<Record<string, unknown>>;
  let total: number;
  if (!params.length) {
    // Unfiltered: the total the database keeps.
    [list, [{ total }]] = await Promise.all([page(), rowTotal(db, 'directory')]);
  } else if (filter.name) {
    // A name is tested on every matching row anyway: the page and its count in one pass (a page past the end has no
    // row to carry the count, so it is counted apart).
    list = await page(', count(*) over ()::int as "matchCount"');
    total = list.length ? Number(list[0].matchCount) : pageNum > 1 ? await count() : 0;
    for (const row of list) delete row.matchCount;
  } else {
    // College, major, year: the count reads the directory's indexes alone.
    [list, total] = await Promise.all([page(), count()]);
  }
  const shaped = list.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as AlumnusCard);
  return { list: shaped, total };
}

export const privacySettings = async (db: Queryable, userId: number) =>
  (
    await db.query<PrivacySettings>('select findable, show_city as "showCity", show_company as "showCompany" from app_user where id = $1', [
      userId,
    ])
  )[0];

export const savePrivacySettings = async (db: Queryable, userId: number, s: PrivacySettings) =>
  (
    await db.query<PrivacySettings>(
      `update app_user set findable = $2, show_city = $3, show_company = $4 where id = $1
     returning findable, show_city as "showCity", show_company as "showCompany"`,
      [userId, s.findable, s.showCity, s.showCompany],
    )
  )[0];
