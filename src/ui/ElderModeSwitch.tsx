import { t } from '../strings.ts';
import { useElderMode } from './useElderMode.ts';
import './elder-switch.css';

/**
 * The 长辈模式 switch: in the header, the phone drawer and 账号设置, all showing the one setting of this device. A
 * native checkbox with the switch role, not Fluent's Switch: it is in the header of every page, whose first load it
 * must not weigh on. The input covers the whole label, so all of it is the target.
 */
export function ElderModeSwitch({ place }: { place: 'header' | 'drawer' | 'settings' }) {
  const [on, setOn] = useElderMode();
  return (
    <label className={`elder-switch elder-switch--${place}`}>
      <input
        type="checkbox"
        role="switch"
        className="elder-switch__input"
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
        data-testid={`elder-switch-${place}`}
      />
      <span className="elder-switch__track" aria-hidden="true" />
      <span className="elder-switch__label">{t.elder.mode}</span>
    </label>
  );
}
