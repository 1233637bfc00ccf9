import { createFileRoute } from '@tanstack/react-router';
import { myAppointmentsQueryOptions } from '../../../features/appointment/queries.ts';
import { ReturnSchoolPage } from '../../../features/appointment/ReturnSchoolPage.tsx';
import { pagedListOptions, pagedListPage } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/my/returnSchool')({
  ...pagedListOptions(myAppointmentsQueryOptions),
  component: pagedListPage(ReturnSchoolPage),
});
