import { useEffect } from 'react';
import { useSessionObject } from '../../session/context.tsx';
import { t } from '../../strings.ts';
import { notify } from '../../lib/notify.ts';

/** Spec section 4: a signed-in alumnus whose card is pending or rejected is told so when the portal opens. */
export function SessionNotices() {
  const session = useSessionObject();
  useEffect(() => {
    const { appIsLogin, userType, alumUserStatus } = session.get();
    if (!appIsLogin || userType !== 'alumni') return;
    if (alumUserStatus === 'pending') notify({ intent: 'warning', text: t.access.cardPending });
    if (alumUserStatus === 'rejected') notify({ intent: 'error', text: t.access.cardRejected });
  }, [session]);
  return null;
}
