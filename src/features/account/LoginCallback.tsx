import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { accountApi, type LoginData } from '../../api/account.ts';
import { imageSrc } from '../../lib/images.ts';
import { safeRedirectPath } from '../../lib/urls.ts';
import { cardAccess } from '../../shared/access-rules.ts';
import { cache } from '../../lib/storage.ts';
import { announceAccess, rulesAt } from '../../session/guard.ts';
import { useSessionObject } from '../../session/context.tsx';
import { LOGIN_STATE_KEY, startLogin } from '../../session/login.ts';
import { t } from '../../strings.ts';
import { alertDialog } from '../../lib/dialogs.ts';
import { LoggingInOverlay } from '../../ui/LoadingCover.tsx';
import { dictLabel, siteIdentityOf } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import type { ErasurePending as Pending } from '../../shared/api/erasure.ts';
import { ErasurePending } from './ErasurePending.tsx';

type Outcome = 'pending' | 'state-mismatch' | 'unbound' | 'expired' | 'disabled' | 'erasure' | 'failed' | 'wechat';

/** The login callback: checks the state, exchanges the code, loads the user and goes where the user wanted. */
export function LoginCallback({ code, state, redirectUrl }: { code?: string; state?: string; redirectUrl?: string }) {
  const router = useRouter();
  const session = useSessionObject();
  const [outcome, setOutcome] = useState<Outcome>('pending');
  // WeChat's own failure (busy, rate limit, unreachable, …) as the server words it.
  const [wechatMessage, setWechatMessage] = useState('');
  // An account scheduled for erasure: the ticket that may cancel it, and when it happens.
  const [erasure, setErasure] = useState<Pending>();
  const started = useRef(false);
  const destination = safeRedirectPath(redirectUrl, location.origin);

  useEffect(() => {
    // One attempt per mount (StrictMode runs effects twice; a code is single-use).
    if (started.current) return;
    started.current = true;
    const remembered = cache.get<string>(LOGIN_STATE_KEY, 'session');
    cache.remove(LOGIN_STATE_KEY, 'session');
    void (async () => {
      if (!code || !state || state !== remembered) return setOutcome('state-mismatch');
      try {
        const envelope = await accountApi.login(code, state);
        if (envelope.code === 10005) return setOutcome('unbound');
        if (envelope.code === 10022) return setOutcome('expired');
        if (envelope.code === 10010) return setOutcome('disabled');
        if (envelope.code === 10011) {
          setErasure(envelope.data as Pending);
          return setOutcome('erasure');
        }
        if (envelope.code === 10030) {
          setWechatMessage(envelope.msg);
          return setOutcome('wechat');
        }
        const signedIn = await session.completeLogin(envelope.data as LoginData);
        const card = cardAccess(signedIn);
        // A card under review or rejected opens nothing protected: the destination's guard sends them home and says
        // why. A public destination is where they return, told of their card here (spec section 4).
        const guarded = rulesAt(router, new URL(destination, location.origin).pathname).length > 0;
        await router.navigate({ href: destination, replace: true });
        if (card.kind === 'card-pending' || card.kind === 'card-rejected') {
          if (!guarded) announceAccess(card, destination);
        } else if (card.kind === 'allow' && signedIn.userType === 'alumni') {
          const unread = await accountApi.unreadCount().catch(() => 0);
          if (unread > 0) void alertDialog({ title: t.dialog.title, body: t.access.unread });
        }
      } catch {
        setOutcome('failed');
      }
    })();
  }, [code, state, destination, router, session]);

  if (outcome === 'pending') return <LoggingInOverlay />;
  if (outcome === 'erasure') return erasure ? <ErasurePending pending={erasure} destination={destination} /> : <LoggingInOverlay />;
  return <LoginProblem outcome={outcome} retryPath={destination} message={wechatMessage} />;
}

function LoginProblem({
  outcome,
  retryPath,
  message,
}: {
  outcome: Exclude<Outcome, 'pending' | 'erasure'>;
  retryPath: string;
  message: string;
}) {
  const router = useRouter();
  const { data: dicts } = useQuery(dictsQueryOptions());
  const miniProgram = siteIdentityOf(dicts ?? []).miniProgram;
  const copy = {
    'state-mismatch': { title: t.loginFlow.failedTitle, body: t.loginFlow.stateMismatch },
    unbound: { title: t.loginFlow.unboundTitle, body: t.loginFlow.unboundBody(miniProgram) },
    expired: { title: t.loginFlow.expiredTitle, body: t.loginFlow.expiredBody },
    disabled: { title: t.loginFlow.disabledTitle, body: t.loginFlow.disabledBody },
    failed: { title: t.loginFlow.failedTitle, body: t.loginFlow.failedBody },
    wechat: { title: t.loginFlow.failedTitle, body: message },
  }[outcome];
  const qr = dicts ? imageSrc(dictLabel(dicts, 'site_qrcode', 'mini_program')) : undefined;
  const phone = dicts ? dictLabel(dicts, 'site_contact', 'phone') : '';
  return (
    <div className="login-problem" role="alert" data-testid="login-problem" data-outcome={outcome}>
      <h1>{copy.title}</h1>
      <p>
        {copy.body}
        {outcome === 'disabled' && phone && <strong> {phone}</strong>}
      </p>
      {outcome === 'unbound' && qr && <img src={qr} alt={t.loginFlow.miniProgramQr(miniProgram)} width={180} height={180} />}
      <div className="login-problem__actions">
        {outcome !== 'disabled' && outcome !== 'unbound' && (
          <Button appearance="primary" onClick={() => startLogin(retryPath)}>
            {outcome === 'wechat' ? t.loginFlow.retry : t.loginFlow.rescan}
          </Button>
        )}
        <Button onClick={() => router.navigate({ to: '/', replace: true })}>{t.loginFlow.backHome}</Button>
      </div>
    </div>
  );
}
