import { createFileRoute, useParams } from '@tanstack/react-router';
import { myDonationQueryOptions } from '../../../features/donation/api.ts';
import { PledgePage } from '../../../features/donation/PledgePage.tsx';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';
import { loadDetail, parseId } from '../../-route-options.tsx';

// A pledge's page (paying it, then its thanks): beside 捐赠记录 rather than inside it, so it has the page to itself.
// ?back=1: the donor returns from WeChat's payment page.
export const Route = createFileRoute('/_login/my/donation_/$id')({
  validateSearch: (search: Record<string, unknown>): { back?: 1 } => (String(search.back) === '1' ? { back: 1 } : {}),
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(myDonationQueryOptions(id))),
  notFoundComponent: MissingRecord,
  component: function PledgeRoute() {
    const id = parseId(useParams({ strict: false }).id)!;
    const { back } = Route.useSearch();
    return <PledgePage id={id} back={back === 1} />;
  },
});
