import { Button, type ButtonProps } from '@fluentui/react-components';
import type { FormHTMLAttributes, ReactNode } from 'react';

/** A form the portal checks itself (no browser bubbles) and sends through `onSend`, never by navigation. */
export function SubmitForm({
  onSend,
  children,
  ...rest
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  onSend: () => unknown;
  children: ReactNode;
}) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSend();
      }}
    >
      {children}
    </form>
  );
}

/** The primary send button: disabled and saying `pendingLabel` while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  icon,
  testId,
}: {
  /** being sent, or past it (the page is leaving for the payment service) */
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon?: ButtonProps['icon'];
  testId?: string;
}) {
  return (
    <Button type="submit" appearance="primary" icon={icon} disabled={pending} data-testid={testId}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** The row under a page's form: its send button, and anything beside it. */
export function FormActions(props: Parameters<typeof SubmitButton>[0] & { children?: ReactNode }) {
  const { children, ...button } = props;
  return (
    <div className="form-actions">
      <SubmitButton {...button} />
      {children}
    </div>
  );
}
