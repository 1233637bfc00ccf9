import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminT } from '../../../strings/admin.ts';
import { OtpSettings } from './OtpSettings.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { staffMeQueryOptions } from './queries.ts';
import './auth.css';

/** One's own account: the password, the second factor, and what the account must do first. */
export function AccountPage() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  return (
    <div className="admin-page" data-testid="admin-account">
      <h1 className="admin-page__title">{adminT.account.title}</h1>
      {me.mustChangePassword && (
        <MessageBar intent="warning" data-testid="admin-must-change-password">
          <MessageBarBody>{adminT.account.mustChangePassword}</MessageBarBody>
        </MessageBar>
      )}
      {!me.mustChangePassword && me.otpRequired && (
        <MessageBar intent="warning" data-testid="admin-otp-required">
          <MessageBarBody>{adminT.account.otpRequired}</MessageBarBody>
        </MessageBar>
      )}
      <PasswordForm />
      <OtpSettings enabled={me.otpEnabled} />
    </div>
  );
}
