import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NewsDetail } from '../../api/content.ts';
import { reportView } from './view-report.ts';
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
  useReportedView(id);
  return <DetailPage area="news" record={data} title={data.title} meta={<NewsMeta news={data} />} />;
}

/**
 * Reports the view once the article is on screen (never while the server draws it, so drawn pages stay one for all)
 * and shows the count the report answers, fresher than a drawn or remembered page's.
 */
function useReportedView(id: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    reportView(id).then(
      ({ views }) => {
        if (current) queryClient.setQueryData(newsQueries.detail(id).queryKey, (old) => old && { ...old, views });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, queryClient]);
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
      <span data-testid="news-views">
        {t.detail.views}：{news.views}
      </span>
    </>
  );
}
