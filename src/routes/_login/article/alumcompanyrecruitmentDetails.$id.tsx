import { createFileRoute } from '@tanstack/react-router';
import { ArticleActions } from '../../../features/articles/ArticleActions.tsx';
import { JobDetailPage } from '../../../features/companies/JobDetailPage.tsx';
import { jobQueries } from '../../../features/companies/queries.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';
import { detailOptions, detailPage } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/article/alumcompanyrecruitmentDetails/$id')({
  ...detailOptions(jobQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(JobDetailPage, { Actions: ArticleActions }),
});
