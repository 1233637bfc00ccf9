import { Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import type { AdminMenuItem } from '../../../shared/api/admin-site.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { parentChoices } from './menu-tree.ts';

const t = adminSiteT.menu;

/** Chooses another parent for `item`: any column but itself and those below it. The server refuses a cycle anyway. */
export function MoveDialog({
  open,
  tree,
  item,
  onMove,
  onClose,
}: {
  tree: readonly AdminMenuItem[];
  item: AdminMenuItem;
  onMove: (pid: number) => Promise<unknown>;
  onClose: () => void;
  open: boolean;
}) {
  const choices = parentChoices(tree, item.id);
  const [pid, setPid] = useState(choices[0]?.id ?? 0);
  const [message, setMessage] = useState('');
  const sender = useSubmit();
  const send = () =>
    sender.run(() => onMove(pid), {
      success: t.moved,
      onSuccess: onClose,
      onError: (error) => setMessage(error instanceof Error ? error.message : ''),
    });
  const title = t.moveTitle(item.name);
  return (
    <FormDialog
      open={open}
      title={title}
      testId="menu-move-dialog"
      onSend={send}
      onClose={onClose}
      pending={sender.pending}
      submitLabel={t.moveSubmit}
      pendingLabel={adminSiteT.saving}
    >
      <Field label={t.moveParent} hint={t.moveHint} validationState={message ? 'error' : 'none'} validationMessage={message || undefined}>
        <Select name="pid" value={String(pid)} onChange={(_, d) => (setPid(Number(d.value)), setMessage(''))}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u3000'.repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
