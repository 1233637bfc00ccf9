import { useSuspenseQuery } from '@tanstack/react-query';
import type { NewsDetail } from '../../api/content.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { DetailPage } from './DetailPage.tsx';
import { ListPage } from './ListPage.tsx';
import { NewsRow } from './cards.tsx';
import { newsQueries } from './queries.ts';

export function NewsListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(newsQueries.list(page));
  return <ListPage area="news" page={page} data={data} layout="rows" render={(item) => <NewsRow key={item.id} item={item} />} />;
}

export function NewsDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(newsQueries.detail(id));
  return <DetailPage area="news" record={data} title={data.title} meta={<NewsMeta news={data} />} />;
}

function NewsMeta({ news }: { news: NewsDetail }) {
  return (
    <>
      <span>
        {t.detail.publishedAt}：<time dateTime={news.publishedAt}>{formatDateTime(news.publishedAt)}</time>
      </span>
      <span>
        {t.detail.source}：{news.source}
      </span>
      <span>
        {t.detail.author}：{news.author}
      </span>
      <span>
        {t.detail.views}：{news.views}
      </span>
    </>
  );
}
