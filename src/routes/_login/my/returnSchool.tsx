import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../../features/articles/route-helpers.ts';
import { myAppointmentsQueryOptions } from '../../../features/appointment/queries.ts';
import { ReturnSchoolPage } from '../../../features/appointment/ReturnSchoolPage.tsx';

export const Route = createFileRoute('/_login/my/returnSchool')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(myAppointmentsQueryOptions(deps.page)),
  component: function ReturnSchool() {
    const { page = 1 } = Route.useSearch();
    return <ReturnSchoolPage page={page} />;
  },
});
