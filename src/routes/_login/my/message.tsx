import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../../features/articles/route-helpers.ts';
import { MessagesPage } from '../../../features/personal/MessagesPage.tsx';
import { messagesQueryOptions } from '../../../features/personal/queries.ts';

export const Route = createFileRoute('/_login/my/message')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(messagesQueryOptions(deps.page)),
  component: function Messages() {
    const { page = 1 } = Route.useSearch();
    return <MessagesPage page={page} />;
  },
});
