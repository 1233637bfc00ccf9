import { useMemo } from 'react';
import china from 'china-geojson/src/geojson/china.json';
import { t } from '../../strings.ts';
import { boundsOf, colourOf, makeProjection, pathOf, type Feature } from './geo.ts';
import type { ProvinceStat } from './queries.ts';

const INSET = '南海诸岛';
const WIDTH = 1000;

/** Province outlines projected once per page load: the GeoJSON is fixed, so are its paths. */
function useProvincePaths() {
  return useMemo(() => {
    const features = (china as unknown as { features: Feature[] }).features;
    const project = makeProjection(boundsOf(features), WIDTH);
    return {
      width: WIDTH,
      height: Math.ceil(project.height),
      provinces: features
        .filter((f) => f.properties.name !== INSET)
        .map((f) => ({ name: f.properties.name, d: pathOf(f.geometry, project) })),
      inset: features.filter((f) => f.properties.name === INSET).map((f) => pathOf(f.geometry, project)),
    };
  }, []);
}

/**
 * The map of China as an inline SVG, one focusable path per province, shaded by its alumni count.
 * Hover, focus and click report the province; the caller shows its details.
 */
export function ChinaMap({
  stats,
  active,
  selected,
  onHover,
  onSelect,
  label = (province, stat) => t.alumniMap.provinceLabel(province, stat?.alumniCount ?? 0, stat?.organizations.length ?? 0),
}: {
  /** what a province says to a screen reader: its name and counts */
  label?: (province: string, stat: ProvinceStat | undefined) => string;
  stats: Map<string, ProvinceStat>;
  active: string | null;
  selected: string | null;
  onHover: (province: string | null) => void;
  onSelect: (province: string) => void;
}) {
  const { width, height, provinces, inset } = useProvincePaths();
  // The active outline is drawn again on top, so its neighbours do not hide it; the paths keep their (tab) order.
  const highlight = provinces.find((p) => p.name === active);
  return (
    <svg
      className="alumni-map__svg"
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={t.alumniMap.mapLabel}
      onMouseLeave={() => onHover(null)}
    >
      {provinces.map(({ name, d }) => {
        const stat = stats.get(name);
        const count = stat?.alumniCount ?? 0;
        return (
          <path
            key={name}
            d={d}
            className={`alumni-map__province${name === active ? ' is-active' : ''}${name === selected ? ' is-selected' : ''}`}
            fill={colourOf(count)}
            tabIndex={0}
            role="button"
            aria-label={label(name, stat)}
            aria-pressed={name === selected}
            data-province={name}
            onMouseEnter={() => onHover(name)}
            onFocus={() => onSelect(name)}
            onClick={() => onSelect(name)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(name);
              }
            }}
          />
        );
      })}
      {highlight && <path className="alumni-map__highlight" d={highlight.d} aria-hidden="true" />}
      <g className="alumni-map__inset" aria-hidden="true">
        {inset.map((d, i) => (
          <path key={i} d={d} />
        ))}
      </g>
    </svg>
  );
}
