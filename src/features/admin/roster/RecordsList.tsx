import { Button, Field, Input, Select, TableCell, TableRow } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ROSTER_HEADERS } from '../../../shared/admin/roster.ts';
import type { RosterFilterItem, RosterListQuery, RosterRecordItem } from '../../../shared/api/admin-roster.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { FramedTable } from '../../../ui/list/FramedTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { ConsoleCards } from '../common/ConsoleCards.tsx';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { rosterApi } from './api.ts';
import { rosterRecordsQueryOptions } from './queries.ts';
import { SavedFilters } from './SavedFilters.tsx';

const NARROW = '(max-width: 599px)';
export const ROSTER_PAGE_SIZE = 20;
const f = t.filters;

/**
 * The records under the filters 毕业年份, 院系, 专业, 所在城市, 门户账号 and a name (any part of it) or 学号; a table, cards
 * on a phone. The criteria applied can be saved (for notices) and the records they find exported.
 */
export function RecordsList() {
  const [query, setQuery] = useState<RosterListQuery>({ pageNum: 1, pageSize: ROSTER_PAGE_SIZE });
  const { data } = useQuery(rosterRecordsQueryOptions(query));
  const narrow = useMediaQuery(NARROW);
  const [year, setYear] = useState('');
  const [faculty, setFaculty] = useState('');
  const [major, setMajor] = useState('');
  const [city, setCity] = useState('');
  const [tag, setTag] = useState('');
  const [registered, setRegistered] = useState('');
  const [keyword, setKeyword] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const y = Number(year);
    setQuery({
      pageNum: 1,
      pageSize: ROSTER_PAGE_SIZE,
      ...(/^\d{4}$/.test(year.trim()) ? { graduationYear: y } : {}),
      ...(faculty ? { faculty } : {}),
      ...(major ? { major } : {}),
      ...(city ? { city } : {}),
      ...(tag ? { tag } : {}),
      ...(registered === 'yes' || registered === 'no' ? { registered } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    });
  };
  const applySaved = (saved: RosterFilterItem) => {
    setYear(saved.graduationYear ? String(saved.graduationYear) : '');
    setFaculty(saved.faculty);
    setMajor(saved.major);
    setCity(saved.city);
    setTag(saved.tag);
    setRegistered('');
    setKeyword('');
    setQuery({
      pageNum: 1,
      pageSize: ROSTER_PAGE_SIZE,
      ...(saved.graduationYear ? { graduationYear: saved.graduationYear } : {}),
      ...(saved.faculty ? { faculty: saved.faculty } : {}),
      ...(saved.major ? { major: saved.major } : {}),
      ...(saved.city ? { city: saved.city } : {}),
      ...(saved.tag ? { tag: saved.tag } : {}),
    });
  };
  const { pageNum: _page, pageSize: _size, ...applied } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / ROSTER_PAGE_SIZE)) : 1;
  const page = query.pageNum ?? 1;

  return (
    <section className="roster-records" aria-labelledby="roster-records-title">
      <h2 id="roster-records-title" className="roster-section__title">
        {t.recordsTitle}
      </h2>
      <form className="roster-filters" onSubmit={apply} role="search" data-testid="roster-filters">
        <Field label={f.year}>
          <Input value={year} onChange={(_, d) => setYear(d.value)} inputMode="numeric" maxLength={4} data-testid="roster-filter-year" />
        </Field>
        <Choice
          label={f.faculty}
          all={f.allFaculties}
          value={faculty}
          onChange={setFaculty}
          options={data?.faculties}
          testId="roster-filter-faculty"
        />
        <Choice label={f.major} all={f.allMajors} value={major} onChange={setMajor} options={data?.majors} testId="roster-filter-major" />
        <Choice label={f.city} all={f.allCities} value={city} onChange={setCity} options={data?.cities} testId="roster-filter-city" />
        <Choice label={f.tag} all={f.allTags} value={tag} onChange={setTag} options={data?.tags} testId="roster-filter-tag" />
        <Field label={f.registered}>
          <Select value={registered} onChange={(_, d) => setRegistered(d.value)} data-testid="roster-filter-registered">
            <option value="">{f.any}</option>
            <option value="yes">{f.yes}</option>
            <option value="no">{f.no}</option>
          </Select>
        </Field>
        <Field label={f.keyword}>
          <Input value={keyword} onChange={(_, d) => setKeyword(d.value)} maxLength={40} data-testid="roster-filter-keyword" />
        </Field>
        <Button type="submit" appearance="primary" data-testid="roster-search">
          {f.search}
        </Button>
      </form>
      <SavedFilters current={applied} onApply={applySaved} />
      {data && (
        <div className="roster-records__bar">
          <p className="roster-records__total">{t.total(data.total)}</p>
          <div className="roster-records__export">
            <ExportButtons fetchFile={(format) => rosterApi.exportFile(applied, format)} testId="roster-export" />
          </div>
        </div>
      )}
      {data && (narrow ? <RecordCards rows={data.list} /> : <RecordRows rows={data.list} />)}
      {pages > 1 && (
        <div className="roster-records__pages">
          <Button disabled={page <= 1} onClick={() => setQuery({ ...query, pageNum: page - 1 })}>
            {t.prev}
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button disabled={page >= pages} onClick={() => setQuery({ ...query, pageNum: page + 1 })}>
            {t.next}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A filter chosen from the values the roster holds. */
function Choice(p: {
  label: string;
  all: string;
  value: string;
  onChange: (v: string) => void;
  options?: readonly string[];
  testId: string;
}) {
  return (
    <Field label={p.label}>
      <Select value={p.value} onChange={(_, d) => p.onChange(d.value)} data-testid={p.testId}>
        <option value="">{p.all}</option>
        {p.options?.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A record's tags as small labels. */
const Tags = ({ tags }: { tags: readonly string[] }) => (
  <span className="roster-tags" data-testid="roster-tags">
    {tags.map((tag) => (
      <span key={tag} className="roster-tag">
        {tag}
      </span>
    ))}
  </span>
);

const Registered = ({ yes }: { yes: boolean }) => (
  <Badge look={yes ? 'filled-success' : 'filled-informative'} testId="roster-registered">
    {yes ? t.registeredBadge.yes : t.registeredBadge.no}
  </Badge>
);

const RecordLink = ({ r }: { r: RosterRecordItem }) => (
  <Link to="/admin/alumni/$id" params={{ id: r.id }} data-testid="roster-open" aria-label={`${t.open}：${r.name}`}>
    {r.name}
  </Link>
);

function RecordCards({ rows }: { rows: readonly RosterRecordItem[] }) {
  return (
    <ConsoleCards label={t.tableLabel} testId="roster-table" items={rows} empty={t.empty}>
      {(r) => (
        <li key={r.id} className="console-card roster-card" data-testid="roster-row">
          <div className="roster-card__head">
            <strong>
              <RecordLink r={r} />
            </strong>
            <Registered yes={r.registered} />
          </div>
          <p className="roster-card__line">
            {r.studentNo} · {r.graduationYear} 届 · {r.faculty}
          </p>
          <p className="roster-card__line">
            {r.major} · {r.className}
          </p>
          {r.tags.length > 0 && <Tags tags={r.tags} />}
        </li>
      )}
    </ConsoleCards>
  );
}

const COLUMNS = ['studentNo', 'gender', 'faculty', 'major', 'className', 'graduationYear', 'degree', 'city'] as const;

const HEADERS = [ROSTER_HEADERS.name, ...COLUMNS.map((c) => ROSTER_HEADERS[c]), f.tag, f.registered];

function RecordRows({ rows }: { rows: readonly RosterRecordItem[] }) {
  return (
    <FramedTable label={t.tableLabel} name="roster-table" headers={HEADERS} empty={rows.length === 0 && t.empty}>
      {rows.map((r) => (
        <TableRow key={r.id} data-testid="roster-row">
          <TableCell className="scroll-table__sticky scroll-table__nowrap">
            <RecordLink r={r} />
          </TableCell>
          {COLUMNS.map((c) => (
            <TableCell key={c} className="scroll-table__nowrap">
              {r[c]}
            </TableCell>
          ))}
          <TableCell>
            <Tags tags={r.tags} />
          </TableCell>
          <TableCell>
            <Registered yes={r.registered} />
          </TableCell>
        </TableRow>
      ))}
    </FramedTable>
  );
}
