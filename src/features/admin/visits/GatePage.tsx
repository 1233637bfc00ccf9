import { Button, Input } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ChevronLeftRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminVisitsT } from '../../../strings/admin-visits.ts';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { visitsApi } from './api.ts';
import { GateBookings } from './GateBookings.tsx';
import { matchBookings, shiftDay } from './gate-search.ts';
import { gateListQueryOptions } from './queries.ts';

const t = adminVisitsT.gate;

/** 门岗名单: a day's bookings (today by default), the arrived/expected counts, a search, check-in and the export. */
export function GatePage({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const queryClient = useQueryClient();
  const options = gateListQueryOptions(date);
  const { data, isFetching } = useSuspenseQuery(options);
  const [query, setQuery] = useState('');
  const shown = matchBookings(data.list, query);
  const { counts } = data;
  return (
    <div className="admin-page gate-page" data-testid="admin-gate">
      <div className="gate-toolbar">
        <div className="gate-toolbar__date">
          <Button icon={<ChevronLeftRegular />} aria-label={t.prevDay} onClick={() => onDate(shiftDay(date, -1))} data-testid="gate-prev" />
          <Input type="date" aria-label={t.date} value={date} onChange={(_, d) => d.value && onDate(d.value)} data-testid="gate-date" />
          <Button icon={<ChevronRightRegular />} aria-label={t.nextDay} onClick={() => onDate(shiftDay(date, 1))} data-testid="gate-next" />
          {date !== data.today && (
            <Button appearance="subtle" onClick={() => onDate(data.today)} data-testid="gate-today">
              {t.today}
            </Button>
          )}
        </div>
        <div className="gate-toolbar__actions">
          <Button
            icon={<ArrowClockwiseRegular />}
            disabled={isFetching}
            onClick={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
            data-testid="gate-refresh"
          >
            {t.refresh}
          </Button>
          <ExportButtons fetchFile={(format) => visitsApi.exportFile(date, format)} testId="gate-export" />
        </div>
      </div>

      <div className="gate-counts" data-testid="gate-counts">
        <div className="gate-counts__main">
          <span className="gate-counts__label">{t.counts.arrived}</span>
          <span className="gate-counts__value">
            <strong data-testid="gate-arrived">{counts.arrived}</strong>
            <span className="gate-counts__of">
              {' / '}
              <span data-testid="gate-expected">{counts.expected}</span> {t.counts.unit}
            </span>
          </span>
        </div>
        <div
          className="gate-counts__bar"
          role="progressbar"
          aria-label={t.counts.arrived}
          aria-valuemin={0}
          aria-valuemax={counts.expected}
          aria-valuenow={counts.arrived}
        >
          <span style={{ width: `${counts.expected ? (100 * counts.arrived) / counts.expected : 0}%` }} />
        </div>
        <span className="gate-counts__bookings">{t.counts.bookings(counts.arrivedBookings, counts.bookings)}</span>
      </div>

      <p className="gate-note" data-testid="gate-id-note">
        {date !== data.today ? `${t.notToday(date)} ` : ''}
        {data.fullIdNumbers ? t.fullIds : t.maskedIds}
      </p>

      <Input
        className="gate-search"
        type="search"
        contentBefore={<SearchRegular />}
        placeholder={t.search}
        aria-label={t.search}
        value={query}
        onChange={(_, d) => setQuery(d.value)}
        data-testid="gate-search"
      />

      <GateBookings date={date} today={data.today} bookings={shown} emptyText={data.list.length ? t.noMatch : t.empty} />
    </div>
  );
}
