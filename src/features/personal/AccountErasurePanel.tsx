import { Button, Field, Input } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { alertDialog } from '../../lib/dialogs.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSessionObject } from '../../session/context.tsx';
import { DEFAULT_COOLING_DAYS, ERASURE_CONFIRMATION } from '../../shared/erasure.ts';
import { erasureT } from '../../strings/erasure.ts';
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { SettingsPanel } from '../../ui/forms/SettingsPanel.tsx';
import { erasureApi } from './erasure-api.ts';
import './account-erasure.css';

const p = erasureT.panel;
const d = erasureT.dialog;

/**
 * 注销账号 in 账号设置: what happens, then a dialog where the person types the confirmation word. On success the
 * server has already ended every session; this device forgets its own and says when the erasure happens.
 */
export function AccountErasurePanel() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsPanel title={p.title} hint={p.hint} testId="account-erasure">
      <ul className="settings-erasure__points">
        {p.points(DEFAULT_COOLING_DAYS).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Button icon={<DeleteRegular />} className="settings-erasure__open" data-testid="erasure-open" onClick={() => setOpen(true)}>
        {p.open}
      </Button>
      {open && <ErasureDialog onClose={() => setOpen(false)} />}
    </SettingsPanel>
  );
}

function ErasureDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const session = useSessionObject();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const matches = typed.trim() === ERASURE_CONFIRMATION;

  const submit = async () => {
    if (!matches || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { dueAt } = await erasureApi.request(ERASURE_CONFIRMATION);
      // The server revoked this token with all the others: forget it here without another call.
      session.clearLocal();
      await router.navigate({ to: '/', replace: true });
      void alertDialog({ title: erasureT.done.title, body: erasureT.done.body(formatDateTime(dueAt)), intent: 'info' });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      onDismiss={() => !busy && onClose()}
      className="app-dialog"
      testId="erasure-dialog"
      title={d.title}
      contentClassName="settings-erasure__dialog"
      onSend={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {d.cancel}
          </Button>
          <Button type="submit" appearance="primary" disabled={!matches || busy} data-testid="erasure-submit">
            {busy ? d.submitting : d.submit}
          </Button>
        </>
      }
    >
      <p>{d.body(DEFAULT_COOLING_DAYS)}</p>
      <Field label={d.typeLabel(ERASURE_CONFIRMATION)} hint={d.typeHint} required>
        <Input value={typed} onChange={(_, v) => setTyped(v.value)} autoComplete="off" data-testid="erasure-confirm-input" />
      </Field>
      {failed && (
        <p role="alert" className="settings-erasure__failed">
          {d.failed}
        </p>
      )}
    </DialogFrame>
  );
}
