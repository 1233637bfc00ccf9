import { Button, Field, ProgressBar, ToggleButton } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { webHref } from '../../lib/urls.ts';
import { donationPledgeForm, PRESET_AMOUNTS } from '../../shared/donation-forms.ts';
import { projectProgress } from '../../shared/donation-progress.ts';
import { DEFAULT_DONOR_DISPLAY, DONOR_DISPLAYS, DONOR_DISPLAY_LABELS } from '../../shared/donor-display.ts';
import { t } from '../../strings.ts';
import { donationPaymentT } from '../../strings/donation-payment.ts';
import { Cover } from '../../ui/Cover.tsx';
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { RadioField, TextAreaField, TextField } from '../../ui/forms/fields.tsx';
import { SubmitButton } from '../../ui/forms/FormActions.tsx';
import { useForm } from '../../ui/forms/useForm.ts';
import { ServicePage } from '../../site/ServicePage.tsx';
import { donationApi, donationProjectsQueryOptions, type DonationProject, type PledgeValues } from './api.ts';
import { paymentWayQueryOptions } from './payment-api.ts';
import { TransferDetails } from './TransferDetails.tsx';
import './donation.css';

const s = t.donation;
const p = donationPaymentT;

/** 校友捐赠: the projects with their progress; 我要捐赠 opens the pledge form, which ends on the payment page. */
export function DonatePage() {
  const { data } = useSuspenseQuery(donationProjectsQueryOptions());
  // Asked for with the page, so the dialog knows how 捐赠 is paid by the time it opens.
  useQuery(paymentWayQueryOptions());
  // The last chosen project stays mounted after its dialog closes, so the dialog closes itself (and un-hides the page).
  const [selected, setSelected] = useState<DonationProject | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <ServicePage fallbackTitle={s.projectsLabel}>
      <p className="donation-intro">{s.intro}</p>
      {data.length === 0 ? (
        <p className="empty-state">{s.empty}</p>
      ) : (
        <ul className="donation-grid" role="list" aria-label={s.projectsLabel}>
          {data.map((project) => (
            <ProjectCard key={project.id} project={project} onDonate={() => (setSelected(project), setOpen(true))} />
          ))}
        </ul>
      )}
      {selected && <DonateDialog key={selected.id} open={open} project={selected} onClose={() => setOpen(false)} />}
    </ServicePage>
  );
}

function ProjectCard({ project, onDonate }: { project: DonationProject; onDonate: () => void }) {
  const titleId = `donation-project-${project.id}`;
  return (
    <li className="donation-card" data-testid="donation-project" aria-labelledby={titleId}>
      <Cover src={project.cover} alt="" width={640} height={360} className="donation-card__cover" />
      <div className="donation-card__body">
        <h2 id={titleId} className="donation-card__title">
          <Link to="/article/donationDetails/$id" params={{ id: String(project.id) }} data-testid="donation-project-link">
            {project.title}
          </Link>
        </h2>
        <p className="donation-card__summary">{project.summary}</p>
        <ProjectProgress project={project} onDonate={onDonate} />
      </div>
    </li>
  );
}

/** A project's progress, figures, period and 我要捐赠: on its card and on its page alike. */
export function ProjectProgress({ project, onDonate }: { project: DonationProject; onDonate: () => void }) {
  const { ratio, percent, belowOne } = projectProgress(project.raisedAmount, project.targetAmount);
  return (
    <>
      <Field className="donation-card__progress" label={belowOne ? s.progressBelowOne : s.progress(percent)}>
        <ProgressBar value={ratio} thickness="large" color={ratio >= 1 ? 'success' : 'brand'} aria-label={s.progressLabel(project.title)} />
      </Field>
      <dl className="donation-card__figures">
        <div>
          <dt>{s.raised}</dt>
          <dd className="donation-card__raised" data-testid="donation-raised">
            {s.yuan(project.raisedAmount)}
          </dd>
        </div>
        <div>
          <dt>{s.target}</dt>
          <dd>{s.yuan(project.targetAmount)}</dd>
        </div>
      </dl>
      <p className="donation-card__meta">
        <span data-testid="donation-donors">{s.donors(project.donorCount)}</span>
        <span>{s.period(project.startDate, project.endDate)}</span>
      </p>
      <Button
        appearance="primary"
        icon={<HeartRegular />}
        disabled={project.status !== 'active'}
        onClick={onDonate}
        aria-label={`${s.donate}：${project.title}`}
        data-testid="donation-open"
      >
        {project.status === 'active' ? s.donate : s.closed}
      </Button>
    </>
  );
}

