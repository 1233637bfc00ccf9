import { Badge, Button } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageApi, type Message } from '../../api/messages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { t } from '../../strings.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { unreadCountQueryOptions } from '../../session/unread-count.ts';
import { MESSAGE_PAGE_SIZE, messagesQueryOptions } from './queries.ts';

/** Messages, unread first; opening one marks it read, and the header badge follows. */
export function MessagesPage({ page }: { page: number }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(messagesQueryOptions(page));
  const [open, setOpen] = useState<number | null>(null);
  const options = messagesQueryOptions(page);
  // Marked read in place: re-sorting (unread first) under the reader's finger would move the open message away.
  // The next visit to the list sorts afresh.
  const markInPlace = (read: (m: Message) => boolean) => {
    queryClient.setQueryData(options.queryKey, (old) => old && { ...old, list: old.list.map((m) => (read(m) ? { ...m, read: true } : m)) });
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'messages'], refetchType: 'none' });
  };
  const markRead = useMutation({ mutationFn: messageApi.read, onSuccess: (_, id) => markInPlace((m) => m.id === id) });
  const markAll = useMutation({ mutationFn: messageApi.readAll, onSuccess: () => markInPlace(() => true) });
  const hasUnread = data.list.some((m) => !m.read);

  const toggle = (message: Message) => {
    setOpen((id) => (id === message.id ? null : message.id));
    if (!message.read) markRead.mutate(message.id);
  };

  if (data.total === 0) return <p className="empty-state">{t.messages.empty}</p>;
  return (
    <div className="messages">
      <div className="messages__toolbar">
        <Button disabled={!hasUnread || markAll.isPending} onClick={() => markAll.mutate()}>
          {t.messages.readAll}
        </Button>
      </div>
      <ul className="messages__list" role="list">
        {data.list.map((m) => (
          <li key={m.id} className={`message ${m.read ? '' : 'message--unread'}`} data-testid="message" data-read={String(m.read)}>
            <button type="button" className="message__head" aria-expanded={open === m.id} onClick={() => toggle(m)}>
              {!m.read && <Badge size="tiny" color="danger" aria-label={t.messages.unread} />}
              <span className="message__kind">{t.messages.kinds[m.kind]}</span>
              <span className="message__title">{m.title}</span>
              <time className="message__time" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt)}
              </time>
            </button>
            {open === m.id && <RichHtml html={m.content} className="message__body" />}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={MESSAGE_PAGE_SIZE} total={data.total} />
    </div>
  );
}
