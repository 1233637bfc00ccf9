import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { CheckmarkCircleFilled, PersonArrowRightRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { GateBooking } from '../../../shared/api/admin-visits.ts';
import { adminVisitsT } from '../../../strings/admin-visits.ts';
import { Badge, type BadgeLook } from '../../../ui/Badge.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { visitsApi } from './api.ts';
import { applyCheckIn } from './queries.ts';

const t = adminVisitsT.gate;
// Narrower than this the seven columns do not fit: a card per booking, its button the width of the card.
const NARROW = '(max-width: 699px)';

const looks: Record<GateBooking['status'], BadgeLook> = { booked: 'tint-brand', cancelled: 'filled-warning', arrived: 'filled-success' };

interface Props {
  date: string;
  today: string;
  bookings: readonly GateBooking[];
  emptyText: string;
}

/** The day's bookings: a table, or on a phone a card each; every visitor has their own 登记到校 button (large on a phone). */
export function GateBookings(props: Props) {
  return useMediaQuery(NARROW) ? <GateCards {...props} /> : <GateTable {...props} />;
}

function StatusBadge({ booking }: { booking: GateBooking }) {
  return (
    <Badge look={looks[booking.status]} testId="gate-status">
      {t.status[booking.status]}
    </Badge>
  );
}

type Visitor = GateBooking['visitors'][number];

/** The booking's visitors, each with their own arrival: 登记到校 on the visit's day, then who let them in and 撤销. */
function Visitors({ booking, date, today, large }: { booking: GateBooking; date: string; today: string; large?: boolean }) {
  return (
    <ul className="gate-visitors" role="list">
      {booking.visitors.map((v) => (
        <li key={v.id} data-testid="gate-visitor" data-name={v.name}>
          <span className="gate-visitors__name">{v.name}</span>
          <span className="gate-visitors__id" data-testid="gate-id-number">
            {v.idNumber}
          </span>
          <CheckIn booking={booking} visitor={v} date={date} today={today} large={large} />
        </li>
      ))}
    </ul>
  );
}

function CheckIn({
  booking,
  visitor,
  date,
  today,
  large,
}: {
  booking: GateBooking;
  visitor: Visitor;
  date: string;
  today: string;
  large?: boolean;
}) {
  const queryClient = useQueryClient();
  const sender = useSubmit();
  if (booking.status === 'cancelled') return null;
  const onDay = date === today;
  if (visitor.checkedInAt) {
    const undo = async () => {
      if (!(await confirmDialog({ ...t.undoConfirm(visitor.name), intent: 'warning' }))) return;
      await sender.run(() => visitsApi.undoCheckIn(booking.id, visitor.id), {
        success: t.undone,
        onSuccess: (answer) => applyCheckIn(queryClient, date, answer),
      });
    };
    return (
      <div className="gate-arrived">
        <span className="gate-arrived__who" data-testid="gate-arrived-by">
          <CheckmarkCircleFilled className="gate-arrived__icon" />
          {t.arrivedAt(formatDateTime(visitor.checkedInAt), visitor.checkedInBy ?? '')}
        </span>
        {onDay && (
          <Button appearance="subtle" size="small" disabled={sender.pending} onClick={() => void undo()} data-testid="gate-undo">
            {t.undo}
          </Button>
        )}
      </div>
    );
  }
  if (!onDay) return null;
  return (
    <Button
      appearance="primary"
      size={large ? 'large' : 'medium'}
      icon={<PersonArrowRightRegular />}
      className={large ? 'gate-check-in gate-check-in--large' : 'gate-check-in'}
      disabled={sender.pending}
      aria-label={t.checkInWho(visitor.name)}
      onClick={() =>
        void sender.run(() => visitsApi.checkIn(booking.id, visitor.id), {
          success: t.checkedIn,
          onSuccess: (answer) => applyCheckIn(queryClient, date, answer),
        })
      }
      data-testid="gate-check-in"
    >
      {sender.pending ? t.checkingIn : t.checkIn}
    </Button>
  );
}

function GateCards({ bookings, date, today, emptyText }: Props) {
  return (
    <ul className="gate-cards" role="list" aria-label={t.tableLabel} data-testid="gate-list">
      {bookings.map((b) => (
        <li key={b.id} className={`gate-card gate-card--${b.status}`} data-testid={`gate-booking-${b.id}`}>
          <div className="gate-card__head">
            <span className="gate-card__slot">
              {b.slotName} <span className="gate-card__time">{b.slotLabel}</span>
            </span>
            <StatusBadge booking={b} />
          </div>
          <Visitors booking={b} date={date} today={today} large />
          <dl className="gate-card__facts">
            <div>
              <dt>{t.columns.carPlate}</dt>
              <dd className="gate-plate" data-testid="gate-plate">
                {b.carPlate || <span className="gate-muted">{t.noPlate}</span>}
              </dd>
            </div>
            <div>
              <dt>{t.columns.count}</dt>
              <dd>{t.people(b.visitorCount)}</dd>
            </div>
            <div>
              <dt>{t.columns.booker}</dt>
              <dd>
                {b.booker} <span className="gate-muted">{t.bookingNo(b.id)}</span>
              </dd>
            </div>
          </dl>
        </li>
      ))}
      {bookings.length === 0 && <li className="gate-card gate-card--empty">{emptyText}</li>}
    </ul>
  );
}

function GateTable({ bookings, date, today, emptyText }: Props) {
  const c = t.columns;
  return (
    <ScrollTable label={t.tableLabel}>
      <Table className="gate-table" data-testid="gate-list">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{c.slot}</TableHeaderCell>
            <TableHeaderCell>{c.visitors}</TableHeaderCell>
            <TableHeaderCell>{c.carPlate}</TableHeaderCell>
            <TableHeaderCell>{c.count}</TableHeaderCell>
            <TableHeaderCell>{c.booker}</TableHeaderCell>
            <TableHeaderCell>{c.status}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bookings.map((b) => (
            <TableRow key={b.id} className={`gate-row gate-row--${b.status}`} data-testid={`gate-booking-${b.id}`}>
              <TableCell className="scroll-table__nowrap">
                <span className="gate-card__slot">{b.slotName}</span>
                <span className="gate-card__time gate-block">{b.slotLabel}</span>
              </TableCell>
              <TableCell>
                <Visitors booking={b} date={date} today={today} />
              </TableCell>
              <TableCell className="scroll-table__nowrap gate-plate" data-testid="gate-plate">
                {b.carPlate || <span className="gate-muted">{t.noPlate}</span>}
              </TableCell>
              <TableCell className="scroll-table__nowrap">{t.people(b.visitorCount)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                {b.booker}
                <span className="gate-muted gate-block">{t.bookingNo(b.id)}</span>
              </TableCell>
              <TableCell className="scroll-table__nowrap">
                <StatusBadge booking={b} />
              </TableCell>
            </TableRow>
          ))}
          {bookings.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{emptyText}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
