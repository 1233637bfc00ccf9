// 毕业年份 chosen in two taps (issue 48): first the decade (1980 年代), then the year in it (1983 年), each a short row
// of large buttons, instead of one wheel starting at this year that a 1983 graduate scrolls 44 rows down. Pure: the
// bounds come from the schema the server validates with (register-form.ts passes them).

export interface YearBounds {
  minimum: number;
  maximum: number;
}

/** The newest year offered: next year's graduates, within the schema's bounds. */
export const lastYear = (bounds: YearBounds, now = new Date()) => Math.min(now.getFullYear() + 1, bounds.maximum);

/** The decade a year falls in, as its first year: 1983 → 1980. */
export const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/** The decades offered, newest first (2020, 2010, … 1950): each has at least one year in the bounds. */
export function graduationDecades(bounds: YearBounds, now = new Date()): number[] {
  const decades: number[] = [];
  for (let d = decadeOf(lastYear(bounds, now)); d >= decadeOf(bounds.minimum); d -= 10) decades.push(d);
  return decades;
}

/** The years of one decade offered, in calendar order (1980 … 1989), cut to the bounds. */
export function decadeYears(decade: number, bounds: YearBounds, now = new Date()): number[] {
  const years: number[] = [];
  const last = lastYear(bounds, now);
  for (let y = Math.max(decade, bounds.minimum); y <= Math.min(decade + 9, last); y++) years.push(y);
  return years;
}
