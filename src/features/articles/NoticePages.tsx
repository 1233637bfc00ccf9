import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { DetailPage } from './DetailPage.tsx';
import { ListPage } from './ListPage.tsx';
import { NoticeRow } from './cards.tsx';
import { noticeQueries } from './queries.ts';

/** 通知公告: what the home page's strip opens, newest first. */
export function NoticeListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(noticeQueries.list(page));
  return <ListPage area="notices" page={page} data={data} layout="rows" render={(item) => <NoticeRow key={item.id} item={item} />} />;
}

export function NoticeDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(noticeQueries.detail(id));
  const meta = (
    <span>
      {t.detail.publishedAt}：<time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time>
    </span>
  );
  return <DetailPage area="notices" record={data} title={data.title} meta={meta} />;
}
