import { Link } from '@tanstack/react-router';
import { t } from '../strings.ts';

/** The band under the header with the page's title (from routeToMeta) and a breadcrumb. */
export function PageBanner({ title, trail = [] }: { title: string; trail?: Array<{ label: string; href?: string }> }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label={t.a11y.breadcrumb} className="breadcrumb">
          <Link to="/">{t.home}</Link>
          {trail.map((c) => (
            <span key={c.label}>
              <span aria-hidden="true"> / </span>
              {c.href ? <Link to={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
            </span>
          ))}
        </nav>
      </div>
    </div>
  );
}
