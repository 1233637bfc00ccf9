import { Badge } from '@fluentui/react-components';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT } from '../../../strings/admin.ts';

/** What stands out about an account: disabled, locked, a password still to change, a second factor. */
export function StaffStates({ account }: { account: StaffAccount }) {
  const states = [
    account.disabled && { key: 'disabled', color: 'informative', text: adminStaffT.states.disabled },
    account.locked && { key: 'locked', color: 'danger', text: adminStaffT.states.locked },
    account.mustChangePassword && { key: 'mustChangePassword', color: 'warning', text: adminStaffT.states.mustChangePassword },
    account.otpEnabled && { key: 'otpEnabled', color: 'brand', text: adminStaffT.states.otpEnabled },
  ].filter((s) => !!s);
  if (!states.length) return <span className="staff-states__normal">{adminStaffT.states.normal}</span>;
  return (
    <span className="staff-states">
      {states.map((s) => (
        <Badge
          key={s.key}
          appearance="tint"
          color={s.color as 'informative' | 'danger' | 'warning' | 'brand'}
          data-testid={`staff-state-${s.key}`}
        >
          {s.text}
        </Badge>
      ))}
    </span>
  );
}
