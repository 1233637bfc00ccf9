import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { DetailPage } from './DetailPage.tsx';
import { ListPage } from './ListPage.tsx';
import { NewsRow } from './cards.tsx';
import { newsQueries } from './queries.ts';

export function NewsListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(newsQueries.list(page));
  return (
    <ListPage fallbackTitle={t.sections.news} page={page} data={data} layout="rows" render={(item) => <NewsRow key={item.id} item={item} />} />
  );
}

export function NewsDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(newsQueries.detail(id));
  return (
    <DetailPage
      fallbackTitle={t.sections.news}
      listPath="/article/collegeNews"
      detailPath="/article/newDetails/$id"
      title={data.title}
      meta={
        <>
          <span>{t.detail.publishedAt}：<time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time></span>
          <span>{t.detail.source}：{data.source}</span>
          <span>{t.detail.author}：{data.author}</span>
          <span>{t.detail.views}：{data.views}</span>
        </>
      }
      content={data.content}
      prev={data.prev}
      next={data.next}
    />
  );
}
