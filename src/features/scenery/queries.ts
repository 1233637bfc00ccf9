import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import type { SceneryPhoto } from '../../shared/api/map-scenery.ts';
export type { SceneryPhoto, Season } from '../../shared/api/map-scenery.ts';

export { SEASONS } from '../../shared/api/map-scenery.ts';

/** Signed-in data: under the personal key, so it goes with the session. */
export const sceneryQueryOptions = () =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'scenery', 'list'],
    queryFn: () => http.get<SceneryPhoto[]>('/scenery/list'),
    staleTime: 10 * 60 * 1000,
  });
