import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../features/articles/NewsPages.tsx';
import { newsQueries } from '../../features/articles/queries.ts';
import { pagedListOptions, pagedListPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/collegeNews')({
  ...pagedListOptions(newsQueries.list),
  component: pagedListPage(NewsListPage),
});
