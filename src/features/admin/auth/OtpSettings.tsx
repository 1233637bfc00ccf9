import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { otpEnableSchema } from '../../../shared/admin/staff-forms.ts';
import type { OtpSetup } from '../../../shared/api/admin-auth.ts';
import { adminT } from '../../../strings/admin.ts';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { staffAuthApi } from './api.ts';
import { qrPath } from '../../../lib/qr-path.ts';
import { staffMeQueryOptions } from './queries.ts';

/** The second factor: on, or set up here (a new secret as a QR code and as text, confirmed by its first code). */
export function OtpSettings({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<OtpSetup>();
  const starter = useSubmit();
  const start = () => starter.run(staffAuthApi.otpSetup, { onSuccess: setSetup });
  return (
    <section className="admin-card" aria-labelledby="admin-otp-title" data-testid="admin-otp">
      <h2 id="admin-otp-title">{adminT.account.otpTitle}</h2>
      {enabled ? (
        <p>{adminT.account.otpOn}</p>
      ) : setup ? (
        <OtpConfirm setup={setup} onDone={() => setSetup(undefined)} />
      ) : (
        <>
          <p>{adminT.account.otpOff}</p>
          <Button appearance="primary" disabled={starter.pending} onClick={() => void start()}>
            {starter.pending ? adminT.account.otpStarting : adminT.account.otpStart}
          </Button>
        </>
      )}
    </section>
  );
}

function OtpConfirm({ setup, onDone }: { setup: OtpSetup; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ id: 'admin-otp', schema: otpEnableSchema, initial: { otp: '' }, keepDraft: false });
  const qr = useMemo(() => qrPath(setup.uri), [setup.uri]);
  const send = () =>
    form.submit(staffAuthApi.otpEnable, {
      success: adminT.account.otpEnabled,
      onSuccess: (me) => {
        queryClient.setQueryData(staffMeQueryOptions().queryKey, me);
        onDone();
      },
    });
  return (
    <div className="admin-otp">
      <p>{adminT.account.otpScan}</p>
      <svg
        className="admin-otp__qr"
        role="img"
        aria-label={adminT.account.otpQrLabel}
        viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
        shapeRendering="crispEdges"
        data-testid="admin-otp-qr"
      >
        <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="admin-otp__secret">
        {adminT.account.otpSecret}：<code data-testid="admin-otp-secret">{setup.secret}</code>
      </p>
      <SubmitForm onSend={send} className="admin-form" aria-labelledby="admin-otp-title">
        <TextField form={form} schema={otpEnableSchema} name="otp" inputMode="numeric" autoComplete="one-time-code" />
        <FormActions pending={form.submitting} label={adminT.account.otpConfirm} pendingLabel={adminT.account.otpConfirming} />
      </SubmitForm>
    </div>
  );
}
