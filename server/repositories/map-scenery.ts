import type { Queryable } from '../db/connect.ts';
import type { SceneryPhoto } from '../../src/shared/api/map-scenery.ts';
import { visible } from './sql.ts';

/** Alumni per province, most first, and every public organisation with its free-form region. */
export const provinceCounts = (db: Queryable) =>
  Promise.all([
    db.query<{ province: string; alumniCount: number }>(
      'select province, alumni_count as "alumniCount" from alumni_region_stat order by alumni_count desc, province',
    ),
    db.query<{ id: number; name: string; region: string }>(
      `select o.id, o.name, o.region from organization o where ${visible('o')} order by o.id`,
    ),
  ]);

export const sceneryPhotos = (db: Queryable) =>
  db.query<SceneryPhoto>(
    `select s.id, s.title, s.description, s.image, s.width, s.height, s.season from scenery_photo s where ${visible('s')} order by s.sort, s.id`,
  );
