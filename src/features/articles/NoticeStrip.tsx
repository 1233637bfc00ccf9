import type { NoticeTotal } from '../../api/site.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../strings.ts';

/** 通知公告 under the hero: how many notices there are and the latest one's title. */
export function NoticeStrip({ notices }: { notices: NoticeTotal }) {
  const { total, latest } = notices;
  return (
    <div className="home-notice" data-testid="home-notice">
      <p className="container home-notice__inner">
        <strong className="home-notice__label">{t.notices.label}</strong>
        <span className="home-notice__count" data-testid="notice-total">
          {t.notices.total(total)}
        </span>
        {latest ? (
          <span className="home-notice__latest">
            <span className="home-notice__tag">{t.notices.latest}</span>
            <span className="home-notice__title" data-testid="notice-latest">
              {latest.title}
            </span>
            {latest.publishedAt && <time dateTime={latest.publishedAt}>{formatDate(latest.publishedAt)}</time>}
          </span>
        ) : (
          total === 0 && <span className="home-notice__latest">{t.notices.none}</span>
        )}
      </p>
    </div>
  );
}
