import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '../../features/articles/NewsPages.tsx';
import { newsQueries } from '../../features/articles/queries.ts';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';
import { detailOptions, detailPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/newDetails/$id')({
  ...detailOptions(newsQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(NewsDetailPage),
});
