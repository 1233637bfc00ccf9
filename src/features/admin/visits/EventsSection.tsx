import type { ReactNode } from 'react';
import { adminEventsT, adminVisitsT } from '../../../strings/admin-visits.ts';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';
import './visits.css';

/** 返校与活动: the section's title and its two pages as tabs, over the page shown. */
export function EventsSection({ children }: { children: ReactNode }) {
  return (
    <div className="events-section">
      <h1 className="admin-page__title">{adminEventsT.title}</h1>
      <ConsoleTabs label={adminEventsT.tabsLabel}>
        <ConsoleTab to="/admin/events/visits" data-testid="events-tab-visits">
          {adminEventsT.tabs.visits}
        </ConsoleTab>
        <ConsoleTab to="/admin/events/activities" data-testid="events-tab-activities">
          {adminEventsT.tabs.activities}
        </ConsoleTab>
      </ConsoleTabs>
      {children}
    </div>
  );
}

/** 返校预约's own pages: the day's gate list and the slots with their capacity. */
export function VisitsTabs({ children }: { children: ReactNode }) {
  return (
    <>
      <ConsoleTabs label={adminVisitsT.tabsLabel} pills>
        <ConsoleTab to="/admin/events/visits" activeOptions={{ exact: true, includeSearch: false }} data-testid="visits-tab-gate">
          {adminVisitsT.tabs.gate}
        </ConsoleTab>
        <ConsoleTab to="/admin/events/visits/slots" data-testid="visits-tab-slots">
          {adminVisitsT.tabs.slots}
        </ConsoleTab>
      </ConsoleTabs>
      {children}
    </>
  );
}
