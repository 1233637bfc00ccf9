import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  colourOf,
  legendSteps,
  makeProjection,
  pathOf,
  scaleStep,
  SCALE_COLOURS,
  type Feature,
} from '../../src/features/alumni-map/geo.ts';
import { PROVINCES, provinceOf } from '../../src/shared/provinces.ts';

const square: Feature = {
  properties: { name: 'A' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [100, 20],
        [110, 20],
        [110, 40],
        [100, 40],
        [100, 20],
      ],
    ],
  },
};
const island: Feature = {
  properties: { name: 'B' },
  geometry: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [120, 30],
          [121, 30],
          [121, 31],
          [120, 30],
        ],
      ],
      [
        [
          [90, 25],
          [91, 25],
          [91, 26],
          [90, 25],
        ],
      ],
    ],
  },
};

describe('projection', () => {
  it('finds the bounds of polygons and multipolygons', () => {
    expect(boundsOf([square, island])).toEqual({ minLon: 90, minLat: 20, maxLon: 121, maxLat: 40 });
  });

  it('puts the north-west corner at the origin, fits the width and scales longitude by cos(mid-latitude)', () => {
    const bounds = { minLon: 100, minLat: 20, maxLon: 110, maxLat: 40 };
    const project = makeProjection(bounds, 500);
    expect(project(100, 40)).toEqual([0, 0]);
    const [x, y] = project(110, 20);
    expect(x).toBeCloseTo(500);
    const k = Math.cos((30 * Math.PI) / 180);
    // 10° of longitude at cos(30°) span the width; 20° of latitude then take 20 / (10 k) of it.
    expect(y).toBeCloseTo((500 * 20) / (10 * k));
    expect(project.height).toBeCloseTo(y);
    // North is up: a point further south is lower.
    expect(project(105, 25)[1]).toBeGreaterThan(project(105, 35)[1]);
  });

  it('draws one closed sub-path per ring, rounded to 0.1', () => {
    const project = makeProjection(boundsOf([square]), 100);
    const d = pathOf(square.geometry, project);
    // The ring starts in the south-west corner: x 0, y the full height.
    expect(d.startsWith(`M0,${Math.round(project.height * 10) / 10}L`)).toBe(true);
    expect(d).toContain('L0,0L');
    expect(d.endsWith('Z')).toBe(true);
    expect(d.match(/M/g)).toHaveLength(1);
    expect(pathOf(island.geometry, project).match(/M/g)).toHaveLength(2);
    expect(d).not.toMatch(/\d\.\d\d/);
  });
});

describe('colour scale', () => {
  it('has five steps of the brand blue, darkest for the most alumni', () => {
    expect(SCALE_COLOURS).toHaveLength(5);
    expect(SCALE_COLOURS[4].toLowerCase()).toBe('#0f4c81');
    expect(scaleStep(0)).toBe(0);
    expect(scaleStep(99)).toBe(0);
    expect(scaleStep(100)).toBe(1);
    expect(scaleStep(1999)).toBe(2);
    expect(scaleStep(2000)).toBe(3);
    expect(scaleStep(38000)).toBe(4);
    expect(colourOf(38000)).toBe(SCALE_COLOURS[4]);
    expect(colourOf(18)).toBe(SCALE_COLOURS[0]);
  });

  it('describes each step for the legend', () => {
    expect(legendSteps()).toEqual([
      { colour: SCALE_COLOURS[0], from: 0, to: 100 },
      { colour: SCALE_COLOURS[1], from: 100, to: 500 },
      { colour: SCALE_COLOURS[2], from: 500, to: 2000 },
      { colour: SCALE_COLOURS[3], from: 2000, to: 10000 },
      { colour: SCALE_COLOURS[4], from: 10000, to: null },
    ]);
  });
});

describe('province name matching', () => {
  it('knows the 34 provincial divisions by their short names', () => {
    expect(PROVINCES).toHaveLength(34);
    for (const p of PROVINCES) expect(provinceOf(p)).toBe(p);
  });

  it('strips official suffixes', () => {
    expect(provinceOf('浙江省')).toBe('浙江');
    expect(provinceOf('北京市')).toBe('北京');
    expect(provinceOf('内蒙古自治区')).toBe('内蒙古');
    expect(provinceOf('新疆维吾尔自治区')).toBe('新疆');
    expect(provinceOf('广西壮族自治区')).toBe('广西');
    expect(provinceOf('香港特别行政区')).toBe('香港');
    expect(provinceOf(' 上海 ')).toBe('上海');
  });

  it('maps cities and districts to their province', () => {
    expect(provinceOf('杭州')).toBe('浙江');
    expect(provinceOf('杭州市')).toBe('浙江');
    expect(provinceOf('深圳')).toBe('广东');
    expect(provinceOf('苏州')).toBe('江苏');
    expect(provinceOf('杭州市滨江区')).toBe('浙江');
    expect(provinceOf('浙江杭州')).toBe('浙江');
  });

  it('answers null for what it does not know', () => {
    expect(provinceOf('')).toBeNull();
    expect(provinceOf('海外')).toBeNull();
    expect(provinceOf('纽约')).toBeNull();
  });
});
