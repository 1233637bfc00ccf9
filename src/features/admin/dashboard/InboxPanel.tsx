import { Button } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates.ts';
import { inboxT as t } from '../../../strings/admin-money.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { AddressLink } from './AddressLink.tsx';
import { dashboardApi } from './api.ts';
import { inboxQueryOptions } from './queries.ts';
import './dashboard.css';

/**
 * 我的通知 on the console home: what the console told this member of staff (a money detail proposed, confirmed,
 * rejected or withdrawn by a 管理员), newest first, unread ones marked; nothing is drawn while there are none.
 */
export function InboxPanel() {
  const { data } = useSuspenseQuery(inboxQueryOptions());
  const queryClient = useQueryClient();
  const marking = useSubmit();
  if (data.list.length === 0) return null;
  const markRead = () =>
    void marking.run(dashboardApi.markInboxRead, {
      success: t.marked,
      onSuccess: (inbox) => queryClient.setQueryData(inboxQueryOptions().queryKey, inbox),
    });
  return (
    <section className="dashboard dashboard-panel inbox" aria-labelledby="inbox-title" data-testid="inbox">
      <h2 id="inbox-title" className="dashboard-panel__title">
        {t.title}
        <span className="dashboard-panel__hint" data-testid="inbox-unread">
          {t.unread(data.unread)}
        </span>
        {data.unread > 0 && (
          <Button size="small" appearance="subtle" disabled={marking.pending} onClick={markRead} data-testid="inbox-mark-read">
            {t.markRead}
          </Button>
        )}
      </h2>
      <ul className="inbox-list" role="list">
        {data.list.map((m) => (
          <li key={m.id} className={m.read ? 'inbox-item' : 'inbox-item inbox-item--unread'} data-testid="inbox-item">
            <div className="inbox-item__head">
              {!m.read && <Badge look="filled-brand">{t.unreadBadge}</Badge>}
              <strong>{m.title}</strong>
              <time className="inbox-item__time" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt)}
              </time>
              {m.link && (
                <AddressLink to={m.link} className="inbox-item__link">
                  {t.open}
                </AddressLink>
              )}
            </div>
            <p className="inbox-item__body">{m.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
