import { createFileRoute } from '@tanstack/react-router';
import { AlumniListPage } from '../../features/articles/AlumniPages.tsx';
import { alumniQueries } from '../../features/articles/queries.ts';
import { pagedListOptions, pagedListPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/outstandingAlumni')({
  ...pagedListOptions(alumniQueries.list),
  component: pagedListPage(AlumniListPage),
});
