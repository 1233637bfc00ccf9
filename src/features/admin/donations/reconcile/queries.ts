import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../../session/staff-token.ts';
import { reconcileApi } from './api.ts';

export const reconcileKey = [STAFF_QUERY_KEY, 'reconciliation'] as const;

/** The latest runs (the page shows the last 30: a month of days). */
export const reconcileRunsQueryOptions = () => queryOptions({ queryKey: [...reconcileKey, 'runs'], queryFn: reconcileApi.runs });

export const reconcileRunQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...reconcileKey, 'run', id], queryFn: () => reconcileApi.run(id) });
