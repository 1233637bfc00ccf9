import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { versionKey } from '../../../lib/version-key.ts';
import {
  changedFields,
  decideMoneyAction,
  rejectFormSchema,
  TRANSFER_FIELDS,
  transferFormSchema,
  type RejectValues,
  type TransferValues,
} from '../../../shared/admin/money-settings.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import type { MoneyChange } from '../../../shared/api/admin-money.ts';
import { moneyT as t } from '../../../strings/admin-money.ts';
import { Badge, type BadgeLook } from '../../../ui/Badge.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { FormActions, SubmitForm } from '../../../ui/forms/FormActions.tsx';
import { TextAreaField, TextField } from '../../../ui/forms/fields.tsx';
import { useForm } from '../../../ui/forms/useForm.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { useDialog } from '../common/useDialog.ts';
import { adminSiteApi } from './api.ts';
import { moneySettingsQueryOptions, refreshSite } from './queries.ts';

const shown = (value: string) => value || t.empty;
const looks: Record<string, BadgeLook> = {
  pending: 'filled-warning',
  confirmed: 'filled-success',
  rejected: 'filled-informative',
  withdrawn: 'tint-brand',
};

/** The four fields as a description list. */
const Facts = ({ values, testId }: { values: TransferValues; testId: string }) => (
  <div data-testid={testId}>
    <FactList className="money-facts" facts={TRANSFER_FIELDS.map((f) => [t.fields[f], shown(values[f])])} />
  </div>
);

