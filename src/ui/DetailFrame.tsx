import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageBanner } from './PageBanner.tsx';

/**
 * The frame of a record's page: the section's banner with a breadcrumb back to its list, then the page body; with
 * `backLabel`, a link back to the list closes the body.
 */
export function DetailFrame({
  section,
  listPath,
  title,
  className,
  testId,
  backLabel,
  children,
}: {
  /** The section's name (the menu's, or the page's own fallback), shown as the banner's title. */
  section: string;
  listPath: string;
  /** The record's name, the breadcrumb's last step. */
  title: string;
  className: string;
  testId?: string;
  backLabel?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={section} trail={[{ label: section, href: listPath }, { label: title }]} />
      <div className={`container page-section ${className}`} data-testid={testId}>
        {children}
        {backLabel && (
          <Link to={listPath} className="back-link">
            {backLabel}
          </Link>
        )}
      </div>
    </>
  );
}
