import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../api/account.ts';
import { PERSONAL_KEY } from './store.ts';

/** The signed-in user's unread messages: the header's badge polls it, the messages page refreshes it after reading. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'unread'], queryFn: accountApi.unreadCount, refetchInterval: 60_000, staleTime: 30_000 });
