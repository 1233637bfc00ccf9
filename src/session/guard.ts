import { redirect } from '@tanstack/react-router';
import { t } from '../strings.ts';
import { confirmDialog } from '../ui/dialogs.tsx';
import { notify } from '../ui/notify.ts';
import { decideAccess, type Access } from './access.ts';
import { startLogin } from './login.ts';
import type { Session } from './store.ts';

/** What the user is told when a destination is refused (spec sections 5 and 8). */
export function announceAccess(access: Access, destinationHref: string) {
  switch (access.kind) {
    case 'login':
      void confirmDialog({ title: t.dialog.title, body: t.access.pleaseLogin, intent: 'warning' }).then((ok) => ok && startLogin(destinationHref));
      return;
    case 'graduates-only':
      return notify({ intent: 'warning', text: t.access.graduatesOnly });
    case 'card-pending':
      return notify({ intent: 'warning', text: t.access.cardPending });
    case 'card-rejected':
      return notify({ intent: 'error', text: t.access.cardRejected });
    default:
      return;
  }
}

export interface GuardContext {
  session: Session;
  /** Where the user is now; undefined on the first load of a tab. */
  currentHref: () => string | undefined;
  /** Told of every navigation the guard lets through, so that it becomes where the user is. */
  entered: (href: string) => void;
}

/**
 * Where the user is: the last navigation the guard let through. Not the router's resolved location, which stays on the
 * page before while the new one still loads; a refused click in that moment would send the user back there.
 */
export function trackWhereabouts(): Pick<GuardContext, 'currentHref' | 'entered'> {
  let here: string | undefined;
  return {
    currentHref: () => here,
    entered: (href) => {
      here = href;
    },
  };
}

/**
 * The root route's `beforeLoad`, so it runs for every navigation. A refused click stays where it is; a refused deep link lands on home.
 * Preloads (hover intent) decide silently.
 */
export function guardRoute({ context, location, preload }: { context: GuardContext; location: { pathname: string; href: string }; preload: boolean }) {
  const access = decideAccess(context.session.get(), location.pathname);
  if (access.kind === 'allow') {
    if (!preload) context.entered(location.href);
    return;
  }
  if (!preload) announceAccess(access, location.href);
  const here = context.currentHref();
  throw redirect({ href: here && here !== location.href ? here : '/', replace: true });
}
