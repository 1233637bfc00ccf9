import { createFileRoute } from '@tanstack/react-router';
import { sceneryQueryOptions } from '../../../features/scenery/queries.ts';
import { SceneryPage } from '../../../features/scenery/SceneryPage.tsx';

export const Route = createFileRoute('/_login/services/scenery')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(sceneryQueryOptions()),
  component: SceneryPage,
});
