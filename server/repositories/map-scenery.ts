import type { Queryable } from '../db/connect.ts';
import type { SceneryPhoto } from '../../src/shared/api/map-scenery.ts';

/** Alumni per province, most first, and every organisation with its free-form region. */
export const provinceCounts = (db: Queryable) =>
  Promise.all([
    db.query<{ province: string; alumniCount: number }>(
      'select province, alumni_count as "alumniCount" from alumni_region_stat order by alumni_count desc, province',
    ),
    db.query<{ id: number; name: string; region: string }>('select id, name, region from organization order by id'),
  ]);

export const sceneryPhotos = (db: Queryable) =>
  db.query<SceneryPhoto>('select id, title, description, image, width, height, season from scenery_photo order by sort, id');
