import { http } from '../../api/http.ts';
import type { SearchKind, SearchPage } from '../../shared/api/search.ts';
export type { SearchHit, SearchKind, SearchPage } from '../../shared/api/search.ts';

export const searchApi = {
  search: (q: { q: string; kind?: SearchKind; pageNum: number; pageSize: number }) => http.get<SearchPage>('/search', { ...q }),
};
