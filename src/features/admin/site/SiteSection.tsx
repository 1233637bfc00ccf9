import type { ReactNode } from 'react';
import { adminSiteT } from '../../../strings/admin.ts';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';
import './site.css';

const pages = [
  { key: 'menu', to: '/admin/site/menu' },
  { key: 'dicts', to: '/admin/site/dicts' },
  { key: 'card', to: '/admin/site/card' },
  { key: 'privacy', to: '/admin/site/privacy' },
] as const;

/** The section's title and its pages as tabs, over the page shown. */
export function SiteSection({ withPrivacy, children }: { withPrivacy: boolean; children: ReactNode }) {
  return (
    <div className="site-section">
      <h1 className="admin-page__title">{adminSiteT.title}</h1>
      <ConsoleTabs label={adminSiteT.tabsLabel}>
        {pages
          .filter((p) => withPrivacy || p.key !== 'privacy')
          .map((p) => (
            <ConsoleTab key={p.key} to={p.to} data-testid={`site-tab-${p.key}`}>
              {adminSiteT.tabs[p.key]}
            </ConsoleTab>
          ))}
      </ConsoleTabs>
      {children}
    </div>
  );
}
