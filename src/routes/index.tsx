import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/articles/HomePage.tsx';
import { homeQueries } from '../features/articles/home-queries.ts';
import { noticeTotalQueryOptions } from '../site/queries.ts';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(homeQueries.news()),
      queryClient.ensureQueryData(homeQueries.activities()),
      queryClient.ensureQueryData(homeQueries.alumni()),
      queryClient.ensureQueryData(homeQueries.organizations()),
      queryClient.ensureQueryData(noticeTotalQueryOptions()),
    ]),
  component: HomePage,
});
