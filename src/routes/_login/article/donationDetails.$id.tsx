import { createFileRoute, useParams, useSearch } from '@tanstack/react-router';
import { DonationProjectPage } from '../../../features/donation/DonationProjectPage.tsx';
import { donationProjectQueryOptions, projectDonorsQueryOptions } from '../../../features/donation/api.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';
import { loadDetail, pageSearch, parseId } from '../../-route-options.tsx';

// A project's page, with its 捐赠名单 paged at ?page=.
export const Route = createFileRoute('/_login/article/donationDetails/$id')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) =>
    loadDetail(params.id, (id) =>
      Promise.all([
        queryClient.ensureQueryData(donationProjectQueryOptions(id)),
        queryClient.ensureQueryData(projectDonorsQueryOptions(id, deps.page)),
      ]),
    ),
  notFoundComponent: MissingRecord,
  component: function DonationProjectRoute() {
    const id = parseId(useParams({ strict: false }).id)!;
    const page = useSearch({ strict: false, select: (search) => search.page ?? 1 });
    return <DonationProjectPage id={id} page={page} />;
  },
});
