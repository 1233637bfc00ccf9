import { http, type Page } from '../../api/http.ts';
import type { PrivacySettings } from '../../shared/alumni-search-forms.ts';
import type { AlumniFilter, AlumnusCard, SearchOptions } from '../../shared/api/alumni-search.ts';
export type { AlumniFilter, AlumnusCard, FacultyOption, MajorOption, SearchOptions } from '../../shared/api/alumni-search.ts';

export const alumniSearchApi = {
  options: () => http.get<SearchOptions>('/alumsearch/options'),
  list: (q: AlumniFilter & { pageNum: number; pageSize: number }) => http.get<Page<AlumnusCard>>('/alumsearch/list', { ...q }),
  privacy: () => http.get<PrivacySettings>('/alumuser/privacy'),
  savePrivacy: (body: PrivacySettings) => http.put<PrivacySettings>('/alumuser/privacy', body),
};
