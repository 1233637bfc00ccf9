import type { ReactNode } from 'react';
import { adminSiteT } from '../../../strings/admin.ts';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';
import './site.css';

const pages = [
  { key: 'menu', to: '/admin/site/menu' },
  { key: 'dicts', to: '/admin/site/dicts' },
  { key: 'money', to: '/admin/site/money', money: true },
  { key: 'card', to: '/admin/site/card' },
  { key: 'privacy', to: '/admin/site/privacy', document: true },
  { key: 'charter', to: '/admin/site/charter', document: true },
] as const;

/** The section's title and its pages as tabs, over the page shown. */
/** `withDocuments`: the site documents' tabs too, for those who edit published content; `withMoney`: 银行转账, for 管理员. */
export function SiteSection({ withDocuments, withMoney, children }: { withDocuments: boolean; withMoney: boolean; children: ReactNode }) {
  return (
    <div className="site-section">
      <h1 className="admin-page__title">{adminSiteT.title}</h1>
      <ConsoleTabs label={adminSiteT.tabsLabel}>
        {pages
          .filter((p) => (withDocuments || !('document' in p)) && (withMoney || !('money' in p)))
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
