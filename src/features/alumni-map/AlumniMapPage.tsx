import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { t } from '../../strings.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { ChinaMap } from './ChinaMap.tsx';
import { legendSteps } from './geo.ts';
import { provincesQueryOptions, type ProvinceStat } from './queries.ts';
import './alumni-map.css';

const s = t.alumniMap;

function ProvincePanel({ stat }: { stat: ProvinceStat | null }) {
  if (!stat) return <p className="alumni-map__hint">{s.hint}</p>;
  return (
    <>
      <h2 className="alumni-map__panel-title">{stat.province}</h2>
      <p className="alumni-map__panel-count">
        <span>{s.alumniCount}</span>
        <strong data-testid="alumni-map-count">{s.people(stat.alumniCount)}</strong>
      </p>
      <h3 className="alumni-map__panel-sub">{s.orgList}</h3>
      {stat.organizations.length ? (
        <ul className="alumni-map__orgs">
          {stat.organizations.map((o) => (
            <li key={o.id}>
              <Link to="/article/organizationDetails/$id" params={{ id: String(o.id) }}>
                {o.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="alumni-map__none">{s.noOrgs}</p>
      )}
    </>
  );
}

/** Where the alumni are: a shaded map with a details panel, totals, and the same data as a table. */
export function AlumniMapPage() {
  const { data } = useSuspenseQuery(provincesQueryOptions());
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const stats = useMemo(() => new Map(data.map((r) => [r.province, r])), [data]);
  const sorted = useMemo(() => [...data].sort((a, b) => b.alumniCount - a.alumniCount), [data]);
  const totals = useMemo(() => {
    const orgIds = new Set(data.flatMap((r) => r.organizations.map((o) => o.id)));
    return {
      alumni: data.reduce((sum, r) => sum + r.alumniCount, 0),
      provinces: data.filter((r) => r.alumniCount > 0).length,
      organizations: orgIds.size,
    };
  }, [data]);
  const active = hovered ?? selected;

  return (
    <ServicePage fallbackTitle={s.title}>
      {data.length === 0 ? (
        <p className="empty-state">{s.empty}</p>
      ) : (
        <div className="alumni-map">
          <p className="alumni-map__intro">{s.intro}</p>
          <dl className="alumni-map__totals" data-testid="alumni-map-totals">
            <div>
              <dt>{s.totalAlumni}</dt>
              <dd>{s.people(totals.alumni)}</dd>
            </div>
            <div>
              <dt>{s.provincesCovered}</dt>
              <dd>{s.count(totals.provinces)}</dd>
            </div>
            <div>
              <dt>{s.organizations}</dt>
              <dd>{s.count(totals.organizations)}</dd>
            </div>
          </dl>
          <div className="alumni-map__layout">
            <figure className="alumni-map__figure">
              <ChinaMap stats={stats} active={active} selected={selected} onHover={setHovered} onSelect={setSelected} />
              <figcaption className="alumni-map__legend">
                <span className="alumni-map__legend-title">{s.legend}</span>
                <ul>
                  {legendSteps().map((step) => (
                    <li key={step.colour}>
                      <span className="alumni-map__swatch" style={{ background: step.colour }} aria-hidden="true" />
                      {s.range(step.from, step.to)}
                    </li>
                  ))}
                </ul>
              </figcaption>
            </figure>
            <aside className="alumni-map__panel" aria-live="polite" data-testid="alumni-map-panel">
              <ProvincePanel stat={active ? (stats.get(active) ?? null) : null} />
            </aside>
          </div>
          <details className="alumni-map__table">
            <summary>{s.tableSummary}</summary>
            <div className="alumni-map__table-scroll">
              <table data-testid="alumni-map-table">
                <caption>{s.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{s.colProvince}</th>
                    <th scope="col">{s.colAlumni}</th>
                    <th scope="col">{s.colOrgs}</th>
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((r) => (
                    <tr key={r.province}>
                      <th scope="row">{r.province}</th>
                      <td>{r.alumniCount.toLocaleString('zh-CN')}</td>
                      <td>
                        {r.organizations.length
                          ? r.organizations.map((o, i) => (
                              <span key={o.id}>
                                {i > 0 && '、'}
                                <Link to="/article/organizationDetails/$id" params={{ id: String(o.id) }}>
                                  {o.name}
                                </Link>
                              </span>
                            ))
                          : s.none}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      )}
    </ServicePage>
  );
}
