import { Switch } from '@fluentui/react-switch';
import { t } from '../strings.ts';
import { useElderMode } from './useElderMode.ts';

/** The 长辈模式 switch: in the header, the phone drawer and 账号设置, all showing the one setting of this device. */
export function ElderModeSwitch({ place }: { place: 'header' | 'drawer' | 'settings' }) {
  const [on, setOn] = useElderMode();
  return (
    <Switch
      className={`elder-switch elder-switch--${place}`}
      data-testid={`elder-switch-${place}`}
      label={t.elder.mode}
      checked={on}
      onChange={(_, data) => setOn(data.checked)}
    />
  );
}
