import { createFileRoute } from '@tanstack/react-router';
import { NoticeListPage } from '../../features/articles/NoticePages.tsx';
import { noticeQueries } from '../../features/articles/queries.ts';
import { pagedListOptions, pagedListPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/notices')({
  ...pagedListOptions(noticeQueries.list),
  component: pagedListPage(NoticeListPage),
});
