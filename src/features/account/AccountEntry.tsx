import { CounterBadge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { useQuery } from '@tanstack/react-query';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { useRouter } from '@tanstack/react-router';
import { useSessionObject, useSessionState } from '../../session/context.tsx';
import { startLogin } from '../../session/login.ts';
import { unreadCountQueryOptions } from '../../session/unread-count.ts';
import { t } from '../../strings.ts';
import { phoneLoginT } from '../../strings/phone-login.ts';
import { alertDialog } from '../../lib/dialogs.ts';

/**
 * The greeting or login entry. In the header the login button starts the QR login;
 * in the phone drawer it tells the user to sign in through the mini-program (spec section 8), with the way there.
 */
export function AccountEntry({ place, onNavigate }: { place: 'header' | 'drawer'; onNavigate?: () => void }) {
  const router = useRouter();
  const session = useSessionObject();
  const state = useSessionState();
  const { data: unread = 0 } = useQuery({ ...unreadCountQueryOptions(), enabled: state.appIsLogin });

  if (!state.appIsLogin) {
    const login = () =>
      place === 'drawer'
        ? (onNavigate?.(),
          void alertDialog({
            title: t.dialog.title,
            body: t.access.phoneLogin,
            // One tap on (issue 48): the login page, which on a phone opens the mini-program (the stand-in in the demo).
            action: { label: phoneLoginT.openMiniProgram, run: () => startLogin(router.state.location.href) },
          }))
        : startLogin(router.state.location.href);
    return (
      <Button appearance="primary" className="account-login" data-testid={`login-${place}`} onClick={login}>
        {t.login}
      </Button>
    );
  }

  const logout = async () => {
    onNavigate?.();
    await session.logout();
    await router.navigate({ to: '/' });
  };
  return (
    <div className={`account account--${place}`} data-testid={`account-${place}`}>
      {/* The drawer's own ids: it is drawn (closed) beside the header's on every page. */}
      <span className="account__greeting" data-testid={place === 'header' ? 'greeting' : 'greeting-drawer'}>
        {t.greeting(state.user.name)}
      </span>
      <Button
        appearance={place === 'header' ? 'transparent' : 'secondary'}
        className="account__button"
        icon={<PersonRegular />}
        data-testid={`personal-centre-${place}`}
        onClick={() => (onNavigate?.(), void router.navigate({ to: '/my' }))}
      >
        {t.personalCentre}
        {unread > 0 && (
          <CounterBadge
            count={unread}
            size="small"
            color="danger"
            className="account__badge"
            data-testid={place === 'header' ? 'unread-badge' : 'unread-badge-drawer'}
            aria-label={t.messages.unreadCount(unread)}
          />
        )}
      </Button>
      <Button
        appearance={place === 'header' ? 'transparent' : 'secondary'}
        className="account__button account__logout"
        icon={<SignOutRegular />}
        title={place === 'header' ? t.logout : undefined}
        data-testid={`logout-${place}`}
        onClick={logout}
      >
        <span className="account__button-text">{t.logout}</span>
      </Button>
    </div>
  );
}
