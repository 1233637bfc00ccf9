import Taro, { useRouter } from '@tarojs/taro';
import { RichText, View } from '@tarojs/components';
import { useState } from 'react';
import { api, type SignupStatus } from '../../api/calls';
import { ApiError, richText } from '../../api/http';
import { session, type MpSession } from '../../api/session';
import { Article } from '../../components/article';
import { Action, Cell, CellGroup, NotReady, Page } from '../../components/ui';
import { day, minute } from '../../lib/dates';
import { describeFailure, useLoad } from '../../lib/use-load';
import { canLogin, requestSubscribe } from '../../platform/index';
import { t } from '../../strings';
import '../../components/article.css';

// An activity: its facts and rich text, and 报名 for a verified alumnus (asking for 活动提醒 first, in the tap);
// anyone else is told why not.

type Signup = { kind: 'hidden' } | { kind: 'why'; text: string } | { kind: 'open'; status: SignupStatus; session: MpSession };

async function signupState(id: number): Promise<Signup> {
  if (!canLogin()) return { kind: 'hidden' };
  const mine = await session({ fresh: true });
  if (!mine.bound) return { kind: 'why', text: t.detail.notBound };
  if (mine.cardStatus === 'pending') return { kind: 'why', text: t.detail.pending };
  if (mine.cardStatus === 'rejected') return { kind: 'why', text: t.detail.rejected };
  try {
    return { kind: 'open', status: await api.signupStatus(id), session: mine };
  } catch (error) {
    // The portal's own word (403 for a card not yet verified).
    if (error instanceof ApiError && error.status === 403) return { kind: 'why', text: error.message };
    throw error;
  }
}

export default function ActivityDetail() {
  const id = Number(useRouter().params.id);
  const [activity, reload] = useLoad(() => api.activityDetail(id), id);
  const [signup, reloadSignup, setSignup] = useLoad(() => signupState(id), id);
  const [busy, setBusy] = useState(false);

  const signUp = async (open: Extract<Signup, { kind: 'open' }>) => {
    // First in the tap: WeChat shows the subscription question only from a tap handler.
    const accepted = await requestSubscribe([open.session.subscribeTemplates.activity]);
    setBusy(true);
    try {
      const taken = await api.signup(id);
      setSignup({ ...open, status: { ...open.status, ...taken, signedUp: true } });
      void Taro.showToast({ title: t.detail.signupDone, icon: 'success' });
      if (accepted.length) await api.subscriptions(['activity']).catch(() => undefined);
    } catch (error) {
      const failure = describeFailure(error);
      const text = error instanceof ApiError ? error.message : failure.status === 'network' ? t.networkError : String(error);
      void Taro.showModal({ title: text, showCancel: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page testId="activity-detail">
      {activity.status === 'ready' ? (
        <>
          <Article title={activity.data.title} />
          <CellGroup>
            <Cell title={t.detail.time} value={`${minute(activity.data.startTime)} 至 ${minute(activity.data.endTime)}`} />
            <Cell title={t.detail.place} value={activity.data.place} />
            {activity.data.organizer && <Cell title={t.detail.organizer} value={activity.data.organizer} />}
            <Cell title={t.detail.deadline} value={day(activity.data.signupDeadline)} />
          </CellGroup>
          <View className="article__signup" data-testid="activity-signup">
            {signup.status === 'ready' && signup.data.kind === 'why' && <View className="article__hint">{signup.data.text}</View>}
            {signup.status === 'ready' && signup.data.kind === 'open' && <SignupButton signup={signup.data} busy={busy} onTap={signUp} />}
            {signup.status !== 'ready' && signup.status !== 'loading' && signup.status !== 'no-wechat' && (
              <NotReady state={signup} onRetry={reloadSignup} />
            )}
          </View>
          <View className="article">
            <RichText className="article__content" nodes={richText(activity.data.content)} />
          </View>
        </>
      ) : (
        <NotReady state={activity} onRetry={reload} />
      )}
    </Page>
  );
}

function SignupButton({
  signup,
  busy,
  onTap,
}: {
  signup: Extract<Signup, { kind: 'open' }>;
  busy: boolean;
  onTap: (s: typeof signup) => void;
}) {
  const { status } = signup;
  if (status.signedUp)
    return (
      <Action kind="default" disabled onTap={() => undefined}>
        {t.detail.signedUp}
      </Action>
    );
  if (status.deadlinePassed)
    return (
      <Action kind="default" disabled onTap={() => undefined}>
        {t.detail.deadlinePassed}
      </Action>
    );
  if (status.remaining <= 0)
    return (
      <Action kind="default" disabled onTap={() => undefined}>
        {t.detail.full}
      </Action>
    );
  return (
    <>
      <View className="article__hint">{t.detail.remaining(status.remaining)}</View>
      <Action onTap={() => onTap(signup)} loading={busy} disabled={busy} testId="activity-signup-button">
        {busy ? t.detail.signingUp : t.detail.signup}
      </Action>
    </>
  );
}