/** What a pending change alters: each field now and after, the changed ones marked. */
function Comparison({ change }: { change: MoneyChange }) {
  const changed = new Set(changedFields(change.previous, change.proposed));
  return (
    <ScrollTable label={t.compareLabel}>
      <Table size="small" className="money-compare" data-testid="money-compare">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t.columns.field}</TableHeaderCell>
            <TableHeaderCell>{t.columns.before}</TableHeaderCell>
            <TableHeaderCell>{t.columns.after}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {TRANSFER_FIELDS.map((f) => (
            <TableRow key={f} className={changed.has(f) ? 'money-compare__changed' : undefined}>
              <TableCell>{t.fields[f]}</TableCell>
              <TableCell>{shown(change.previous[f])}</TableCell>
              <TableCell>
                <strong>{shown(change.proposed[f])}</strong>
                {changed.has(f) && <span className="money-compare__mark">{t.changed}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** The change waiting: who asked and when, what it alters, and what this 管理员 may do with it. */
function PendingChange({ change, me }: { change: MoneyChange; me: { id: number; roles: readonly StaffRole[] } }) {
  const queryClient = useQueryClient();
  const acting = useSubmit();
  const rejecting = useDialog<MoneyChange>();
  const refresh = () => refreshSite(queryClient, 'money');
  const may = (action: 'confirm' | 'reject' | 'withdraw') => decideMoneyAction(me, action, change).kind === 'allow';

  const confirm = async () => {
    if (!(await confirmDialog({ ...t.confirmQuestion, intent: 'warning' }))) return;
    await acting.run(() => adminSiteApi.confirmMoneyChange(change.id), { success: t.confirmed, onSuccess: refresh });
  };
  const withdraw = async () => {
    if (!(await confirmDialog({ ...t.withdrawQuestion, intent: 'warning' }))) return;
    await acting.run(() => adminSiteApi.withdrawMoneyChange(change.id), { success: t.withdrawn, onSuccess: refresh });
  };

  return (
    <section className="admin-card money-pending" aria-labelledby="money-pending-title" data-testid="money-pending">
      <h2 id="money-pending-title">
        {t.pending} <Badge look="filled-warning">{t.states.pending}</Badge>
      </h2>
      <p className="site-intro" data-testid="money-pending-by">
        {t.pendingBy(change.proposedByName, formatDateTime(change.proposedAt))}
      </p>
      <Comparison change={change} />
      {may('withdraw') && <p className="site-muted">{t.ownPending}</p>}
      <div className="money-actions">
        {may('confirm') && (
          <Button appearance="primary" disabled={acting.pending} onClick={() => void confirm()} data-testid="money-confirm">
            {t.confirm}
          </Button>
        )}
        {may('reject') && (
          <Button disabled={acting.pending} onClick={() => rejecting.show(change)} data-testid="money-reject">
            {t.reject}
          </Button>
        )}
        {may('withdraw') && (
          <Button disabled={acting.pending} onClick={() => void withdraw()} data-testid="money-withdraw">
            {t.withdraw}
          </Button>
        )}
      </div>
      <RejectDialog change={change} open={rejecting.open} onClose={rejecting.close} onDone={refresh} />
    </section>
  );
}

function RejectDialog({
  change,
  open,
  onClose,
  onDone,
}: {
  change: MoneyChange;
  open: boolean;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const form = useForm<{ note: string }>({
    id: `admin-money-reject-${change.id}`,
    schema: rejectFormSchema,
    initial: { note: '' },
    keepDraft: false,
  });
  const send = () =>
    form.submit((v) => adminSiteApi.rejectMoneyChange(change.id, (v.note.trim() ? { note: v.note.trim() } : {}) satisfies RejectValues), {
      success: t.rejected,
      onSuccess: async () => {
        onClose();
        await onDone();
      },
    });
  return (
    <FormDialog
      open={open}
      title={t.rejectTitle}
      testId="money-reject-dialog"
      onSend={send}
      onClose={onClose}
      pending={form.submitting}
      submitLabel={t.rejectSubmit}
      pendingLabel={t.rejecting}
      submitTestId="money-reject-submit"
    >
      <p className="site-intro">{t.rejectIntro}</p>
      <TextAreaField form={form} schema={rejectFormSchema} name="note" rows={3} />
    </FormDialog>
  );
}

/** A new change, starting from what donors see now; sent whole, it waits for another 管理员. */
function ProposeForm({ current }: { current: TransferValues }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => ({ ...current }), [current]);
  const form = useForm<TransferValues>({ id: `admin-money-propose-${versionKey(initial)}`, schema: transferFormSchema, initial });
  const send = () =>
    form.submit((v) => adminSiteApi.proposeMoneyChange(v), {
      success: t.proposed,
      onSuccess: () => refreshSite(queryClient, 'money'),
    });
  return (
    <section className="admin-card" aria-labelledby="money-propose-title" data-testid="money-propose">
      <h2 id="money-propose-title">{t.propose}</h2>
      <p className="site-muted">{t.proposeHint}</p>
      <SubmitForm onSend={send} className="site-form" aria-labelledby="money-propose-title">
        {TRANSFER_FIELDS.map((f) => (
          <TextField key={f} form={form} schema={transferFormSchema} name={f} autoComplete="off" />
        ))}
        <FormActions pending={form.submitting} label={t.proposeSubmit} pendingLabel={t.proposing} testId="money-propose-submit" />
      </SubmitForm>
    </section>
  );
}

function History({ history }: { history: readonly MoneyChange[] }) {
  if (history.length === 0) return <p className="site-muted">{t.noHistory}</p>;
  return (
    <ScrollTable label={t.historyLabel}>
      <Table size="small" data-testid="money-history">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t.historyColumns.status}</TableHeaderCell>
            <TableHeaderCell>{t.historyColumns.proposer}</TableHeaderCell>
            <TableHeaderCell>{t.historyColumns.decider}</TableHeaderCell>
            <TableHeaderCell>{t.historyColumns.decidedAt}</TableHeaderCell>
            <TableHeaderCell>{t.historyColumns.note}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {history.map((c) => (
            <TableRow key={c.id}>
              <TableCell>
                <Badge look={looks[c.status]}>{t.states[c.status]}</Badge>
              </TableCell>
              <TableCell>{c.proposedByName}</TableCell>
              <TableCell>{c.decidedByName ?? ''}</TableCell>
              <TableCell>{c.decidedAt ? formatDateTime(c.decidedAt) : ''}</TableCell>
              <TableCell>{c.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/**
 * 银行转账 (管理员 only): what donors see now and the last change that took effect (who proposed it, who confirmed it),
 * the change waiting for a second 管理员 with what `me` (the signed-in 管理员) may do with it, a form to propose one, and
 * the record.
 */
export function MoneyPage({ me }: { me: { id: number; roles: readonly StaffRole[] } }) {
  const { data } = useSuspenseQuery(moneySettingsQueryOptions());
  const { current, pending, lastConfirmed, history } = data;
  return (
    <div className="admin-page" data-testid="site-money-page">
      <p className="site-intro">{t.intro}</p>
      <section className="admin-card" aria-labelledby="money-current-title" data-testid="money-current">
        <h2 id="money-current-title">{t.current}</h2>
        <Facts values={current} testId="money-current-values" />
        <h3 className="money-subtitle">{t.lastChange}</h3>
        <p className="site-muted" data-testid="money-last-change">
          {lastConfirmed
            ? t.lastChangeBy(
                lastConfirmed.proposedByName,
                formatDateTime(lastConfirmed.proposedAt),
                lastConfirmed.decidedByName ?? '',
                formatDateTime(lastConfirmed.decidedAt ?? lastConfirmed.proposedAt),
              )
            : t.noChangeYet}
        </p>
      </section>
      {pending ? <PendingChange change={pending} me={me} /> : <ProposeForm current={current} />}
      {pending && <p className="site-muted">{t.waitForPending}</p>}
      <section className="admin-card" aria-labelledby="money-history-title">
        <h2 id="money-history-title">{t.history}</h2>
        <History history={history} />
      </section>
    </div>
  );
}
