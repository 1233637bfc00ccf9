import { envelopeSchema, ok } from '../http/envelope.ts';
import type { ServiceModule } from './module.ts';
import { PROVINCES, provinceOf, type Province } from '../../src/features/alumni-map/provinces.ts';

/** Alumni per province: the home province (浙江) first, the coast and big cities next, the west the fewest. */
const ALUMNI_COUNTS: Record<Province, number> = {
  浙江: 38000, 上海: 6200, 江苏: 4800, 广东: 3900, 北京: 3100, 安徽: 2200, 江西: 1600, 福建: 1500, 山东: 1300, 河南: 1100,
  湖北: 980, 湖南: 860, 四川: 820, 天津: 640, 重庆: 610, 河北: 560, 陕西: 430, 广西: 380, 山西: 320, 辽宁: 310, 云南: 290,
  贵州: 260, 海南: 240, 黑龙江: 180, 吉林: 160, 香港: 150, 新疆: 120, 甘肃: 110, 内蒙古: 100, 台湾: 60, 宁夏: 48, 澳门: 35,
  青海: 32, 西藏: 18,
};

const provinceSchema = {
  type: 'object',
  required: ['province', 'alumniCount', 'organizations'],
  properties: {
    province: { type: 'string' },
    alumniCount: { type: 'integer' },
    organizations: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
};

export interface ProvinceStat {
  province: string;
  alumniCount: number;
  organizations: Array<{ id: number; name: string }>;
}

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

export default {
  name: 'alumni-map',
  seedTable: 'alumni_region_stat',
  async seed(tx) {
    const params: unknown[] = [];
    const tuples = PROVINCES.map((p) => `($${params.push(p)}, $${params.push(ALUMNI_COUNTS[p])})`);
    await tx.query(`insert into alumni_region_stat (province, alumni_count) values ${tuples.join(', ')}`, params);
  },
  register(app, db) {
    app.get(
      '/api/alummap/provinces',
      {
        config: { access: 'login' },
        schema: {
          tags: ['校友地图'],
          summary: '各省校友人数与当地校友组织',
          response: { 200: envelopeSchema({ type: 'array', items: provinceSchema }) },
        },
      },
      async () => {
        const [stats, organizations] = await Promise.all([
          db.query<{ province: string; alumniCount: number }>(
            'select province, alumni_count as "alumniCount" from alumni_region_stat order by alumni_count desc, province',
          ),
          db.query<{ id: number; name: string; region: string }>('select id, name, region from organization order by id'),
        ]);
        return ok(attachOrganizations(stats, organizations));
      },
    );
  },
} satisfies ServiceModule;
