import { Badge, Field, Select } from '@fluentui/react-components';
import { AddRegular, BuildingRegular, LocationRegular, PeopleRegular } from '@fluentui/react-icons';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DictGroup } from '../../api/site.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FilterBar } from '../../ui/list/FilterBar.tsx';
import { PagedList } from '../../ui/list/PagedList.tsx';
import { useListFilter } from '../../ui/list/useListFilter.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { dictEntries, dictLabel } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import type { CompanyFilter, CompanyItem } from './api.ts';
import { companyQueries } from './queries.ts';
import './companies.css';

const s = t.companies;

export function CompanyListPage({ page, filter }: { page: number; filter: CompanyFilter }) {
  const { data } = useSuspenseQuery(companyQueries.list(page, filter));
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  const cities = useQuery(companyQueries.cities()).data ?? [];
  const listFilter = useListFilter('/services/alumcompany', filter);
  const { go } = listFilter;
  const filtered = !!(filter.keyword || filter.industry || filter.city);

  return (
    <ServicePage fallbackTitle={s.title}>
      <div className="companies-toolbar">
        <FilterBar block="companies-filters" texts={s} testId="company-filters" filter={listFilter} filtered={filtered}>
          <Field label={s.industry}>
            <Select
              name="industry"
              value={filter.industry ?? ''}
              onChange={(_, d) => go({ industry: d.value || undefined })}
              data-testid="filter-industry"
            >
              <option value="">{s.allIndustries}</option>
              {dictEntries(dicts, INDUSTRY_DICT).map((e) => (
                <option key={e.dictValue} value={e.dictValue}>
                  {e.dictLabel}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={s.city}>
            <Select name="city" value={filter.city ?? ''} onChange={(_, d) => go({ city: d.value || undefined })} data-testid="filter-city">
              <option value="">{s.allCities}</option>
              {cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
        </FilterBar>
        <div className="companies-apply">
          <span>{s.applyHint}</span>
          <Link to="/services/addalumcompany" className="companies-apply__link" data-testid="company-apply-link">
            <AddRegular aria-hidden="true" />
            {s.applyLink}
          </Link>
        </div>
      </div>

      <PagedList page={page} data={data} empty={s.empty} emptyTestId="companies-empty">
        {(list) => (
          <div className="companies-grid" data-testid="company-list">
            {list.map((item) => (
              <CompanyCard key={item.id} item={item} dicts={dicts} />
            ))}
          </div>
        )}
      </PagedList>
    </ServicePage>
  );
}

function CompanyCard({ item, dicts }: { item: CompanyItem; dicts: DictGroup[] }) {
  return (
    <article className="company-card" data-testid="company-card">
      <div className="company-card__head">
        <Cover src={item.logo} alt={s.logoAlt(item.name)} width={72} height={72} className="company-card__logo" />
        <div>
          <h2 className="company-card__name">
            <Link to="/article/alumcompanyDetails/$id" params={{ id: String(item.id) }}>
              {item.name}
            </Link>
          </h2>
          <Badge appearance="tint" color="brand" data-testid="company-industry">
            {dictLabel(dicts, INDUSTRY_DICT, item.industry)}
          </Badge>
        </div>
      </div>
      <p className="clamp company-card__summary">{item.summary}</p>
      <p className="meta-line company-card__meta">
        <span>
          <LocationRegular aria-hidden="true" /> {item.city}
        </span>
        <span>
          <PeopleRegular aria-hidden="true" /> {dictLabel(dicts, SCALE_DICT, item.scale)}
        </span>
        <span>
          <BuildingRegular aria-hidden="true" /> {s.openJobs(item.openJobs)}
        </span>
      </p>
    </article>
  );
}
