import type { Queryable } from '../db/connect.ts';
import type { RosterStats } from '../../src/shared/api/admin-roster.ts';
import { tallyProvinces } from '../../src/shared/provinces.ts';
import { REGISTERED } from './roster.ts';

// 校友信息库's figures: how many of the roster have a portal account, by 届 and by 院系; the roster by city; and new
// alumni accounts a month. Registered: an alumni account (not disabled) is linked to the record (app_user.roster_record_id).

/** Records and registered records per value of `column`, largest group first unless `order` says otherwise. */
const grouped = (column: string, order: string) => `
  select ${column} as key, count(*)::int as records, count(*) filter (where ${REGISTERED})::int as registered
    from alumni_record r group by ${column} order by ${order}`;

export async function rosterStats(db: Queryable, months = 12): Promise<RosterStats> {
  const [years, faculties, cities, monthly] = await Promise.all([
    db.query<{ key: number; records: number; registered: number }>(grouped('r.graduation_year', '1 desc')),
    db.query<{ key: string; records: number; registered: number }>(grouped(`nullif(r.faculty, '')`, '2 desc, 1')),
    db.query<{ key: string; records: number; registered: number }>(grouped(`nullif(r.city, '')`, '2 desc, 1')),
    // The last `months` months in China time, this one included, each listed even when no one registered.
    db.query<{ month: string; registrations: number }>(
      `with months as (
         select to_char(m, 'YYYY-MM') as month
           from generate_series(date_trunc('month', now() at time zone 'Asia/Shanghai') - ($1::int - 1) * interval '1 month',
                                date_trunc('month', now() at time zone 'Asia/Shanghai'), interval '1 month') as m)
       select months.month, count(u.id)::int as registrations
         from months left join app_user u
           on u.user_type = 'alumni' and to_char(u.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') = months.month
        group by months.month order by months.month`,
      [months],
    ),
  ]);
  // The cities on the map: each province's records and registered ones (a city naming no province counts nowhere).
  const registeredIn = new Map(
    tallyProvinces(cities.map((c) => ({ city: c.key ?? '', alumniCount: c.registered }))).map((p) => [p.province, p.alumniCount]),
  );
  const byProvince = tallyProvinces(cities.map((c) => ({ city: c.key ?? '', alumniCount: c.records })))
    .filter((p) => p.alumniCount > 0)
    .map((p) => ({ province: p.province, records: p.alumniCount, registered: registeredIn.get(p.province) ?? 0 }));
  return {
    byProvince,
    byYear: years.map((y) => ({ year: y.key, records: y.records, registered: y.registered })),
    byFaculty: faculties.map((f) => ({ faculty: f.key ?? '', records: f.records, registered: f.registered })),
    byCity: cities.map((c) => ({ city: c.key ?? '', records: c.records, registered: c.registered })),
    monthly,
  };
}
