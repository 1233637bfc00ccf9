import { Badge, Button, type BadgeProps } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { confirmDialog } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { JOIN_KEY, myJoinRequestsQueryOptions, organizationJoinApi, type JoinRequest } from './api.ts';
import './organization-join.css';

const s = t.organizationJoin;
const badgeColor: Record<string, BadgeProps['color']> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** 我的校友组织: memberships and requests, newest first; a pending request can be withdrawn. */
export function MyOrganizationsPage() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(myJoinRequestsQueryOptions());
  const withdraw = useMutation({
    mutationFn: organizationJoinApi.withdraw,
    onSuccess: () => {
      notify({ intent: 'success', text: s.withdrawn });
      return queryClient.invalidateQueries({ queryKey: [...JOIN_KEY] });
    },
  });

  const ask = async (item: JoinRequest) => {
    if (await confirmDialog({ title: s.withdrawTitle, body: s.withdrawBody(item.organizationName), intent: 'warning' })) withdraw.mutate(item.id);
  };

  if (data.length === 0) {
    return (
      <div className="empty-state orgjoin-empty" data-testid="org-join-empty">
        <p>{s.myEmpty}</p>
        <Link to="/services/organization">{s.browse}</Link>
      </div>
    );
  }
  return (
    <ul className="orgjoin-list" role="list" aria-label={s.listLabel}>
      {data.map((item) => (
        <li key={item.id} className="orgjoin-item" data-testid="org-join-item" data-status={item.status}>
          <Cover src={item.organizationCover} alt="" width={120} height={68} className="orgjoin-item__cover" />
          <div className="orgjoin-item__body">
            <div className="orgjoin-item__head">
              <Link to="/article/organizationDetails/$id" params={{ id: String(item.organizationId) }} className="orgjoin-item__name">
                {item.organizationName}
              </Link>
              <Badge appearance="tint" color={badgeColor[item.status]} data-testid="org-join-badge">{s.status[item.status]}</Badge>
            </div>
            <p className="orgjoin-item__line">{s.reason}：<span>{item.reason}</span></p>
            <p className="orgjoin-item__line">
              {s.appliedAt}：<time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </p>
            {item.reviewNote && <p className="orgjoin-item__line">{s.reviewNote}：<span>{item.reviewNote}</span></p>}
          </div>
          {item.status === 'pending' && (
            <div className="orgjoin-item__actions">
              <Button
                disabled={withdraw.isPending && withdraw.variables === item.id}
                onClick={() => void ask(item)}
                aria-label={`${s.withdraw}：${item.organizationName}`}
              >
                {s.withdraw}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