export function DonateDialog({ open, project, onClose }: { open: boolean; project: DonationProject; onClose: () => void }) {
  // Loaded with the page (its route's loader); without online payment the dialog gives the bank transfer's details.
  const { data: way } = useQuery(paymentWayQueryOptions());
  if (way?.way === 'transfer')
    return (
      <DialogFrame
        open={open}
        onDismiss={onClose}
        className="donation-dialog"
        testId="donation-dialog"
        title={s.dialogTitle(project.title)}
        actions={
          <Button appearance="primary" onClick={onClose}>
            {p.close}
          </Button>
        }
      >
        <TransferDetails transfer={way.transfer} />
      </DialogFrame>
    );
  return <PledgeDialog open={open} project={project} onClose={onClose} />;
}

function PledgeDialog({ open, project, onClose }: { open: boolean; project: DonationProject; onClose: () => void }) {
  const initial = useMemo<PledgeValues>(
    () => ({ projectId: project.id, amount: 500, publicDisplay: DEFAULT_DONOR_DISPLAY, message: '' }),
    [project.id],
  );
  const form = useForm({ id: `donation-pledge:${project.id}`, schema: donationPledgeForm, initial });
  const [leaving, setLeaving] = useState(false);
  const send = () =>
    form.submit((values) => donationApi.pledge({ ...values, projectId: project.id }), {
      onSuccess: ({ payUrl }) => {
        // The pledge's page (WeChat Pay) or the stand-in's; only a web address is followed.
        const target = webHref(payUrl, location.origin);
        if (!target) return;
        setLeaving(true);
        window.location.assign(target);
      },
    });
  const amount = form.values.amount;
  return (
    <DialogFrame
      open={open}
      onDismiss={() => !leaving && onClose()}
      className="donation-dialog"
      testId="donation-dialog"
      title={s.dialogTitle(project.title)}
      contentClassName="donation-dialog__content"
      onSend={send}
      actions={
        <>
          <Button type="button" onClick={onClose} disabled={leaving}>
            {s.cancel}
          </Button>
          <SubmitButton pending={form.submitting || leaving} label={s.submit} pendingLabel={s.submitting} testId="donation-submit" />
        </>
      }
    >
      <div role="group" aria-label={s.presetLabel} className="donation-presets">
        {PRESET_AMOUNTS.map((n) => (
          <ToggleButton
            key={n}
            checked={amount === n}
            appearance={amount === n ? 'primary' : 'outline'}
            onClick={() => form.setField('amount', n)}
            data-testid={`donation-preset-${n}`}
          >
            {s.preset(n)}
          </ToggleButton>
        ))}
      </div>
      <TextField
        form={form}
        schema={donationPledgeForm}
        name="amount"
        type="number"
        inputMode="numeric"
        placeholder={s.amountPlaceholder}
        hint={s.customHint}
      />
      <TextAreaField form={form} schema={donationPledgeForm} name="message" rows={3} placeholder={s.messagePlaceholder} />
      <RadioField
        form={form}
        schema={donationPledgeForm}
        name="publicDisplay"
        options={DONOR_DISPLAYS.map((value) => ({ value, label: DONOR_DISPLAY_LABELS[value] }))}
      />
      <p className="donation-dialog__hint">{s.displayHint}</p>
    </DialogFrame>
  );
}
