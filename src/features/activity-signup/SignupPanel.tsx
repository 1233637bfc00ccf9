import { Button, Field, ProgressBar } from '@fluentui/react-components';
import { PersonAddRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityPhase } from '../../lib/dates.ts';
import { useSessionState } from '../../session/context.tsx';
import { announceAccess } from '../../session/guard.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { decideAccess } from '../../shared/access-rules.ts';
import { t } from '../../strings.ts';
import { confirmDialog } from '../../lib/dialogs.ts';
import { useSubmit } from '../../ui/forms/useSubmit.ts';
import { activitySignupApi, type ActivityStats } from '../../api/activities.ts';
import { activityStatsQueryOptions, signupStatusQueryOptions } from './queries.ts';
import './activity-signup.css';

const s = t.activityApply.signup;

export interface SignupActivity {
  id: number;
  title: string;
  capacity: number;
  signupDeadline: string;
  startTime: string;
  endTime: string;
}

/**
 * Sign-up count for every reader; 我要报名 / 取消报名 for alumni with a verified card and members (the API's `login`
 * rule); the others are told why instead: a login prompt, or the card's notice.
 */
export function SignupPanel({ activity }: { activity: SignupActivity }) {
  const access = decideAccess(useSessionState(), ['login']);
  const mayJoin = access.kind === 'allow';
  const queryClient = useQueryClient();
  const publicStats = useQuery({ ...activityStatsQueryOptions(activity.id), enabled: !mayJoin });
  const personal = useQuery({ ...signupStatusQueryOptions(activity.id), enabled: mayJoin });
  const stats: ActivityStats | undefined = mayJoin ? personal.data : publicStats.data;
  const signedUp = mayJoin && personal.data?.signedUp === true;

  const settle = (next: ActivityStats, nowSignedUp: boolean) => {
    queryClient.setQueryData(activityStatsQueryOptions(activity.id).queryKey, next);
    queryClient.setQueryData(signupStatusQueryOptions(activity.id).queryKey, (old) =>
      old ? { ...old, ...next, signedUp: nowSignedUp } : old,
    );
    void queryClient.invalidateQueries({ queryKey: [PERSONAL_KEY, 'activities'] });
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: signupStatusQueryOptions(activity.id).queryKey });

  // One sender for both buttons: while either call is under way, neither sends again.
  const sender = useSubmit();
  const send = (call: () => Promise<ActivityStats>, nowSignedUp: boolean) =>
    sender.run(call, {
      success: nowSignedUp ? s.signedOk : s.cancelledOk,
      onSuccess: (next) => settle(next, nowSignedUp),
      onError: refresh,
    });

  const phase = activityPhase(activity);
  const deadlinePassed = phase !== 'open' || personal.data?.deadlinePassed === true;
  const full = stats !== undefined && stats.remaining <= 0;
  const blocked = phase === 'ended' ? s.ended : phase === 'ongoing' ? s.started : deadlinePassed ? s.closed : full ? s.full : '';
  const busy = sender.pending;

  const onSignUp = () => {
    if (!mayJoin) return announceAccess(access, location.pathname);
    if (!busy) void send(() => activitySignupApi.signUp(activity.id), true);
  };
  const onCancel = async () => {
    if (busy) return;
    if (await confirmDialog({ title: s.confirmCancelTitle, body: s.confirmCancel(activity.title), intent: 'warning' })) {
      await send(() => activitySignupApi.cancel(activity.id), false);
    }
  };

  const signed = stats?.signedCount ?? 0;
  return (
    <div className="activity-signup" role="group" aria-label={s.region} data-testid="activity-signup">
      <Field
        label={<span data-testid="activity-signup-count">{stats ? s.counted(signed, activity.capacity) : s.loading}</span>}
        hint={stats && !blocked ? s.remaining(stats.remaining) : undefined}
        className="activity-signup__count"
      >
        <ProgressBar
          aria-label={s.progressLabel}
          value={stats ? Math.min(signed / activity.capacity, 1) : undefined}
          max={1}
          thickness="large"
          color={full ? 'warning' : 'brand'}
          data-testid="activity-signup-progress"
        />
      </Field>
      <div className="activity-signup__actions">
        {signedUp ? (
          <>
            <span className="activity-signup__state" data-testid="activity-signup-state">
              {s.signedUp}
            </span>
            {phase === 'open' || phase === 'closed' ? (
              <Button icon={<PersonDeleteRegular />} onClick={() => void onCancel()} disabled={busy} data-testid="activity-cancel">
                {s.cancel}
              </Button>
            ) : (
              <span className="activity-signup__reason">{blocked}</span>
            )}
          </>
        ) : blocked ? (
          <Button appearance="primary" disabled data-testid="activity-signup-button">
            {blocked}
          </Button>
        ) : (
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={onSignUp} disabled={busy} data-testid="activity-signup-button">
            {s.signUp}
          </Button>
        )}
      </div>
    </div>
  );
}
