import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../../api/account.ts';
import { messageApi } from '../../api/messages.ts';
import { PERSONAL_KEY } from '../../session/store.ts';

export const MESSAGE_PAGE_SIZE = 10;

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'unread'], queryFn: accountApi.unreadCount, refetchInterval: 60_000, staleTime: 30_000 });

export const messagesQueryOptions = (pageNum: number) =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'messages', pageNum], queryFn: () => messageApi.list(pageNum, MESSAGE_PAGE_SIZE) });
