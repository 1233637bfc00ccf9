import { SEARCH_NAME_MAX, SEARCH_YEAR_MAX, SEARCH_YEAR_MIN } from '../../shared/alumni-search-forms.ts';
import type { AlumniFilter } from './api.ts';

/** Find alumni's URL: the filter and the page, so back/forward and reload keep the search. */
export interface AlumniSearchParams extends AlumniFilter {
  page?: number;
}

function whole(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Reads the URL's search; anything malformed is left out rather than sent to the server. */
export function parseAlumniSearch(search: Record<string, unknown>): AlumniSearchParams {
  const out: AlumniSearchParams = {};
  const name = typeof search.name === 'string' ? [...search.name.trim()].slice(0, SEARCH_NAME_MAX).join('') : '';
  if (name) out.name = name;
  const year = whole(search.graduationYear, SEARCH_YEAR_MIN, SEARCH_YEAR_MAX);
  if (year !== undefined) out.graduationYear = year;
  const facultyId = whole(search.facultyId, 1, 2147483647);
  if (facultyId !== undefined) out.facultyId = facultyId;
  // A major only narrows a chosen college.
  const majorId = whole(search.majorId, 1, 2147483647);
  if (majorId !== undefined && facultyId !== undefined) out.majorId = majorId;
  const page = whole(search.page, 2, 100000);
  if (page !== undefined) out.page = page;
  return out;
}

export const filterOf = ({ page: _page, ...filter }: AlumniSearchParams): AlumniFilter => filter;

/** Drops a college or major the lookup lists do not know (an old or edited link), so the search still runs. */
export function knownFilter(
  filter: AlumniFilter,
  options: { faculties: Array<{ id: number }>; majors: Array<{ id: number; facultyId: number }> },
): AlumniFilter {
  const out = { ...filter };
  if (out.facultyId !== undefined && !options.faculties.some((f) => f.id === out.facultyId)) delete out.facultyId;
  if (out.majorId !== undefined && !options.majors.some((m) => m.id === out.majorId && m.facultyId === out.facultyId)) delete out.majorId;
  return out;
}
