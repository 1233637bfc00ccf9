import { Button } from '@fluentui/react-components';
import { confirmDialog } from '../lib/dialogs.ts';

/**
 * A record's action that cannot be taken back (cancel, withdraw): asks first in a warning dialog, and only then runs. Its
 * accessible name carries the record's name, since a list has one such button per record.
 */
export function ConfirmButton({
  label,
  subject,
  question,
  busy,
  testId,
  onConfirm,
}: {
  label: string;
  /** The record's name, for the accessible name. */
  subject: string;
  question: { title: string; body: string };
  /** True while this record's request runs. */
  busy: boolean;
  testId?: string;
  onConfirm: () => void;
}) {
  const ask = async () => {
    if (await confirmDialog({ ...question, intent: 'warning' })) onConfirm();
  };
  return (
    <Button onClick={() => void ask()} disabled={busy} aria-label={`${label}：${subject}`} data-testid={testId}>
      {label}
    </Button>
  );
}
