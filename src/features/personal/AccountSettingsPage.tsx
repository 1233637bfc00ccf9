import { Button } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useRouter } from '@tanstack/react-router';
import { useSessionObject, useSessionState } from '../../session/context.tsx';
import { t } from '../../strings.ts';

export function AccountSettingsPage() {
  const router = useRouter();
  const session = useSessionObject();
  const { user } = useSessionState();
  return (
    <div className="settings">
      <dl className="settings__facts">
        <div><dt>{t.settings.name}</dt><dd>{user.name}</dd></div>
        {user.userCode && <div><dt>{t.settings.userCode}</dt><dd>{user.userCode}</dd></div>}
      </dl>
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
