import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../lib/notify.ts';
import { JOIN_KEY, myJoinRequestsQueryOptions, organizationJoinApi } from './api.ts';
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

  if (data.length === 0) {
    return (
      <EmptyState
        text={s.myEmpty}
        testId="org-join-empty"
        className="orgjoin-empty"
        action={<Link to="/services/organization">{s.browse}</Link>}
      />
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
              <Badge appearance="tint" color={badgeColor[item.status]} data-testid="org-join-badge">
                {s.status[item.status]}
              </Badge>
            </div>
            <p className="orgjoin-item__line">
              {s.reason}：<span>{item.reason}</span>
            </p>
            <p className="orgjoin-item__line">
              {s.appliedAt}：<time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </p>
            {item.reviewNote && (
              <p className="orgjoin-item__line">
                {s.reviewNote}：<span>{item.reviewNote}</span>
              </p>
            )}
          </div>
          {item.status === 'pending' && (
            <div className="orgjoin-item__actions">
              <ConfirmButton
                label={s.withdraw}
                subject={item.organizationName}
                question={{ title: s.withdrawTitle, body: s.withdrawBody(item.organizationName) }}
                busy={withdraw.isPending && withdraw.variables === item.id}
                onConfirm={() => withdraw.mutate(item.id)}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
