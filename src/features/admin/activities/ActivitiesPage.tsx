import { Badge, Button, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { AdminActivity } from '../../../shared/api/admin-activities.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { ACTIVITIES_PAGE_SIZE, activityPageQueryOptions } from './queries.ts';
import './activities.css';

const s = adminActivitiesT;
const NARROW = '(max-width: 699px)';

const phase = (a: AdminActivity, now = Date.now()) =>
  new Date(a.endTime).getTime() < now ? 'ended' : new Date(a.startTime).getTime() <= now ? 'ongoing' : 'upcoming';
const phaseColor = { upcoming: 'brand', ongoing: 'success', ended: 'subtle' } as const;

function State({ activity }: { activity: AdminActivity }) {
  const p = phase(activity);
  return (
    <span className="activities__state">
      <Badge appearance="tint" color={phaseColor[p]}>
        {s.phases[p]}
      </Badge>
      {activity.publishState !== 'published' && (
        <Badge appearance="outline" color="warning">
          {s.states[activity.publishState]}
        </Badge>
      )}
    </span>
  );
}

const OpenLink = ({ activity }: { activity: AdminActivity }) => (
  <Link to="/admin/events/activities/$id" params={{ id: activity.id }} className="activities__open" data-testid="activity-open">
    {s.open}
  </Link>
);

/** 活动报名与签到: the activities, the next to start first, each with its sign-ups and check-ins. */
export function ActivitiesPage({
  page,
  keyword,
  onSearch,
}: {
  page: number;
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
}) {
  const { data } = useSuspenseQuery(activityPageQueryOptions(page, keyword));
  const narrow = useMediaQuery(NARROW);
  const [typed, setTyped] = useState(keyword ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(typed.trim() || undefined);
  };
  return (
    <div className="admin-page activities-page" data-testid="admin-activities">
      <h2 className="admin-page__title">{s.title}</h2>
      <p className="activities-page__intro">{s.intro}</p>
      <form className="activities-page__search" onSubmit={submit} role="search">
        <Input
          value={typed}
          onChange={(_, d) => setTyped(d.value)}
          placeholder={s.search}
          aria-label={s.search}
          contentBefore={<SearchRegular />}
          maxLength={64}
        />
        <Button type="submit">{s.searchButton}</Button>
      </form>
      {narrow ? (
        <ul className="console-cards activity-cards" role="list" aria-label={s.listLabel} data-testid="activity-list">
          {data.list.map((a) => (
            <li key={a.id} className="console-card activity-card" data-testid="activity-row">
              <div className="activity-card__head">
                <strong>{a.title}</strong>
                <State activity={a} />
              </div>
              <FactList
                className="activity-card__facts"
                facts={[
                  [s.columns.time, formatDateTime(a.startTime)],
                  [s.columns.place, a.place],
                  [s.columns.signed, `${a.signedCount} / ${a.capacity}`],
                  [s.columns.checkedIn, String(a.checkedInCount)],
                ]}
              />
              <OpenLink activity={a} />
            </li>
          ))}
          {data.list.length === 0 && <li className="console-card activity-card">{s.empty}</li>}
        </ul>
      ) : (
        <ScrollTable label={s.listLabel}>
          <Table className="activities-table" data-testid="activity-list">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className="scroll-table__sticky">{s.columns.title}</TableHeaderCell>
                <TableHeaderCell>{s.columns.time}</TableHeaderCell>
                <TableHeaderCell>{s.columns.place}</TableHeaderCell>
                <TableHeaderCell>{s.columns.signed}</TableHeaderCell>
                <TableHeaderCell>{s.columns.checkedIn}</TableHeaderCell>
                <TableHeaderCell>{s.columns.state}</TableHeaderCell>
                <TableHeaderCell>{s.columns.actions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.list.map((a) => (
                <TableRow key={a.id} data-testid="activity-row">
                  <TableCell className="scroll-table__sticky activities-table__title">{a.title}</TableCell>
                  <TableCell className="scroll-table__nowrap activities-table__num">{formatDateTime(a.startTime)}</TableCell>
                  <TableCell>{a.place}</TableCell>
                  <TableCell className="scroll-table__nowrap activities-table__num">
                    {a.signedCount} / {a.capacity}
                  </TableCell>
                  <TableCell className="activities-table__num">{a.checkedInCount}</TableCell>
                  <TableCell className="scroll-table__nowrap">
                    <State activity={a} />
                  </TableCell>
                  <TableCell className="scroll-table__nowrap">
                    <OpenLink activity={a} />
                  </TableCell>
                </TableRow>
              ))}
              {data.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{s.empty}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <Pagination page={page} pageSize={ACTIVITIES_PAGE_SIZE} total={data.total} />
    </div>
  );
}
