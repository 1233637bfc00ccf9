import { Button } from '@fluentui/react-components';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { accountApi } from '../../api/account.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionObject } from '../../session/context.tsx';
import { startLogin } from '../../session/login.ts';
import type { ErasurePending as Pending } from '../../shared/api/erasure.ts';
import { erasureT } from '../../strings/erasure.ts';
import { t } from '../../strings.ts';

const e = erasureT.pending;

/**
 * A sign-in of an account scheduled for erasure: no session was issued, only a ticket. 撤销注销 spends it (the account is
 * enabled again and signed in, then goes where the person was heading); leaving keeps the erasure as scheduled.
 */
export function ErasurePending({ pending, destination }: { pending: Pending; destination: string }) {
  const router = useRouter();
  const session = useSessionObject();
  const [state, setState] = useState<'idle' | 'busy' | 'expired' | 'failed'>('idle');

  const cancel = async () => {
    setState('busy');
    try {
      const envelope = await accountApi.cancelErasure(pending.erasureTicket);
      if (envelope.code !== 0 || !envelope.data) return setState('expired');
      await session.completeLogin(envelope.data);
      await router.navigate({ href: destination, replace: true });
      notify({ intent: 'success', text: e.restored });
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="login-problem" role="alert" data-testid="erasure-pending">
      <h1>{e.title}</h1>
      <p>{e.body(formatDateTime(pending.erasureDueAt))}</p>
      <p>{e.question}</p>
      {state === 'expired' && <p className="login-problem__note">{e.expired}</p>}
      {state === 'failed' && <p className="login-problem__note">{e.failed}</p>}
      <div className="login-problem__actions">
        {state === 'expired' ? (
          <Button appearance="primary" onClick={() => startLogin(destination)}>
            {t.loginFlow.rescan}
          </Button>
        ) : (
          <Button appearance="primary" disabled={state === 'busy'} onClick={() => void cancel()} data-testid="erasure-cancel">
            {state === 'busy' ? e.cancelling : e.cancel}
          </Button>
        )}
        <Button onClick={() => router.navigate({ to: '/', replace: true })} data-testid="erasure-leave">
          {e.leave}
        </Button>
      </div>
    </div>
  );
}
