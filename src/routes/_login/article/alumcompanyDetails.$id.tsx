import { createFileRoute } from '@tanstack/react-router';
import { ArticleActions } from '../../../features/articles/ArticleActions.tsx';
import { CompanyDetailPage } from '../../../features/companies/CompanyDetailPage.tsx';
import { companyQueries } from '../../../features/companies/queries.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';
import { detailOptions, detailPage } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/article/alumcompanyDetails/$id')({
  ...detailOptions(companyQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(CompanyDetailPage, { Actions: ArticleActions }),
});
