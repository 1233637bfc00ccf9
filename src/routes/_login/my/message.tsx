import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/personal/MessagesPage.tsx';
import { messagesQueryOptions } from '../../../features/personal/queries.ts';
import { pagedListOptions, pagedListPage } from '../../-route-options.tsx';

export const Route = createFileRoute('/_login/my/message')({
  ...pagedListOptions(messagesQueryOptions),
  component: pagedListPage(MessagesPage),
});
