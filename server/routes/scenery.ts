import { envelopeSchema, ok } from '../http/envelope.ts';
import { sceneryPhotos } from '../repositories/map-scenery.ts';
import { sceneryPhotoSchema } from '../../src/shared/api/map-scenery.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** The campus scenery gallery. */
const sceneryRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/scenery/list',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校园风光'],
        summary: '校园风光图集',
        response: { 200: envelopeSchema({ type: 'array', items: sceneryPhotoSchema }) },
      },
    },
    async () => ok(await sceneryPhotos(db)),
  );
};

export default sceneryRoutes;
