import { Button, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import { notify } from '../../../lib/notify.ts';
import { adminStaffT } from '../../../strings/admin.ts';
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx';

/**
 * A new or reset account's one-time password, shown this once. Closed only by its button (an alert dialog): a click
 * beside it must not lose the password before it has been noted.
 */
export function OneTimePasswordDialog({ account, password, onClose }: { account: string; password: string; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const copy = async () => {
    const done = await copyText(password, input.current);
    if (done) setCopied(true);
    else notify({ intent: 'warning', text: adminStaffT.copyFailed });
  };
  return (
    <DialogFrame
      alert
      className="staff-dialog"
      testId="one-time-password-dialog"
      title={adminStaffT.passwordTitle}
      contentClassName="staff-password"
      actions={
        <Button appearance="primary" onClick={onClose} data-testid="one-time-password-done">
          {adminStaffT.done}
        </Button>
      }
    >
      <label htmlFor={inputId}>{adminStaffT.passwordFor(account)}</label>
      <div className="staff-password__row">
        <Input
          id={inputId}
          ref={input}
          readOnly
          value={password}
          className="staff-password__value"
          onFocus={(e) => e.currentTarget.select()}
          data-testid="one-time-password"
        />
        <Button icon={<CopyRegular />} onClick={() => void copy()} data-testid="one-time-password-copy">
          {copied ? adminStaffT.copied : adminStaffT.copy}
        </Button>
      </div>
      <MessageBar intent="warning">
        <MessageBarBody>{adminStaffT.passwordOnce}</MessageBarBody>
      </MessageBar>
    </DialogFrame>
  );
}
