import { Field, Select } from '@fluentui/react-components';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { EDUCATION_LEVELS, isEducationLevel } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { FilterBar } from '../../ui/list/FilterBar.tsx';
import { PagedList } from '../../ui/list/PagedList.tsx';
import { useListFilter } from '../../ui/list/useListFilter.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import type { JobFilter } from './api.ts';
import { JobRow } from './JobRow.tsx';
import { companyQueries, jobQueries, SALARY_STEPS } from './queries.ts';
import './recruitment.css';

const r = t.recruitment;

export function JobListPage({ page, filter }: { page: number; filter: JobFilter }) {
  const { data } = useSuspenseQuery(jobQueries.list(page, filter));
  const cities = useQuery(companyQueries.cities()).data ?? [];
  const listFilter = useListFilter('/services/alumcompanyrecruitment', filter);
  const { go } = listFilter;
  const filtered = Object.keys(filter).length > 0;

  return (
    <ServicePage fallbackTitle={r.title}>
      <FilterBar block="jobs-filters" texts={r} testId="job-filters" filter={listFilter} filtered={filtered}>
        <Field label={r.city}>
          <Select name="city" value={filter.city ?? ''} onChange={(_, d) => go({ city: d.value || undefined })}>
            <option value="">{r.allCities}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={r.education}>
          <Select
            name="education"
            value={filter.education ?? ''}
            onChange={(_, d) => go({ education: isEducationLevel(d.value) ? d.value : undefined })}
          >
            <option value="">{r.allEducation}</option>
            {EDUCATION_LEVELS.filter((e) => e !== '不限').map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={r.salaryMin}>
          <Select
            name="salaryMin"
            value={String(filter.salaryMin ?? '')}
            onChange={(_, d) => go({ salaryMin: d.value ? Number(d.value) : undefined })}
          >
            <option value="">{r.anySalary}</option>
            {SALARY_STEPS.map((k) => (
              <option key={k} value={k}>
                {r.salaryOption(k)}
              </option>
            ))}
          </Select>
        </Field>
      </FilterBar>
      <PagedList page={page} data={data} empty={r.empty} emptyTestId="jobs-empty">
        {(list) => (
          <ul className="bare-list job-list" data-testid="job-list">
            {list.map((job) => (
              <li key={job.id}>
                <JobRow job={job} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </ServicePage>
  );
}
