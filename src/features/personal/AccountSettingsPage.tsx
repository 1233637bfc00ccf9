import { Button } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useRouter } from '@tanstack/react-router';
import { useSessionObject, useSessionState } from '../../session/context.tsx';
import { t } from '../../strings.ts';
import { PrivacySwitches } from '../alumni-search/PrivacySwitches.tsx';

export function AccountSettingsPage() {
  const router = useRouter();
  const session = useSessionObject();
  const { user, userType } = useSessionState();
  return (
    <div className="settings">
      <dl className="settings__facts">
        <div><dt>{t.settings.name}</dt><dd>{user.name}</dd></div>
        {user.userCode && <div><dt>{t.settings.userCode}</dt><dd>{user.userCode}</dd></div>}
      </dl>
      {/* Only alumni appear in Find alumni; organisation members have nothing to hide there. */}
      {userType === 'alumni' && <PrivacySwitches />}
      <Button
        appearance="primary"
        icon={<SignOutRegular />}
        data-testid="settings-logout"
        onClick={async () => {
          await session.logout();
          await router.navigate({ to: '/' });
        }}
      >
        {t.logout}
      </Button>
    </div>
  );
}
