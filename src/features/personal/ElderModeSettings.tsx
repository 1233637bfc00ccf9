import { t } from '../../strings.ts';
import { ElderModeSwitch } from '../../ui/ElderModeSwitch.tsx';
import { SettingsPanel } from '../../ui/forms/SettingsPanel.tsx';

/** 账号设置's 长辈模式 panel: the same device setting as the header's and the drawer's switch. */
export function ElderModeSettings() {
  return (
    <SettingsPanel title={t.elder.mode} hint={t.elder.modeHint} testId="elder-settings">
      <ElderModeSwitch place="settings" />
    </SettingsPanel>
  );
}
