import type { Queryable } from '../connect.ts';
import { PROVINCES, type Province } from '../../../src/shared/provinces.ts';

/** Alumni per province: the home province (浙江) first, the coast and big cities next, the west the fewest. */
const ALUMNI_COUNTS: Record<Province, number> = {
  浙江: 38000,
  上海: 6200,
  江苏: 4800,
  广东: 3900,
  北京: 3100,
  安徽: 2200,
  江西: 1600,
  福建: 1500,
  山东: 1300,
  河南: 1100,
  湖北: 980,
  湖南: 860,
  四川: 820,
  天津: 640,
  重庆: 610,
  河北: 560,
  陕西: 430,
  广西: 380,
  山西: 320,
  辽宁: 310,
  云南: 290,
  贵州: 260,
  海南: 240,
  黑龙江: 180,
  吉林: 160,
  香港: 150,
  新疆: 120,
  甘肃: 110,
  内蒙古: 100,
  台湾: 60,
  宁夏: 48,
  澳门: 35,
  青海: 32,
  西藏: 18,
};

export async function seedAlumniMap(tx: Queryable) {
  const params: unknown[] = [];
  const tuples = PROVINCES.map((p) => `($${params.push(p)}, $${params.push(ALUMNI_COUNTS[p])})`);
  await tx.query(`insert into alumni_region_stat (province, alumni_count) values ${tuples.join(', ')}`, params);
}
