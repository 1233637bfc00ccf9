import Taro, { useRouter } from '@tarojs/taro';
import { Checkbox, CheckboxGroup, type InputProps, Label, Picker, Text, View } from '@tarojs/components';
import { ID_CONSENT_LABEL, ID_NUMBER_PURPOSES } from '@shared/consent.ts';
import { useState } from 'react';
import { api, type MyApplication } from '../../api/calls';
import { ApiError } from '../../api/http';
import { session, type MpSession } from '../../api/session';
import { FieldError, FormRow, TextField } from '../../components/form-row';
import { Action, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { describeFailure, useLoad } from '../../lib/use-load';
import { checkRegister, emptyValues, registerBody, type RegisterField, type RegisterValues } from '../../lib/register-form';
import { requestSubscribe } from '../../platform/index';
import { t } from '../../strings';
import { YearChoice } from './year-choice';
import './index.css';

// 校友卡申请: name, 学号, 院系 (the dictionaries' faculties), 毕业年份, the ID number's last 6 characters with its separate
// consent, → POST /api/mp/register; in resubmission mode (from 我的申请, ?mode=resubmit) prefilled from GET
// /api/mp/application and sent with PUT. The server's 400 is shown beside the field it names, and what was typed stays.

interface Setup {
  session: MpSession;
  faculties: string[];
  application: MyApplication | null;
}

async function setup(resubmit: boolean): Promise<Setup> {
  const [mine, dicts] = await Promise.all([session({ fresh: true }), api.dicts().catch(() => [])]);
  const faculties = (dicts.find((d) => d.dictType === 'footer_faculty_links')?.dataList ?? []).map((d) => d.dictLabel);
  const application = resubmit || mine.bound ? await api.application() : null;
  return { session: mine, faculties, application };
}

type Done = { cardStatus: 'pending' | 'verified' };

export default function Apply() {
  const { params } = useRouter();
  const ticket = params.ticket ?? '';
  const resubmit = params.mode === 'resubmit';
  const [state, reload] = useLoad(() => setup(resubmit), String(resubmit));
  const [done, setDone] = useState<Done | null>(null);

  if (state.status !== 'ready')
    return (
      <Page testId="apply">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  if (done) return <Submitted done={done} ticket={ticket} />;
  const { application } = state.data;
  // Bound already: only a rejected application may be sent again (PUT), and only from 我的申请's mode.
  if (state.data.session.bound && !(resubmit && application?.status === 'rejected')) {
    return (
      <Page testId="apply">
        <Msg tone="info" title={t.apply.alreadyBound} testId="apply-bound">
          <Action onTap={() => void Taro.redirectTo({ url: '/pages/application/index' })}>{t.apply.myApplication}</Action>
        </Msg>
      </Page>
    );
  }
  return <ApplyForm setup={state.data} resubmit={resubmit} onDone={setDone} />;
}

function Submitted({ done, ticket }: { done: Done; ticket: string }) {
  const verified = done.cardStatus === 'verified';
  return (
    <Page testId="apply">
      <Msg
        tone={verified ? 'success' : 'waiting'}
        title={verified ? t.apply.verified : t.apply.pending}
        detail={verified ? t.apply.verifiedDetail : t.apply.pendingDetail}
        testId="apply-result"
      >
        {ticket && (
          <Action onTap={() => void Taro.redirectTo({ url: `/pages/login/confirm?scene=${encodeURIComponent(ticket)}` })}>
            {t.apply.backToLogin}
          </Action>
        )}
        <Action kind="default" onTap={() => void Taro.redirectTo({ url: '/pages/application/index' })}>
          {t.apply.myApplication}
        </Action>
      </Msg>
    </Page>
  );
}

function ApplyForm({ setup, resubmit, onDone }: { setup: Setup; resubmit: boolean; onDone: (done: Done) => void }) {
  const prefill = resubmit ? setup.application?.values : null;
  const [values, setValues] = useState<RegisterValues>(prefill ? { ...emptyValues, ...prefill } : emptyValues);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  // The dictionary's faculties, and the one already given if the dictionary no longer has it.
  const faculties = values.faculty && !setup.faculties.includes(values.faculty) ? [values.faculty, ...setup.faculties] : setup.faculties;

  const set = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setFormError('');
  };

  const submit = async () => {
    const problems = checkRegister(values);
    setFormError('');
    if (Object.keys(problems).length) {
      setErrors(problems);
      setFormError(t.apply.fixFields);
      return;
    }
    // Asked in the tap itself, as WeChat requires: the one-time 审核结果通知.
    const accepted = await requestSubscribe([setup.session.subscribeTemplates.review]);
    setBusy(true);
    try {
      const body = registerBody(values);
      const answer = resubmit ? await api.resubmit(body) : await api.register(body);
      if (accepted.length) await api.subscriptions(['review']).catch(() => undefined);
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        setErrors({ [error.field]: error.message });
        setFormError(t.apply.fixFields);
      } else if (error instanceof ApiError) setFormError(error.message);
      else setFormError(describeFailure(error).status === 'no-wechat' ? t.openInWechat : t.networkError);
    } finally {
      setBusy(false);
    }
  };

  const row = (name: RegisterField, label: string, control: React.ReactNode) => (
    <FormRow form="apply" name={name} label={label} error={errors[name]}>
      {control}
    </FormRow>
  );
  type TextName = 'name' | 'studentNo' | 'faculty' | 'idNumberTail';
  const text = (name: TextName, label: string, placeholder: string, maxlength: number, type?: InputProps['type']) => (
    <TextField
      form="apply"
      name={name}
      label={label}
      value={values[name]}
      placeholder={placeholder}
      maxlength={maxlength}
      type={type}
      onInput={(value) => set(name, value)}
    />
  );

  return (
    <Page testId="apply">
      <View className="form__intro">{resubmit ? t.apply.resubmitTitle : t.apply.intro}</View>
      {resubmit && setup.application?.reason && (
        <View className="form__intro">{`${t.application.reason}：${setup.application.reason}`}</View>
      )}
      <CellGroup>
        {row('name', t.apply.name, text('name', t.apply.name, t.apply.namePlaceholder, 32))}
        {row('studentNo', t.apply.studentNo, text('studentNo', t.apply.studentNo, t.apply.studentNoPlaceholder, 20))}
        {row(
          'faculty',
          t.apply.faculty,
          faculties.length ? (
            <Picker
              id="apply-faculty"
              mode="selector"
              range={faculties}
              value={Math.max(0, faculties.indexOf(values.faculty))}
              onChange={(e) => set('faculty', faculties[Number(e.detail.value)] ?? '')}
            >
              <View
                className="field__picker"
                role="button"
                aria-label={`${t.apply.faculty}：${values.faculty || t.apply.facultyPlaceholder}`}
              >
                <Text className={values.faculty ? '' : 'field__placeholder'}>{values.faculty || t.apply.facultyPlaceholder}</Text>
                <View className="cell__arrow" aria-hidden="true" />
              </View>
            </Picker>
          ) : (
            text('faculty', t.apply.faculty, t.apply.faculty, 64)
          ),
        )}
        {row(
          'graduationYear',
          t.apply.graduationYear,
          <YearChoice value={values.graduationYear} onChange={(year) => set('graduationYear', year)} />,
        )}
        {row(
          'idNumberTail',
          t.apply.idNumberTail,
          text('idNumberTail', t.apply.idNumberTail, t.apply.idNumberTailPlaceholder, 6, 'idcard'),
        )}
      </CellGroup>
      {resubmit && <View className="form__intro">{t.apply.idTailAgain}</View>}
      <CellGroup title={t.apply.consentHeading}>
        <View className="consent" data-testid="field-idConsent">
          <View className="consent__purpose">{ID_NUMBER_PURPOSES['mp-register']}</View>
          <CheckboxGroup onChange={(e) => set('idConsent', (e.detail.value as string[]).includes('agree'))}>
            <Label className="consent__tick" for="apply-idConsent">
              <Checkbox
                id="apply-idConsent"
                value="agree"
                checked={values.idConsent}
                color="#07c160"
                nativeProps={{ 'aria-label': ID_CONSENT_LABEL }}
              />
              <Text>{ID_CONSENT_LABEL}</Text>
            </Label>
          </CheckboxGroup>
          <FieldError name="idConsent" error={errors.idConsent} />
        </View>
      </CellGroup>
      {formError && (
        <View className="form__error" role="alert" data-testid="form-error">
          {formError}
        </View>
      )}
      <View className="form__actions">
        <Action onTap={() => void submit()} loading={busy} disabled={busy} testId="apply-submit">
          {busy ? t.apply.submitting : resubmit ? t.apply.resubmit : t.apply.submit}
        </Action>
      </View>
    </Page>
  );
}
