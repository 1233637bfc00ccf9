// A filter of 校友信息库's records, as the list applies it and as a saved filter keeps it for notices and exports: the
// rules (what a filter is called, whether it says anything) are pure functions, used by the server and the console.

/** What a filter of records asks; an absent or empty criterion matches every record. */
export interface RosterCriteria {
  graduationYear?: number | null;
  faculty?: string;
  major?: string;
  city?: string;
  /** one of the office's tags on a record */
  tag?: string;
}

export const ROSTER_FILTER_NAME_MAX = 30;
/** A record carries at most this many tags, each of 1 to ROSTER_TAG_MAX characters. */
export const ROSTER_TAGS_MAX = 10;
export const ROSTER_TAG_MAX = 20;

/** A record's tags as typed, trimmed, without blanks or repeats; or the problem with them. */
export function rosterTags(tags: readonly string[]): { tags: string[] } | { problem: string } {
  const kept = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (kept.length > ROSTER_TAGS_MAX) return { problem: `一条记录最多 ${ROSTER_TAGS_MAX} 个标签` };
  const long = kept.find((t) => t.length > ROSTER_TAG_MAX);
  if (long) return { problem: `标签“${long}”超过 ${ROSTER_TAG_MAX} 个字` };
  return { tags: kept };
}

/** The criteria with empty ones dropped and text trimmed, as they are stored and compared. */
export function rosterCriteria(c: RosterCriteria): RosterCriteria {
  const out: RosterCriteria = {};
  if (c.graduationYear) out.graduationYear = c.graduationYear;
  for (const key of ['faculty', 'major', 'city', 'tag'] as const) {
    const value = c[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** A filter that asks nothing is the whole roster: a notice to it is a notice to every alumnus, which 全体校友 is for. */
export const criteriaAreEmpty = (c: RosterCriteria) => Object.keys(rosterCriteria(c)).length === 0;

/** How the console and the audit log spell a filter's criteria: 2016 届 · 计算机学院 · 软件工程 · 杭州市 · 标签“理事”. */
export function criteriaLabel(c: RosterCriteria): string {
  const k = rosterCriteria(c);
  const parts = [
    k.graduationYear ? `${k.graduationYear} 届` : '',
    k.faculty ?? '',
    k.major ?? '',
    k.city ?? '',
    k.tag ? `标签“${k.tag}”` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '全部记录';
}
