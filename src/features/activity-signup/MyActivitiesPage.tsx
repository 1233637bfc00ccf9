import { Badge, Tab, TabList, type BadgeProps } from '@fluentui/react-components';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { activityPhase, formatDateTime } from '../../lib/dates.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../lib/notify.ts';
import { activitySignupApi, type MyProposal, type MySignup } from '../../api/activities.ts';
import { myActivitiesQueryOptions } from './queries.ts';
import './activity-signup.css';

/** Spaces the type from the capacity the way Chinese text does, written as an escape so it stays visible in review. */
const IDEOGRAPHIC_SPACE = '\u3000';

const m = t.activityApply.my;
export type MyActivityTab = 'signedUp' | 'proposed';

const proposalColor: Record<string, BadgeProps['color']> = { submitted: 'warning', approved: 'success', rejected: 'danger' };

/** The state shown for a sign-up: cancelled, or signed and (by the calendar) upcoming, ongoing or ended. */
function signupState(item: MySignup): { key: string; color: BadgeProps['color'] } {
  if (item.status === 'cancelled') return { key: 'cancelled', color: 'informative' };
  const phase = activityPhase({ signupDeadline: item.startTime, startTime: item.startTime, endTime: item.endTime });
  if (phase === 'ended') return { key: 'ended', color: 'subtle' };
  if (phase === 'ongoing') return { key: 'ongoing', color: 'brand' };
  return { key: 'signed', color: 'success' };
}

/** 我的活动: the activities I signed up to and the ones I proposed, in two tabs. */
export function MyActivitiesPage({ tab }: { tab: MyActivityTab }) {
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(myActivitiesQueryOptions());
  return (
    <div className="my-activities">
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => void navigate({ to: '/my/activity', search: { tab: d.value as MyActivityTab }, replace: true })}
        aria-label={m.tabsLabel}
      >
        <Tab value="signedUp" data-testid="tab-signedUp">
          {m.tabs.signedUp}（{data.signedUp.filter((s) => s.status === 'signed').length}）
        </Tab>
        <Tab value="proposed" data-testid="tab-proposed">
          {m.tabs.proposed}（{data.proposed.length}）
        </Tab>
      </TabList>
      <div className="my-activities__panel" role="tabpanel" aria-label={m.tabs[tab]}>
        {tab === 'signedUp' ? <SignedUpList items={data.signedUp} /> : <ProposedList items={data.proposed} />}
      </div>
    </div>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY] });
}

function SignedUpList({ items }: { items: MySignup[] }) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (item: MySignup) => activitySignupApi.cancel(item.activityId),
    onSuccess: (next, item) => {
      notify({ intent: 'success', text: t.activityApply.signup.cancelledOk });
      queryClient.setQueryData(['public', 'activities', 'stats', item.activityId], next);
      return refresh();
    },
  });
  const s = t.activityApply.signup;

  if (items.length === 0) {
    return <EmptyState text={m.emptySignedUp} testId="my-signups-empty" action={<Link to="/article/activities">{m.browse}</Link>} />;
  }
  return (
    <ul className="my-activities__list" role="list">
      {items.map((item) => {
        const state = signupState(item);
        return (
          <li key={item.id} className="my-activities__item" data-testid="my-signup" data-status={item.status}>
            <Cover src={item.cover} alt="" width={160} height={90} className="my-activities__cover" />
            <div className="my-activities__body">
              <div className="my-activities__head">
                <Link to="/article/activityDetails/$id" params={{ id: String(item.activityId) }} className="my-activities__title">
                  {item.title}
                </Link>
                <Badge appearance="tint" color={state.color} data-testid="my-signup-status">
                  {m.signupStatus[state.key]}
                </Badge>
              </div>
              <p className="my-activities__line">
                {m.time}：{formatDateTime(item.startTime)} 至 {formatDateTime(item.endTime)}
              </p>
              <p className="my-activities__line">
                {m.place}：{item.place}
              </p>
              <p className="my-activities__line">
                {m.signedAt}：<time dateTime={item.signedAt}>{formatDateTime(item.signedAt)}</time>
              </p>
            </div>
            {item.canCancel && (
              <div className="my-activities__actions">
                <ConfirmButton
                  label={m.cancel}
                  subject={item.title}
                  question={{ title: s.confirmCancelTitle, body: s.confirmCancel(item.title) }}
                  busy={cancel.isPending && cancel.variables?.id === item.id}
                  testId="my-signup-cancel"
                  onConfirm={() => cancel.mutate(item)}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ProposedList({ items }: { items: MyProposal[] }) {
  const refresh = useRefresh();
  const withdraw = useMutation({
    mutationFn: (item: MyProposal) => activitySignupApi.withdraw(item.id),
    onSuccess: () => {
      notify({ intent: 'success', text: m.withdrawnOk });
      return refresh();
    },
  });
  return (
    <>
      <div className="my-activities__toolbar">
        <Link to="/services/addactivities" className="my-activities__propose">
          {m.propose}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="empty-state" data-testid="my-proposals-empty">
          {m.emptyProposed}
        </p>
      ) : (
        <ul className="my-activities__list" role="list">
          {items.map((item) => (
            <li
              key={item.id}
              className="my-activities__item my-activities__item--plain"
              data-testid="my-proposal"
              data-status={item.status}
            >
              <div className="my-activities__body">
                <div className="my-activities__head">
                  <strong className="my-activities__title">{item.title}</strong>
                  <Badge appearance="tint" color={proposalColor[item.status]} data-testid="my-proposal-status">
                    {m.proposalStatus[item.status]}
                  </Badge>
                </div>
                <p className="my-activities__line">
                  {m.type}：{item.activityTypeLabel}
                  {IDEOGRAPHIC_SPACE}
                  {m.capacity}：{item.capacity} 人
                </p>
                <p className="my-activities__line">
                  {m.time}：{formatDateTime(item.startTime)} 至 {formatDateTime(item.endTime)}
                </p>
                <p className="my-activities__line">
                  {m.place}：{item.place}
                </p>
                <p className="my-activities__line">
                  {m.submittedAt}：<time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </p>
                {item.reviewNote && (
                  <p className="my-activities__line my-activities__note">
                    {m.reviewNote}：{item.reviewNote}
                  </p>
                )}
              </div>
              {item.status === 'submitted' && (
                <div className="my-activities__actions">
                  <ConfirmButton
                    label={m.withdraw}
                    subject={item.title}
                    question={{ title: m.confirmWithdrawTitle, body: m.confirmWithdraw(item.title) }}
                    busy={withdraw.isPending && withdraw.variables?.id === item.id}
                    testId="my-proposal-withdraw"
                    onConfirm={() => withdraw.mutate(item)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
