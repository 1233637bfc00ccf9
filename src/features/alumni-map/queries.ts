import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import type { ProvinceStat } from '../../shared/api/map-scenery.ts';
export type { ProvinceStat } from '../../shared/api/map-scenery.ts';

/** Signed-in data: under the personal key, so it goes with the session. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'alumniMap', 'provinces'],
    queryFn: () => http.get<ProvinceStat[]>('/alummap/provinces'),
    staleTime: 10 * 60 * 1000,
  });
