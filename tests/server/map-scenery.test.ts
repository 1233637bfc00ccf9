import { describe, expect, it } from 'vitest';
import { attachOrganizations } from '../../server/routes/alumni-map.ts';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming' });
const get = (url: string, auth = true) => suite.inject(auth ? suite.tokens.zhang : null, 'GET', url);

describe('GET /api/alummap/provinces', () => {
  it('answers 401 without a token', async () => {
    const res = await get('/api/alummap/provinces', false);
    expect(res.statusCode).toBe(401);
  });

  it('lists all 34 provinces with counts of the alumni there, 浙江 (home of the college) the largest', async () => {
    const res = await get('/api/alummap/provinces');
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(0);
    expect(data).toHaveLength(34);
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(['alumniCount', 'organizations', 'province']);
      expect(row.alumniCount).toBeGreaterThanOrEqual(0);
    }
    // Counted from the demo's verified alumni (public-figures.test.ts recomputes every province).
    expect(data[0].province).toBe('浙江');
    expect(data[0].alumniCount).toBeGreaterThan(data[1].alumniCount);
    expect(new Set(data.map((r: { province: string }) => r.province)).size).toBe(34);
  });

  it('places each organisation under the province of its region (cities mapped to provinces)', async () => {
    const data: Array<{ province: string; organizations: Array<{ id: number; name: string }> }> = (
      await get('/api/alummap/provinces')
    ).json().data;
    const names = (p: string) => data.find((r) => r.province === p)!.organizations.map((o) => o.name);
    expect(names('广东')).toContain('滨江城市学院深圳校友会');
    expect(names('上海')).toContain('滨江城市学院上海校友会');
    expect(names('北京')).toContain('滨江城市学院北京校友会');
    expect(names('浙江')).toEqual(expect.arrayContaining(['滨江城市学院杭州校友会', '滨江城市学院金融校友联谊会', '滨江城市学院校友跑团']));
    expect(names('西藏')).toEqual([]);
    const orgs = await suite.server.db.query<{ id: number }>('select id from organization');
    const placed = data.flatMap((r) => r.organizations.map((o) => o.id));
    expect(placed.sort()).toEqual(orgs.map((o) => o.id).sort());
  });

  it('leaves out organisations whose region names no province', () => {
    const out = attachOrganizations(
      [{ province: '浙江', alumniCount: 1 }],
      [
        { id: 1, name: 'A', region: '杭州市' },
        { id: 2, name: 'B', region: '海外' },
      ],
    );
    expect(out).toEqual([{ province: '浙江', alumniCount: 1, organizations: [{ id: 1, name: 'A' }] }]);
  });
});

describe('GET /api/scenery/list', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/scenery/list', false)).statusCode).toBe(401);
  });

  it('lists the twelve sized illustrations in order with a season each', async () => {
    const res = await get('/api/scenery/list');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(12);
    data.forEach((p: Record<string, unknown>, i: number) => {
      expect(Object.keys(p).sort()).toEqual(['description', 'height', 'id', 'image', 'season', 'title', 'width']);
      expect(p).toMatchObject({ image: `/media/scenery-${String(i + 1).padStart(2, '0')}.svg`, width: 1200, height: 800 });
      expect(['spring', 'summer', 'autumn', 'winter']).toContain(p.season);
      expect(String(p.title).length).toBeGreaterThan(1);
    });
    expect(data[0]).toMatchObject({ title: '湖畔樱雨', season: 'spring' });
  });
});
