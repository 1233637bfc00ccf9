/** Pure map helpers: a lon/lat projection onto an SVG box, SVG path strings, and the alumni colour scale. */

export type Position = number[]; // [lon, lat]
export type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
export interface Feature {
  properties: { name: string };
  geometry: Geometry;
}

export interface Bounds {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const rings = (g: Geometry): Position[][] => (g.type === 'Polygon' ? g.coordinates : g.coordinates.flat());

export function boundsOf(features: Feature[]): Bounds {
  const b = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const f of features) {
    for (const ring of rings(f.geometry)) {
      for (const [lon, lat] of ring) {
        if (lon < b.minLon) b.minLon = lon;
        if (lon > b.maxLon) b.maxLon = lon;
        if (lat < b.minLat) b.minLat = lat;
        if (lat > b.maxLat) b.maxLat = lat;
      }
    }
  }
  return b;
}

export interface Projection {
  (lon: number, lat: number): [number, number];
  width: number;
  height: number;
}

/**
 * An equirectangular projection scaled by cos(mid-latitude), so shapes keep their proportions,
 * fitted to `width` (the height follows); north is up, the bounds' north-west corner is (0, 0).
 */
export function makeProjection(bounds: Bounds, width: number): Projection {
  const midLat = ((bounds.minLat + bounds.maxLat) / 2) * (Math.PI / 180);
  const kx = Math.cos(midLat);
  const scale = width / ((bounds.maxLon - bounds.minLon) * kx);
  const height = (bounds.maxLat - bounds.minLat) * scale;
  const project = ((lon: number, lat: number) => [(lon - bounds.minLon) * kx * scale, (bounds.maxLat - lat) * scale]) as Projection;
  project.width = width;
  project.height = height;
  return project;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** An SVG path for a polygon or multipolygon: one closed sub-path per ring, coordinates to 0.1. */
export function pathOf(geometry: Geometry, project: (lon: number, lat: number) => [number, number]): string {
  return rings(geometry)
    .filter((ring) => ring.length > 2)
    .map((ring) => {
      const points = ring.map(([lon, lat]) => project(lon, lat)).map(([x, y]) => `${round(x)},${round(y)}`);
      return `M${points.join('L')}Z`;
    })
    .join('');
}

/** Five steps of the brand blue, lightest first. */
export const SCALE_COLOURS = ['#DCE8F3', '#A9C6E2', '#6E9CC9', '#3A70A5', '#0F4C81'] as const;
/** Lower bounds of steps 2..5. */
export const SCALE_BREAKS = [100, 500, 2000, 10000] as const;

/** The step (0..4) a count falls in. */
export function scaleStep(count: number, breaks: readonly number[] = SCALE_BREAKS): number {
  let step = 0;
  for (const b of breaks) if (count >= b) step++;
  return step;
}

export const colourOf = (count: number) => SCALE_COLOURS[scaleStep(count)];

/** The legend: one entry per step with its range [from, to) (to null for the last). */
export function legendSteps(breaks: readonly number[] = SCALE_BREAKS) {
  return SCALE_COLOURS.map((colour, i) => ({ colour, from: i === 0 ? 0 : breaks[i - 1], to: i < breaks.length ? breaks[i] : null }));
}
