import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDetailPage } from '../../../features/articles/OrganizationPages.tsx';
import { organizationQueries } from '../../../features/articles/queries.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';
import { JoinPanel } from '../../../features/organization-join/JoinPanel.tsx';
import { detailOptions, detailPage } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/article/organizationDetails/$id')({
  ...detailOptions(organizationQueries.detail),
  notFoundComponent: MissingRecord,
  component: detailPage(OrganizationDetailPage, { Join: JoinPanel }),
});
