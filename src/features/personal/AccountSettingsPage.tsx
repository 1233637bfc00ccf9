import { Button } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSessionObject, useSessionState } from '../../session/context.tsx';
import { t } from '../../strings.ts';
import { SettingsPanel } from '../../ui/forms/SettingsPanel.tsx';
import { SettingSwitches } from '../../ui/forms/SettingSwitches.tsx';
import { AccountErasurePanel } from './AccountErasurePanel.tsx';
import { personalApi } from './api.ts';
import { DataExportPanel } from './DataExportPanel.tsx';
import { ElderModeSettings } from './ElderModeSettings.tsx';
import { notifySettingsQueryOptions, wxBindingQueryOptions } from './queries.ts';

const s = t.settings;

/** `privacy` is Find alumni's privacy switches (that feature's, composed by the route). */
export function AccountSettingsPage({ privacy }: { privacy: ReactNode }) {
  const router = useRouter();
  const session = useSessionObject();
  const { user, userType } = useSessionState();
  return (
    <div className="settings">
      <SettingsPanel title={s.profile} testId="settings-profile">
        <dl className="settings__facts">
          <div>
            <dt>{s.name}</dt>
            <dd>{user.name}</dd>
          </div>
          {userType === 'alumni' && user.userCode && (
            <div>
              <dt>{s.userCode}</dt>
              <dd>{user.userCode}</dd>
            </div>
          )}
        </dl>
      </SettingsPanel>
      <ElderModeSettings />
      {/* Only alumni appear in Find alumni; organisation members have nothing to hide there. */}
      {userType === 'alumni' && privacy}
      <SettingSwitches
        title={s.notify.title}
        hint={s.notify.hint}
        loading={s.notify.loading}
        saved={s.notify.saved}
        testId="notify-settings"
        testIdPrefix="notify"
        switches={[
          { key: 'review', label: s.notify.review },
          { key: 'activity', label: s.notify.activity },
        ]}
        query={notifySettingsQueryOptions()}
        save={personalApi.saveNotifySettings}
      />
      <WxBinding />
      <DataExportPanel />
      <SettingsPanel title={t.logout} hint={s.logoutHint}>
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
      </SettingsPanel>
      <AccountErasurePanel />
    </div>
  );
}

function WxBinding() {
  const { data, isError } = useQuery(wxBindingQueryOptions());
  return (
    <SettingsPanel title={s.binding.title} hint={s.binding.hint} testId="wx-binding">
      {isError ? (
        <p className="settings-panel__hint" role="alert">
          {s.binding.failed}
        </p>
      ) : !data ? (
        <p className="settings-panel__hint" role="status">
          {s.binding.loading}
        </p>
      ) : data.length === 0 ? (
        <p className="settings-panel__hint">{s.binding.none}</p>
      ) : (
        data.map((b) => (
          <dl key={b.openid} className="settings__facts">
            <div>
              <dt>{s.binding.nickname}</dt>
              <dd>{b.nickname}</dd>
            </div>
            <div>
              <dt>{s.binding.openid}</dt>
              <dd data-testid="wx-openid">{b.openid}</dd>
            </div>
          </dl>
        ))
      )}
    </SettingsPanel>
  );
}
