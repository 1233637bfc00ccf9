import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailPage } from '../../features/articles/NoticePages.tsx';
import { noticeQueries } from '../../features/articles/queries.ts';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';
import { detailOptions, detailPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/noticeDetails/$id')({
  ...detailOptions(noticeQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(NoticeDetailPage),
});
