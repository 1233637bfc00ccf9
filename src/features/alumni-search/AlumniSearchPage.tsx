import { Button, Field, Input, Select } from '@fluentui/react-components';
import { BuildingRegular, LocationRegular, SearchRegular } from '@fluentui/react-icons';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { SEARCH_NAME_MAX } from '../../shared/alumni-search-forms.ts';
import { t } from '../../strings.ts';
import { LookupSelect } from '../../ui/LookupSelect.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { ServicePage } from '../../site/ServicePage.tsx';
import type { AlumnusCard, SearchOptions } from './api.ts';
import { ALUMNI_PAGE_SIZE, alumniSearchQueries } from './queries.ts';
import { filterOf, knownFilter, type AlumniSearchParams } from './search-params.ts';
import './alumni-search.css';

const s = t.alumniSearch;

export function AlumniSearchPage({ search }: { search: AlumniSearchParams }) {
  const { data: options } = useSuspenseQuery(alumniSearchQueries.options());
  const page = search.page ?? 1;
  const filter = knownFilter(filterOf(search), options);
  const { data, isFetching, isPlaceholderData } = useQuery(alumniSearchQueries.list(filter, page));
  return (
    <ServicePage fallbackTitle={s.title}>
      <p className="alumni-search__intro">{s.intro}</p>
      {/* Remount the form when the URL's search changes (back/forward), so it shows what is searched. */}
      <SearchForm key={JSON.stringify(filter)} search={{ ...filter, page }} options={options} />
      <section className="alumni-search__results" aria-labelledby="alumni-search-results" aria-busy={isFetching}>
        <h2 id="alumni-search-results" className="alumni-search__results-title">
          {s.results}
          {data && (
            <span className="alumni-search__count" data-testid="alumni-count">
              {s.resultCount(data.total)}
            </span>
          )}
        </h2>
        {!data || (isFetching && isPlaceholderData) ? (
          <p className="alumni-search__loading" role="status">
            {s.searching}
          </p>
        ) : data.list.length === 0 ? (
          <div className="empty-state alumni-search__empty" data-testid="alumni-empty">
            <p>{s.empty}</p>
            <p className="alumni-search__empty-hint">{s.emptyHint}</p>
          </div>
        ) : (
          <ul className="bare-list alumni-search__list" data-testid="alumni-list">
            {data.list.map((a) => (
              <AlumnusItem key={a.id} alumnus={a} />
            ))}
          </ul>
        )}
        {data && <Pagination page={page} pageSize={ALUMNI_PAGE_SIZE} total={data.total} />}
      </section>
    </ServicePage>
  );
}

function AlumnusItem({ alumnus }: { alumnus: AlumnusCard }) {
  return (
    <li className="alumni-search__card" data-testid="alumnus">
      <div className="alumni-search__card-head">
        <span className="alumni-search__avatar" aria-hidden="true">
          {[...alumnus.name][0]}
        </span>
        <div>
          <h3 className="alumni-search__name">{alumnus.name}</h3>
          {alumnus.graduationYear !== null && <span className="alumni-search__year">{s.graduated(alumnus.graduationYear)}</span>}
        </div>
      </div>
      <p className="alumni-search__study">
        {alumnus.faculty}
        <span aria-hidden="true"> · </span>
        {alumnus.major}
      </p>
      <dl className="alumni-search__facts">
        <div>
          <dt>
            <LocationRegular aria-hidden="true" />
            <span className="visually-hidden">{s.city}</span>
          </dt>
          <dd className={alumnus.city ? undefined : 'alumni-search__hidden'}>{alumnus.city ?? s.hidden}</dd>
        </div>
        <div>
          <dt>
            <BuildingRegular aria-hidden="true" />
            <span className="visually-hidden">{s.company}</span>
          </dt>
          <dd className={alumnus.company ? undefined : 'alumni-search__hidden'}>{alumnus.company ?? s.hidden}</dd>
        </div>
      </dl>
    </li>
  );
}

function SearchForm({ search, options }: { search: AlumniSearchParams; options: SearchOptions }) {
  const navigate = useNavigate();
  const [name, setName] = useState(search.name ?? '');
  const [year, setYear] = useState(search.graduationYear);
  const [facultyId, setFacultyId] = useState(search.facultyId);
  const [majorId, setMajorId] = useState(search.majorId);
  const majors = useMemo(() => options.majors.filter((m) => m.facultyId === facultyId), [options.majors, facultyId]);
  const nameError = [...name.trim()].length > SEARCH_NAME_MAX ? s.nameTooLong(SEARCH_NAME_MAX) : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (nameError) return;
    const next: AlumniSearchParams = {};
    if (name.trim()) next.name = name.trim();
    if (year !== undefined) next.graduationYear = year;
    if (facultyId !== undefined) next.facultyId = facultyId;
    if (facultyId !== undefined && majorId !== undefined) next.majorId = majorId;
    void navigate({ to: '/services/seachSchool', search: next });
  }

  return (
    <form
      className="alumni-search__form"
      role="search"
      aria-label={s.formLabel}
      onSubmit={submit}
      noValidate
      data-testid="alumni-search-form"
    >
      <Field label={s.name} validationMessage={nameError} validationState={nameError ? 'error' : 'none'}>
        <Input
          value={name}
          onChange={(_, d) => setName(d.value)}
          placeholder={s.namePlaceholder}
          name="name"
          data-testid="alumni-search-name"
        />
      </Field>
      <Field label={s.year}>
        <Select
          value={year === undefined ? '' : String(year)}
          onChange={(_, d) => setYear(d.value ? Number(d.value) : undefined)}
          data-testid="alumni-search-year"
        >
          <option value="">{s.anyYear}</option>
          {options.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={s.faculty}>
        <LookupSelect
          options={options.faculties}
          value={facultyId}
          placeholder={s.facultyPlaceholder}
          data-testid="alumni-search-faculty"
          onChange={(v) => {
            const next = v === undefined ? undefined : Number(v);
            if (next !== facultyId) setMajorId(undefined);
            setFacultyId(next);
          }}
        />
      </Field>
      <Field label={s.major}>
        <LookupSelect
          options={majors}
          value={majorId}
          disabled={facultyId === undefined}
          placeholder={facultyId === undefined ? s.majorNeedsFaculty : s.majorPlaceholder}
          data-testid="alumni-search-major"
          onChange={(v) => setMajorId(v === undefined ? undefined : Number(v))}
        />
      </Field>
      <div className="alumni-search__actions">
        <Button type="submit" appearance="primary" icon={<SearchRegular />} data-testid="alumni-search-submit">
          {s.search}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setName('');
            setYear(undefined);
            setFacultyId(undefined);
            setMajorId(undefined);
            void navigate({ to: '/services/seachSchool', search: {} });
          }}
        >
          {s.reset}
        </Button>
      </div>
    </form>
  );
}
