import { Badge, Button, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { AdminSignup } from '../../../shared/api/admin-activities.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';

const s = adminActivitiesT.signups;
const NARROW = '(max-width: 699px)';

type Filter = 'all' | 'signed' | 'waiting' | 'checkedIn';
const filters: Array<[Filter, string]> = [
  ['all', s.filterAll],
  ['signed', s.filterSigned],
  ['waiting', s.filterWaiting],
  ['checkedIn', s.filterCheckedIn],
];
const keep: Record<Filter, (row: AdminSignup) => boolean> = {
  all: () => true,
  signed: (row) => row.status === 'signed',
  waiting: (row) => row.status === 'signed' && !row.checkedInAt,
  checkedIn: (row) => !!row.checkedInAt,
};

interface Props {
  signups: readonly AdminSignup[];
  onCancel: (signup: AdminSignup) => void;
  /** 按名单签到: the alumnus without a card at hand, found by name */
  onTick: (signup: AdminSignup) => void;
  ticking: boolean;
}

/** 报名名单: everyone who signed up, earliest first, with a filter for the door; a table, or on a phone a card each. */
export function SignupList(props: Props) {
  const { signups } = props;
  const [filter, setFilter] = useState<Filter>('signed');
  const [name, setName] = useState('');
  const narrow = useMediaQuery(NARROW);
  const wanted = name.trim();
  const shown = signups.filter((row) => keep[filter](row) && (!wanted || row.name.includes(wanted)));
  return (
    <>
      <Input
        className="signup-search"
        value={name}
        onChange={(_, d) => setName(d.value)}
        placeholder={s.search}
        aria-label={s.search}
        type="search"
        data-testid="signup-search"
      />
      <div className="signup-filters" role="group" aria-label={s.label}>
        {filters.map(([value, label]) => (
          <Button
            key={value}
            size="small"
            aria-pressed={filter === value}
            appearance={filter === value ? 'primary' : 'secondary'}
            onClick={() => setFilter(value)}
            data-testid={`signup-filter-${value}`}
          >
            {label}（{signups.filter(keep[value]).length}）
          </Button>
        ))}
      </div>
      {narrow ? <SignupCards {...props} signups={shown} /> : <SignupTable {...props} signups={shown} />}
    </>
  );
}

function CheckinState({ row }: { row: AdminSignup }) {
  if (row.status === 'cancelled')
    return (
      <Badge appearance="tint" color="subtle">
        {s.statuses.cancelled}
      </Badge>
    );
  if (!row.checkedInAt)
    return (
      <Badge appearance="tint" color="informative">
        {s.notCheckedIn}
      </Badge>
    );
  return (
    <Badge appearance="filled" color="success">
      {s.checkedIn}
    </Badge>
  );
}

const methodText = { qr: s.byQr, manual: s.byManual, list: s.byList } as const;
const checkedInText = (row: AdminSignup) =>
  row.checkedInAt ? `${formatDateTime(row.checkedInAt)}${row.checkinMethod ? `（${methodText[row.checkinMethod]}）` : ''}` : '—';
const yearText = (row: AdminSignup) => (row.graduationYear ? adminActivitiesT.yearOf(row.graduationYear) : '—');
const mayCancel = (row: AdminSignup) => row.status === 'signed' && !row.checkedInAt;

function TickButton({ row, onTick, ticking }: { row: AdminSignup; onTick: Props['onTick']; ticking: boolean }) {
  if (!mayCancel(row)) return null;
  return (
    <Button
      size="small"
      appearance="primary"
      disabled={ticking}
      onClick={() => onTick(row)}
      aria-label={s.tickWho(row.name)}
      data-testid="signup-tick"
    >
      {s.tick}
    </Button>
  );
}

function SignupTable({ signups, onCancel, onTick, ticking }: Props) {
  return (
    <ScrollTable label={s.label}>
      <Table className="signup-table" data-testid="signup-list" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className="scroll-table__sticky">{s.name}</TableHeaderCell>
            <TableHeaderCell>{s.phone}</TableHeaderCell>
            <TableHeaderCell>{s.faculty}</TableHeaderCell>
            <TableHeaderCell>{s.year}</TableHeaderCell>
            <TableHeaderCell>{s.signedAt}</TableHeaderCell>
            <TableHeaderCell>{s.status}</TableHeaderCell>
            <TableHeaderCell>{s.checkedInAt}</TableHeaderCell>
            <TableHeaderCell>{s.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {signups.map((row) => (
            <TableRow key={row.id} data-testid="signup-row" data-name={row.name}>
              <TableCell className="scroll-table__sticky scroll-table__nowrap">
                <strong>{row.name}</strong>
                <span className="signup-table__card">{row.cardNo}</span>
              </TableCell>
              <TableCell className="scroll-table__nowrap signup-table__num">{row.phone || '—'}</TableCell>
              <TableCell>{row.faculty || '—'}</TableCell>
              <TableCell className="scroll-table__nowrap">{yearText(row)}</TableCell>
              <TableCell className="scroll-table__nowrap signup-table__num">{formatDateTime(row.signedAt)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <CheckinState row={row} />
              </TableCell>
              <TableCell className="scroll-table__nowrap signup-table__num">{checkedInText(row)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <TickButton row={row} onTick={onTick} ticking={ticking} />
                {mayCancel(row) && (
                  <Button size="small" appearance="subtle" onClick={() => onCancel(row)} data-testid="signup-cancel">
                    {s.cancel}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {signups.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{s.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

function SignupCards({ signups, onCancel, onTick, ticking }: Props) {
  return (
    <ul className="console-cards signup-cards" role="list" aria-label={s.label} data-testid="signup-list">
      {signups.map((row) => (
        <li key={row.id} className="console-card signup-card" data-testid="signup-row" data-name={row.name}>
          <div className="signup-card__head">
            <strong>{row.name}</strong>
            <CheckinState row={row} />
          </div>
          <FactList
            className="signup-card__facts"
            facts={[
              [s.faculty, `${row.faculty || '—'} · ${yearText(row)}`],
              [s.phone, row.phone || '—'],
              [s.cardNo, row.cardNo || '—'],
              [s.signedAt, formatDateTime(row.signedAt)],
              [s.checkedInAt, checkedInText(row)],
            ]}
          />
          {mayCancel(row) && (
            <div className="signup-card__actions">
              <TickButton row={row} onTick={onTick} ticking={ticking} />
              <Button size="small" onClick={() => onCancel(row)} data-testid="signup-cancel">
                {s.cancel}
              </Button>
            </div>
          )}
        </li>
      ))}
      {signups.length === 0 && <li className="console-card signup-card">{s.empty}</li>}
    </ul>
  );
}
