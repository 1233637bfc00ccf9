import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { adminT } from '../../../strings/admin.ts';
import { DialogFrame } from '../../../ui/dialogs/DialogFrame.tsx';
import { SubmitButton } from '../../../ui/forms/FormActions.tsx';
import './common.css';

/**
 * The console's one dialog frame: a modal with a title, the fields (a form, sent with Enter or the primary button), and
 * the action row (send, then 取消). The caller keeps the dialog mounted (see useDialog) and owns what is sent.
 */
export function FormDialog({
  open,
  title,
  testId,
  wide,
  contentClassName = 'console-dialog__fields',
  onSend,
  onClose,
  pending,
  submitLabel,
  pendingLabel,
  submitTestId,
  extraActions,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  /** room for a preview beside the fields */
  wide?: boolean;
  /** the content's layout: the fields stacked, unless the dialog lays them out itself */
  contentClassName?: string;
  onSend: () => unknown;
  onClose: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitTestId?: string;
  /** buttons between the send button and 取消 */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      className={wide ? 'console-dialog console-dialog--wide' : 'console-dialog'}
      testId={testId}
      title={title}
      contentClassName={contentClassName}
      onSend={onSend}
      formLabel={title}
      actions={
        <>
          <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} testId={submitTestId} />
          {extraActions}
          <Button onClick={onClose} data-testid={`${testId}-cancel`}>
            {adminT.cancel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
