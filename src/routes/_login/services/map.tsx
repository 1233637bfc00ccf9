import { createFileRoute } from '@tanstack/react-router';
import { AlumniMapPage } from '../../../features/alumni-map/AlumniMapPage.tsx';
import { provincesQueryOptions } from '../../../features/alumni-map/queries.ts';

export const Route = createFileRoute('/_login/services/map')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(provincesQueryOptions()),
  component: AlumniMapPage,
});
