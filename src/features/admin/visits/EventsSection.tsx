import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { adminEventsT, adminVisitsT } from '../../../strings/admin-visits.ts';
import './visits.css';

/** 返校与活动: the section's title and its two pages as tabs (links: each has its own address), over the page shown. */
export function EventsSection({ children }: { children: ReactNode }) {
  return (
    <div className="events-section">
      <h1 className="admin-page__title">{adminEventsT.title}</h1>
      <nav className="events-tabs" aria-label={adminEventsT.tabsLabel}>
        <Link
          to="/admin/events/visits"
          className="events-tabs__tab"
          activeProps={{ 'aria-current': 'page' }}
          data-testid="events-tab-visits"
        >
          {adminEventsT.tabs.visits}
        </Link>
        <Link
          to="/admin/events/activities"
          className="events-tabs__tab"
          activeProps={{ 'aria-current': 'page' }}
          data-testid="events-tab-activities"
        >
          {adminEventsT.tabs.activities}
        </Link>
      </nav>
      {children}
    </div>
  );
}

/** 返校预约's own pages: the day's gate list and the slots with their capacity. */
export function VisitsTabs({ children }: { children: ReactNode }) {
  return (
    <>
      <nav className="visits-tabs" aria-label={adminVisitsT.tabsLabel}>
        <Link
          to="/admin/events/visits"
          className="visits-tabs__tab"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ 'aria-current': 'page' }}
          data-testid="visits-tab-gate"
        >
          {adminVisitsT.tabs.gate}
        </Link>
        <Link
          to="/admin/events/visits/slots"
          className="visits-tabs__tab"
          activeProps={{ 'aria-current': 'page' }}
          data-testid="visits-tab-slots"
        >
          {adminVisitsT.tabs.slots}
        </Link>
      </nav>
      {children}
    </>
  );
}
