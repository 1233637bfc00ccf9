import { Link } from '@tanstack/react-router';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import './review.css';

/** 本组织's two pages: the organisation's page, and the requests to join it. */
export function OrganizationTabs() {
  return (
    <nav className="review-tabs review-tabs--organization" aria-label={t.organization.tabsLabel}>
      <ul role="list">
        <li>
          <Link
            to="/admin/organization"
            activeOptions={{ exact: true }}
            className="review-tabs__link"
            activeProps={{ 'aria-current': 'page' }}
            data-testid="organization-tab-page"
          >
            {t.organization.tabs.page}
          </Link>
        </li>
        <li>
          <Link
            to="/admin/organization/join-requests"
            className="review-tabs__link"
            activeProps={{ 'aria-current': 'page' }}
            data-testid="organization-tab-joins"
          >
            {t.organization.tabs.joins}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
