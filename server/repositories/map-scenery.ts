import type { Queryable } from '../db/connect.ts';
import type { SceneryPhoto } from '../../src/shared/api/map-scenery.ts';
import { mappedAlumniSql } from './figures.ts';
import { visible } from './sql.ts';

/** The mapped alumni per city as they typed it (the route resolves cities to provinces), and every public organisation with its free-form region. */
export const provinceCounts = (db: Queryable) =>
  Promise.all([
    db.query<{ city: string; alumniCount: number }>(
      `select u.city, count(*)::int as "alumniCount" from app_user u where ${mappedAlumniSql('u')} group by u.city`,
    ),
    db.query<{ id: number; name: string; region: string }>(
      `select o.id, o.name, o.region from organization o where ${visible('o')} order by o.id`,
    ),
  ]);

export const sceneryPhotos = (db: Queryable) =>
  db.query<SceneryPhoto>(
    `select s.id, s.title, s.description, s.image, s.width, s.height, s.season from scenery_photo s where ${visible('s')} order by s.sort, s.id`,
  );
