import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export const SEASONS: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];

export interface SceneryPhoto {
  id: number;
  title: string;
  description: string;
  image: string;
  width: number;
  height: number;
  season: Season;
}

/** Signed-in data: under the personal key, so it goes with the session. */
export const sceneryQueryOptions = () =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'scenery', 'list'],
    queryFn: () => http.get<SceneryPhoto[]>('/scenery/list'),
    staleTime: 10 * 60 * 1000,
  });
