// A filter of 校友信息库's records, as the list applies it and as a saved filter keeps it for notices and exports: the
// rules (what a filter is called, whether it says anything) are pure functions, used by the server and the console.

/** What a filter of records asks; an absent or empty criterion matches every record. */
export interface RosterCriteria {
  graduationYear?: number | null;
  faculty?: string;
  major?: string;
  city?: string;
}

export const ROSTER_FILTER_NAME_MAX = 30;

/** The criteria with empty ones dropped and text trimmed, as they are stored and compared. */
export function rosterCriteria(c: RosterCriteria): RosterCriteria {
  const out: RosterCriteria = {};
  if (c.graduationYear) out.graduationYear = c.graduationYear;
  for (const key of ['faculty', 'major', 'city'] as const) {
    const value = c[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** A filter that asks nothing is the whole roster: a notice to it is a notice to every alumnus, which 全体校友 is for. */
export const criteriaAreEmpty = (c: RosterCriteria) => Object.keys(rosterCriteria(c)).length === 0;

/** How the console and the audit log spell a filter's criteria: 2016 届 · 计算机学院 · 软件工程 · 杭州市. */
export function criteriaLabel(c: RosterCriteria): string {
  const k = rosterCriteria(c);
  const parts = [k.graduationYear ? `${k.graduationYear} 届` : '', k.faculty ?? '', k.major ?? '', k.city ?? ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : '全部记录';
}
