import { Link } from '@tanstack/react-router';
import type { NoticeTotal } from '../../api/site.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { areas } from './areas.ts';

/** 通知公告 under the hero: how many notices there are and the latest one's title, opening the list and that notice. */
export function NoticeStrip({ notices }: { notices: NoticeTotal }) {
  const { total, latest } = notices;
  const { listPath, detailPath } = areas.notices;
  return (
    <div className="home-notice" data-testid="home-notice">
      <p className="container home-notice__inner">
        <Link to={listPath} className="home-notice__label" data-testid="notice-list-link">
          {t.notices.label}
        </Link>
        <span className="home-notice__count" data-testid="notice-total">
          {t.notices.total(total)}
        </span>
        {latest ? (
          <span className="home-notice__latest">
            <span className="home-notice__tag">{t.notices.latest}</span>
            {/* Another backend may name the latest notice without an id; then its title is only shown. */}
            {latest.id > 0 ? (
              <Link to={detailPath} params={{ id: String(latest.id) }} className="home-notice__title" data-testid="notice-latest">
                {latest.title}
              </Link>
            ) : (
              <span className="home-notice__title" data-testid="notice-latest">
                {latest.title}
              </span>
            )}
            {latest.publishedAt && <time dateTime={latest.publishedAt}>{formatDate(latest.publishedAt)}</time>}
          </span>
        ) : (
          total === 0 && <span className="home-notice__latest">{t.notices.none}</span>
        )}
      </p>
    </div>
  );
}
