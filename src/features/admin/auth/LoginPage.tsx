import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { saveStaffToken } from '../../../session/staff-token.ts';
import { staffLoginSchema } from '../../../shared/admin/staff-forms.ts';
import { adminT } from '../../../strings/admin.ts';
import { SubmitButton, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { staffAuthApi, type DemoStaff } from './api.ts';
import { demoStaffQueryOptions, staffMeQueryOptions } from './queries.ts';
import './auth.css';

const initial = { account: '', password: '', otp: '' };

/** The console's sign-in: account and password, the second factor's code when the server asks for it. */
export function LoginPage({ collegeName, returnTo }: { collegeName: string; returnTo: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm({ id: 'admin-login', schema: staffLoginSchema, initial, keepDraft: false });
  // Shown once the server has asked for it, and from then on for this account.
  const [askOtp, setAskOtp] = useState(false);
  const [refusal, setRefusal] = useState('');
  const demo = useQuery(demoStaffQueryOptions());

  const send = () => {
    setRefusal('');
    return form.submit(
      ({ account, password, otp }) => staffAuthApi.login({ account: account.trim(), password, ...(askOtp && otp ? { otp } : {}) }),
      {
        onSuccess: async (answer) => {
          saveStaffToken(answer.token);
          queryClient.setQueryData(staffMeQueryOptions().queryKey, answer.me);
          await router.navigate({ href: returnTo, replace: true });
        },
        onError: (error) => {
          const { status, field, message } = error as { status?: number; field?: string; message?: string };
          if (field === 'otp') return setAskOtp(true);
          if (status === 400 && message) setRefusal(message);
        },
      },
    );
  };

  const fill = (member: DemoStaff) => {
    setRefusal('');
    form.setField('account', member.account);
    form.setField('password', member.password);
  };

  return (
    <main className="admin-login" data-testid="admin-login">
      <div className="admin-login__panel">
        <p className="admin-login__college">
          {collegeName} · {adminT.consoleTitle}
        </p>
        <h1 className="admin-login__title">{adminT.login.title}</h1>
        <p className="admin-login__intro">{adminT.login.intro}</p>
        {refusal && (
          <MessageBar intent="error" className="admin-login__refusal" data-testid="admin-login-refusal">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
        <SubmitForm onSend={send} className="admin-login__form" aria-label={adminT.login.title}>
          <TextField form={form} schema={staffLoginSchema} name="account" autoComplete="username" />
          <TextField form={form} schema={staffLoginSchema} name="password" type="password" autoComplete="current-password" />
          {askOtp && (
            <TextField
              form={form}
              schema={staffLoginSchema}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={adminT.login.otpHint}
            />
          )}
          <SubmitButton
            pending={form.submitting}
            label={adminT.login.submit}
            pendingLabel={adminT.login.submitting}
            testId="admin-login-submit"
          />
        </SubmitForm>
        <a className="admin-login__back" href="/">
          {adminT.login.backToPortal}
        </a>
      </div>
      {!!demo.data?.length && (
        <section className="admin-login__demo" aria-labelledby="admin-demo-title" data-testid="admin-demo-staff">
          <h2 id="admin-demo-title">{adminT.login.demoTitle}</h2>
          <p>{adminT.login.demoIntro}</p>
          <ul>
            {demo.data.map((member) => (
              <li key={member.account}>
                <Button appearance="subtle" onClick={() => fill(member)} data-testid={`demo-staff-${member.account}`}>
                  <span className="admin-login__demo-name">{member.name}</span>
                  <span className="admin-login__demo-roles">{adminT.rolesOf(member.roles.map((r) => adminT.roles[r] ?? r))}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
