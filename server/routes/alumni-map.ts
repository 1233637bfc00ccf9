import { envelopeSchema, ok } from '../http/envelope.ts';
import { provinceCounts } from '../repositories/map-scenery.ts';
import { provinceStatSchema, type ProvinceStat } from '../../src/shared/api/map-scenery.ts';
import { provinceOf, tallyProvinces } from '../../src/shared/provinces.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** Groups organisations under the province their region names; unknown regions are left out. */
export function attachOrganizations(
  stats: Array<{ province: string; alumniCount: number }>,
  organizations: Array<{ id: number; name: string; region: string }>,
): ProvinceStat[] {
  const byProvince = new Map<string, Array<{ id: number; name: string }>>();
  for (const org of organizations) {
    const province = provinceOf(org.region);
    if (!province) continue;
    const list = byProvince.get(province) ?? [];
    list.push({ id: org.id, name: org.name });
    byProvince.set(province, list);
  }
  return stats.map((s) => ({ ...s, organizations: byProvince.get(s.province) ?? [] }));
}

/** The alumni map: the product's alumni and organisations per province. */
const alumniMapRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/alummap/provinces',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友地图'],
        summary: '各省校友人数与当地校友组织',
        response: { 200: envelopeSchema({ type: 'array', items: provinceStatSchema }) },
      },
    },
    async () => {
      const [cities, organizations] = await provinceCounts(db);
      return ok(attachOrganizations(tallyProvinces(cities), organizations));
    },
  );
};

export default alumniMapRoutes;
