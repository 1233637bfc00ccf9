import Taro, { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { api, type TicketStep } from '../../api/calls';
import { ApiError } from '../../api/http';
import { startSession } from '../../api/session';
import { Action, Loading, Msg, NetworkProblem, OpenInWechat, Page } from '../../components/ui';
import { isApiError, refusedStatus, TICKET_REFUSED } from '../../lib/errors';
import { describeFailure } from '../../lib/use-load';
import { canLogin, storage } from '../../platform/index';
import { t } from '../../strings';

// 登录确认 (WX_MP_PAGE): the web login QR code opens this page with its ticket as `scene`. The page starts a session,
// marks the ticket scanned (the web page then says 已扫码，请在手机上确认) and asks 确认登录 / 取消.

type Stage =
  | { step: 'loading' }
  | { step: 'no-ticket' }
  | { step: 'no-wechat' }
  | { step: 'network'; retry: () => void }
  | { step: 'unbound' }
  | { step: 'ask'; busy?: TicketStep }
  | { step: 'confirmed' }
  | { step: 'cancelled' }
  | { step: 'refused'; message: string }
  | { step: 'missing' }
  | { step: 'failed'; message: string; retry: () => void };

const SCANNED_KEY = 'mp.scannedTickets';

/** Tickets this phone has scanned (the last few): opened again, the page asks again instead of refusing. */
const scannedHere = {
  has: (ticket: string) => (storage.get<string[]>(SCANNED_KEY) ?? []).includes(ticket),
  add: (ticket: string) =>
    storage.set(SCANNED_KEY, [ticket, ...(storage.get<string[]>(SCANNED_KEY) ?? []).filter((x) => x !== ticket)].slice(0, 5)),
};

/** The ticket from the page's `scene` (URL-encoded by WeChat, as the docs say to decode it). */
function ticketOf(scene: string | undefined): string {
  if (!scene) return '';
  try {
    return decodeURIComponent(scene).trim();
  } catch {
    return scene.trim();
  }
}

export default function LoginConfirm() {
  const { params } = useRouter();
  const ticket = ticketOf(params.scene);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ attempt: number; stage: Stage } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** What a failed call means here: the server's refusal, an unknown ticket, no network (重试), or its sentence. */
  const failure = (error: unknown, again: () => void): Stage => {
    if (isApiError(error, undefined, TICKET_REFUSED)) return { step: 'refused', message: error.message };
    if (isApiError(error, 404)) return { step: 'missing' };
    const kind = describeFailure(error);
    if (kind.status === 'network') return { step: 'network', retry: again };
    if (kind.status === 'no-wechat') return { step: 'no-wechat' };
    return { step: 'failed', message: error instanceof ApiError ? error.message : t.networkError, retry: again };
  };

  useEffect(() => {
    if (!ticket || !canLogin()) return;
    let live = true;
    const show = (stage: Stage) => live && setShown({ attempt, stage });
    (async () => {
      // A new session every time: whether the account is bound may have changed since the last (an application).
      const session = await startSession();
      if (!session.bound) return show({ step: 'unbound' });
      try {
        await api.ticket(ticket, 'scan');
      } catch (error) {
        // Scanned here before (the page opened again): still this phone's to confirm or cancel.
        const again = isApiError(error, undefined, TICKET_REFUSED) && refusedStatus(error) === 'scanned' && scannedHere.has(ticket);
        if (!again) throw error;
      }
      scannedHere.add(ticket);
      show({ step: 'ask' });
    })().catch((error: unknown) => show(failure(error, retry)));
    return () => {
      live = false;
    };
  }, [ticket, attempt, retry]);

  const view: Stage = !ticket
    ? { step: 'no-ticket' }
    : !canLogin()
      ? { step: 'no-wechat' }
      : shown?.attempt === attempt
        ? shown.stage
        : { step: 'loading' };
  const show = (stage: Stage) => setShown({ attempt, stage });

  const decide = async (step: 'confirm' | 'cancel') => {
    show({ step: 'ask', busy: step });
    try {
      await api.ticket(ticket, step);
      show({ step: step === 'confirm' ? 'confirmed' : 'cancelled' });
    } catch (error) {
      show(failure(error, () => void decide(step)));
    }
  };

  const home = () => void Taro.reLaunch({ url: '/pages/index/index' });

  return (
    <Page testId="login-confirm">
      {view.step === 'loading' && <Loading />}
      {view.step === 'no-ticket' && <Msg tone="warn" title={t.login.refused} detail={t.login.noTicket} testId="login-result" />}
      {view.step === 'no-wechat' && <OpenInWechat />}
      {view.step === 'network' && <NetworkProblem onRetry={view.retry} />}
      {view.step === 'unbound' && (
        <Msg tone="info" title={t.login.unbound} detail={t.login.unboundDetail} testId="login-unbound">
          <Action onTap={() => void Taro.navigateTo({ url: `/pages/apply/index?ticket=${encodeURIComponent(ticket)}` })}>
            {t.login.applyCard}
          </Action>
        </Msg>
      )}
      {view.step === 'ask' && (
        <Msg tone="device" title={t.login.heading} detail={t.login.explain} testId="login-ask">
          <Action
            onTap={() => void decide('confirm')}
            disabled={!!view.busy}
            loading={view.busy === 'confirm'}
            testId="login-confirm-button"
          >
            {t.login.confirm}
          </Action>
          <Action kind="default" onTap={() => void decide('cancel')} disabled={!!view.busy} testId="login-cancel-button">
            {t.login.cancel}
          </Action>
        </Msg>
      )}
      {view.step === 'confirmed' && <Msg tone="success" title={t.login.confirmed} detail={t.login.confirmedDetail} testId="login-result" />}
      {view.step === 'cancelled' && <Msg tone="info" title={t.login.cancelled} detail={t.login.cancelledDetail} testId="login-result" />}
      {view.step === 'refused' && (
        <Msg tone="warn" title={t.login.refused} detail={view.message} testId="login-result">
          <Action kind="default" onTap={home}>
            {t.backHome}
          </Action>
        </Msg>
      )}
      {view.step === 'missing' && (
        <Msg tone="warn" title={t.login.notFound} detail={t.login.notFoundDetail} testId="login-result">
          <Action kind="default" onTap={home}>
            {t.backHome}
          </Action>
        </Msg>
      )}
      {view.step === 'failed' && (
        <Msg tone="warn" title={view.message} testId="login-result">
          <Action kind="default" onTap={view.retry}>
            {t.retry}
          </Action>
        </Msg>
      )}
    </Page>
  );
}
