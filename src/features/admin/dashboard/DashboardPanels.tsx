import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarLtrRegular, MegaphoneRegular, MoneyRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { dashboardParts, queueAddress } from '../../../shared/admin/ledger.ts';
import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import { dashboardT, ledgerT } from '../../../strings/admin-ledger.ts';
import { AddressLink } from './AddressLink.tsx';
import { dashboardQueryOptions } from './queries.ts';
import { TrendChart } from './TrendChart.tsx';
import './dashboard.css';

function Tile({
  icon,
  label,
  value,
  detail,
  to,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  to?: string;
  testId: string;
}) {
  const body = (
    <>
      <span className="dashboard-tile__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="dashboard-tile__label">{label}</span>
      <strong className="dashboard-tile__value" data-testid={`${testId}-value`}>
        {value}
      </strong>
      {detail && <span className="dashboard-tile__detail">{detail}</span>}
    </>
  );
  return to ? (
    <AddressLink to={to} className="dashboard-tile dashboard-tile--link" testId={testId}>
      {body}
    </AddressLink>
  ) : (
    <div className="dashboard-tile" data-testid={testId}>
      {body}
    </div>
  );
}

/**
 * The console home's figures under the greeting: what waits in each review queue (each a link to its queue), today's
 * visits, this month's donations and notices, and the last twelve weeks' chart; each only when the server answered it
 * for this member of staff's roles.
 */
export function DashboardPanels({ roles }: { roles: readonly StaffRole[] }) {
  const { data } = useSuspenseQuery(dashboardQueryOptions());
  const mode = dashboardParts(roles).pending;
  const { pending, visits, donations, notices, trend } = data;
  const hasFigures = visits || donations || notices;
  if (!pending && !hasFigures && !trend) return null;
  return (
    <section className="dashboard" aria-label={dashboardT.overview} data-testid="dashboard">
      <h2 className="admin-page__subtitle">{dashboardT.overview}</h2>
      {pending && (
        <div className="dashboard-panel">
          <h3 className="dashboard-panel__title">
            {dashboardT.pending}
            <span className="dashboard-panel__hint">{dashboardT.pendingHint}</span>
          </h3>
          <ul className="dashboard-queues" role="list" data-testid="dashboard-pending">
            {pending.map(({ queue, count }) => (
              <li key={queue}>
                <AddressLink
                  to={queueAddress(queue, mode)}
                  className={count > 0 ? 'dashboard-queue dashboard-queue--waiting' : 'dashboard-queue'}
                  testId={`dashboard-queue-${queue}`}
                >
                  <span className="dashboard-queue__name">{dashboardT.queues[queue as ReviewQueue] ?? queue}</span>
                  <strong className="dashboard-queue__count" data-testid="dashboard-queue-count">
                    {count}
                  </strong>
                  <span className="dashboard-queue__unit">{count > 0 ? dashboardT.pendingUnit : dashboardT.nothingPending}</span>
                </AddressLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hasFigures && (
        <div className="dashboard-tiles">
          {visits && (
            <Tile
              icon={<CalendarLtrRegular />}
              label={dashboardT.visits}
              value={dashboardT.visitsValue(visits.bookings, visits.visitors)}
              detail={visits.date}
              to="/admin/events/visits"
              testId="dashboard-visits"
            />
          )}
          {donations && (
            <Tile
              icon={<MoneyRegular />}
              label={`${dashboardT.donations}（${donations.month}）`}
              value={ledgerT.yuan(donations.paid)}
              detail={dashboardT.donationsDetail(donations.pledged, donations.donors)}
              to="/admin/donations"
              testId="dashboard-donations"
            />
          )}
          {notices && (
            <Tile
              icon={<MegaphoneRegular />}
              label={dashboardT.notices}
              value={dashboardT.noticesValue(notices.sentThisMonth)}
              detail={dashboardT.noticesDetail(notices.recipientsThisMonth)}
              to="/admin/notices"
              testId="dashboard-notices"
            />
          )}
        </div>
      )}
      {trend && (
        <div className="dashboard-panel">
          <h3 className="dashboard-panel__title">{dashboardT.trend}</h3>
          <TrendChart trend={trend} />
        </div>
      )}
    </section>
  );
}
