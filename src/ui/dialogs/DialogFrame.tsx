import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SubmitForm } from '../forms/FormActions.tsx';

/**
 * The portal's one dialog frame: a title, the content, and the action row, on a modal surface. With `onSend` the body is
 * a form (sent with Enter or a submit button among the actions); without `onDismiss` only an action closes it (Escape
 * and a click beside it do nothing: an alert dialog). The caller keeps it mounted for its exit and owns what is sent.
 */
export function DialogFrame({
  open = true,
  alert,
  onDismiss,
  className,
  testId,
  title,
  contentClassName,
  onSend,
  formLabel,
  actions,
  children,
}: {
  open?: boolean;
  /** closed only by an action */
  alert?: boolean;
  /** Escape or a click beside the dialog */
  onDismiss?: () => void;
  className: string;
  testId: string;
  title: ReactNode;
  contentClassName?: string;
  onSend?: () => unknown;
  /** the form's accessible name, where it has one */
  formLabel?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={contentClassName}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog open={open} modalType={alert ? 'alert' : 'modal'} onOpenChange={onDismiss && ((_, d) => !d.open && onDismiss())}>
      <DialogSurface className={className} data-testid={testId}>
        {onSend ? (
          <SubmitForm onSend={onSend} aria-label={formLabel}>
            {body}
          </SubmitForm>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
