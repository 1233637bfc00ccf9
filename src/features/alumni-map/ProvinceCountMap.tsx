import { useMemo, useState } from 'react';
import { t } from '../../strings.ts';
import { ChinaMap } from './ChinaMap.tsx';
import { legendSteps } from './geo.ts';
import type { ProvinceStat } from './queries.ts';
import './alumni-map.css';

/**
 * The map alone, shaded by a count per province, with its legend and the province pointed at: for a page with counts
 * of its own (the console's 校友信息库统计 draws the roster on it). `label` says a province's figures.
 */
export function ProvinceCountMap({
  counts,
  label,
  describe,
}: {
  counts: ReadonlyArray<{ province: string; count: number }>;
  label: string;
  describe: (province: string, count: number) => string;
}) {
  const stats = useMemo(
    () => new Map(counts.map((c) => [c.province, { province: c.province, alumniCount: c.count, organizations: [] } as ProvinceStat])),
    [counts],
  );
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const active = hovered ?? selected;
  return (
    <figure className="alumni-map__figure province-count-map" aria-label={label} data-testid="province-count-map">
      <ChinaMap
        stats={stats}
        active={active}
        selected={selected}
        onHover={setHovered}
        onSelect={setSelected}
        label={(province, stat) => describe(province, stat?.alumniCount ?? 0)}
      />
      <figcaption className="alumni-map__legend">
        <p className="province-count-map__active" aria-live="polite">
          {active ? describe(active, stats.get(active)?.alumniCount ?? 0) : t.alumniMap.hint}
        </p>
        <span className="alumni-map__legend-title">{t.alumniMap.legend}</span>
        <ul>
          {legendSteps().map((step) => (
            <li key={step.colour}>
              <span className="alumni-map__swatch" style={{ background: step.colour }} aria-hidden="true" />
              {t.alumniMap.range(step.from, step.to)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
