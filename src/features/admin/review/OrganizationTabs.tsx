import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';

/** 本组织's two pages: the organisation's page, and the requests to join it. */
export function OrganizationTabs() {
  return (
    <ConsoleTabs label={t.organization.tabsLabel}>
      <ConsoleTab to="/admin/organization" activeOptions={{ exact: true }} data-testid="organization-tab-page">
        {t.organization.tabs.page}
      </ConsoleTab>
      <ConsoleTab to="/admin/organization/join-requests" data-testid="organization-tab-joins">
        {t.organization.tabs.joins}
      </ConsoleTab>
    </ConsoleTabs>
  );
}
