import { queryOptions } from '@tanstack/react-query';
import { cardVerifyApi } from './api.ts';

// Not under 'public': the answer is about one person's card now, so it is neither persisted nor kept for long.
export const cardVerifyQueryOptions = (c: string) =>
  queryOptions({ queryKey: ['card-verify', c], queryFn: () => cardVerifyApi.verify(c), staleTime: 0, gcTime: 60_000, retry: false });
