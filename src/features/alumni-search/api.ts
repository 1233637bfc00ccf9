import { http, type Page } from '../../api/http.ts';
import type { PrivacySettings } from '../../shared/alumni-search-forms.ts';

export interface FacultyOption { id: number; name: string }
export interface MajorOption { id: number; name: string; facultyId: number }
export interface SearchOptions { faculties: FacultyOption[]; majors: MajorOption[]; years: number[] }

export interface AlumnusCard {
  id: number;
  name: string;
  graduationYear: number | null;
  faculty: string;
  major: string;
  city?: string;
  company?: string;
}

export interface AlumniFilter {
  name?: string;
  graduationYear?: number;
  facultyId?: number;
  majorId?: number;
}

export const alumniSearchApi = {
  options: () => http.get<SearchOptions>('/alumsearch/options'),
  list: (q: AlumniFilter & { pageNum: number; pageSize: number }) => http.get<Page<AlumnusCard>>('/alumsearch/list', { ...q }),
  privacy: () => http.get<PrivacySettings>('/alumuser/privacy'),
  savePrivacy: (body: PrivacySettings) => http.put<PrivacySettings>('/alumuser/privacy', body),
};
