import { redirect, type AnyRouter } from '@tanstack/react-router';
import { decideAccess, refusalMayBeStale, type Access, type AccessRule } from '../shared/access-rules.ts';
import { t } from '../strings.ts';
import { confirmDialog } from '../lib/dialogs.ts';
import { notify } from '../lib/notify.ts';
import { startLogin } from './login.ts';
import type { Session } from './store.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The rule a pathless layout route guards everything under it with. */
    access?: AccessRule;
  }
}

/** The rules guarding a chain of matched routes (or a route's ancestors), outermost first. */
export const rulesOf = (matches: ReadonlyArray<{ staticData?: { access?: AccessRule } }>): AccessRule[] =>
  matches.flatMap((m) => (m.staticData?.access ? [m.staticData.access] : []));

/** The rules guarding the page at `pathname`, read from the route tree without loading anything. */
export const rulesAt = (router: Pick<AnyRouter, 'getMatchedRoutes'>, pathname: string): AccessRule[] =>
  rulesOf(router.getMatchedRoutes(pathname)[0].map((route) => route.options));

/** What the user is told when a destination is refused (spec sections 5 and 8). */
export function announceAccess(access: Access, destinationHref: string) {
  switch (access.kind) {
    case 'login':
      void confirmDialog({ title: t.dialog.title, body: t.access.pleaseLogin, intent: 'warning' }).then(
        (ok) => ok && startLogin(destinationHref),
      );
      return;
    case 'graduates-only':
      return notify({ intent: 'warning', text: t.access.graduatesOnly });
    case 'card-pending':
      return notify({ intent: 'warning', text: t.access.cardPending });
    case 'card-rejected':
      return notify({ intent: 'error', text: t.access.cardRejected });
    case 'card-unknown':
      // Spec section 5: a card in no known state gets the toast with empty text.
      return notify({ intent: 'warning', text: '' });
    default:
      return;
  }
}

export interface GuardContext {
  session: Session;
}

interface GuardArgs {
  context: GuardContext;
  location: { href: string };
  preload: boolean;
}

/**
 * A pathless layout route's options: the pages in its folder are open only to those `rule` lets in. A refused
 * destination, deep link or click alike, lands on home (spec sections 4 and 6), where the user is told why; preloads
 * (hover intent) are refused silently. `rule` alone decides (a graduate rule checks the sign-in and the card too), so a
 * nested layout needs nothing from its parent; its parent refuses first anyway.
 *
 * A refusal because of the card is decided once more after reloading the user (the office may have verified or rejected
 * the card since sign-in), so a verified alumnus passes on their next navigation without signing in again. Only then
 * is the guard asynchronous; preloads never reload.
 */
export function accessLayout(rule: AccessRule) {
  return {
    staticData: { access: rule },
    beforeLoad: ({ context, location, preload }: GuardArgs): void | Promise<void> => {
      const refuse = (access: Access) => {
        if (!preload) announceAccess(access, location.href);
        throw redirect({ to: '/', replace: true });
      };
      const access = decideAccess(context.session.get(), [rule]);
      if (access.kind === 'allow') return;
      if (preload || !refusalMayBeStale(access)) return refuse(access);
      return context.session.refresh().then(() => {
        const again = decideAccess(context.session.get(), [rule]);
        if (again.kind !== 'allow') refuse(again);
      });
    },
  };
}
