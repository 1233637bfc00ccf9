import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { alumniSearchApi, type AlumniFilter } from './api.ts';

export const ALUMNI_PAGE_SIZE = 12;

// Search answers are for signed-in people only: personal keys, dropped at logout.
export const alumniSearchQueries = {
  options: () =>
    queryOptions({ queryKey: [PERSONAL_KEY, 'alumsearch', 'options'], queryFn: alumniSearchApi.options, staleTime: 10 * 60_000 }),
  list: (filter: AlumniFilter, pageNum: number) =>
    queryOptions({
      queryKey: [PERSONAL_KEY, 'alumsearch', 'list', { ...filter, pageNum }],
      queryFn: () => alumniSearchApi.list({ ...filter, pageNum, pageSize: ALUMNI_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  privacy: () => queryOptions({ queryKey: [PERSONAL_KEY, 'alumsearch', 'privacy'], queryFn: alumniSearchApi.privacy }),
};
