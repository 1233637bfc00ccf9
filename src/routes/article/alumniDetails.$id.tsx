import { createFileRoute } from '@tanstack/react-router';
import { AlumnusDetailPage } from '../../features/articles/AlumniPages.tsx';
import { alumniQueries } from '../../features/articles/queries.ts';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';
import { detailOptions, detailPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/alumniDetails/$id')({
  ...detailOptions(alumniQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(AlumnusDetailPage),
});
