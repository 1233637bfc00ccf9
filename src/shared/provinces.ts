/**
 * Province names as the map and the database spell them (the short form: '浙江', '内蒙古'), and how a free-form
 * region (a province, a city, a district, or a long official name) resolves to one of them.
 * Pure: shared by the client and the server (the alumni map route and its seed).
 */
export const PROVINCES = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '台湾',
  '香港',
  '澳门',
] as const;

export type Province = (typeof PROVINCES)[number];

/** Cities and districts that organisations name as their region, with their province. */
const CITY_PROVINCE: Record<string, Province> = {
  杭州: '浙江',
  宁波: '浙江',
  温州: '浙江',
  绍兴: '浙江',
  嘉兴: '浙江',
  湖州: '浙江',
  金华: '浙江',
  台州: '浙江',
  衢州: '浙江',
  丽水: '浙江',
  舟山: '浙江',
  义乌: '浙江',
  南京: '江苏',
  苏州: '江苏',
  无锡: '江苏',
  常州: '江苏',
  南通: '江苏',
  扬州: '江苏',
  徐州: '江苏',
  广州: '广东',
  深圳: '广东',
  东莞: '广东',
  佛山: '广东',
  珠海: '广东',
  合肥: '安徽',
  福州: '福建',
  厦门: '福建',
  泉州: '福建',
  南昌: '江西',
  济南: '山东',
  青岛: '山东',
  烟台: '山东',
  郑州: '河南',
  武汉: '湖北',
  长沙: '湖南',
  南宁: '广西',
  海口: '海南',
  三亚: '海南',
  成都: '四川',
  贵阳: '贵州',
  昆明: '云南',
  拉萨: '西藏',
  西安: '陕西',
  兰州: '甘肃',
  西宁: '青海',
  银川: '宁夏',
  乌鲁木齐: '新疆',
  石家庄: '河北',
  太原: '山西',
  呼和浩特: '内蒙古',
  沈阳: '辽宁',
  大连: '辽宁',
  长春: '吉林',
  哈尔滨: '黑龙江',
  台北: '台湾',
};

const SUFFIXES = ['特别行政区', '维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '省', '市'];

/** The short province name a region names, or null when it names none this map knows. */
export function provinceOf(region: string): Province | null {
  let name = region.trim();
  if (!name) return null;
  for (const suffix of SUFFIXES) {
    if (name.length > suffix.length + 1 && name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  if ((PROVINCES as readonly string[]).includes(name)) return name as Province;
  if (CITY_PROVINCE[name]) return CITY_PROVINCE[name];
  // A longer name that starts with a province or city: '浙江杭州', '杭州市西湖区'.
  const province = PROVINCES.find((p) => name.startsWith(p));
  if (province) return province;
  const city = Object.keys(CITY_PROVINCE).find((c) => name.startsWith(c));
  return city ? CITY_PROVINCE[city] : null;
}

/**
 * Alumni per province from alumni per city: every province, most alumni first (ties in the map's order); a city
 * naming no province this map knows (abroad, a typo) counts nowhere.
 */
export function tallyProvinces(cities: Array<{ city: string; alumniCount: number }>): Array<{ province: string; alumniCount: number }> {
  const counts = new Map<string, number>(PROVINCES.map((p) => [p, 0]));
  for (const { city, alumniCount } of cities) {
    const province = provinceOf(city);
    if (province) counts.set(province, counts.get(province)! + alumniCount);
  }
  return [...counts].map(([province, alumniCount]) => ({ province, alumniCount })).sort((a, b) => b.alumniCount - a.alumniCount);
}
