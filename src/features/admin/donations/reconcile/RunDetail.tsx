import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates.ts';
import { notify } from '../../../../lib/notify.ts';
import { handleDifferenceFormSchema, type HandleDifferenceValues } from '../../../../shared/admin/reconcile.ts';
import { isRefundKind, type ReconcileDifference, type ReconcileRunDetail } from '../../../../shared/api/admin-reconcile.ts';
import { reconcileT as t } from '../../../../strings/admin-reconcile.ts';
import { Badge } from '../../../../ui/Badge.tsx';
import { FactList } from '../../../../ui/FactList.tsx';
import { FormActions, SubmitForm } from '../../../../ui/forms/FormActions.tsx';
import { TextAreaField } from '../../../../ui/forms/fields.tsx';
import { useForm } from '../../../../ui/forms/useForm.ts';
import { useSubmit } from '../../../../ui/forms/useSubmit.ts';
import { reconcileApi } from './api.ts';
import { reconcileKey } from './queries.ts';

/** A run's outcome: why it failed, that all matched, or each difference with what to do and its actions. */
export function RunDetail({ detail }: { detail: ReconcileRunDetail }) {
  const { run, differences } = detail;
  return (
    <section className="reconcile-detail" aria-label={t.detailTitle(run.billDate)} data-testid="reconcile-detail">
      <h2 className="admin-page__subtitle">{t.detailTitle(run.billDate)}</h2>
      {run.state === 'failed' ? (
        <p className="reconcile-detail__failed" data-testid="reconcile-failed">
          {t.failedDetail(run.reason)}
        </p>
      ) : differences.length === 0 ? (
        <p data-testid="reconcile-clean">{t.clean}</p>
      ) : (
        <ul role="list" className="console-cards reconcile-differences" aria-label={t.differencesLabel}>
          {differences.map((d) => (
            <DifferenceCard key={d.id} difference={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DifferenceCard({ difference: d }: { difference: ReconcileDifference }) {
  const queryClient = useQueryClient();
  const [handling, setHandling] = useState(false);
  const query = useSubmit();
  const refund = isRefundKind(d.kind);
  const ask = () =>
    query.run(() => reconcileApi.query(d.id), {
      onSuccess: async (answer) => {
        notify({
          intent: answer.difference.handledAt || answer.outcome === 'paid' || answer.outcome === 'already' ? 'success' : 'warning',
          text: (refund ? t.refundOutcomes : t.outcomes)[answer.outcome],
        });
        await queryClient.invalidateQueries({ queryKey: reconcileKey });
      },
    });
  const facts: Array<[string, string]> = [
    [t.fields.outTradeNo, d.outTradeNo],
    ...(d.outRefundNo ? ([[t.fields.outRefundNo, d.outRefundNo]] as Array<[string, string]>) : []),
    ...(d.transactionId ? ([[t.fields.transactionId, d.transactionId]] as Array<[string, string]>) : []),
    ...(d.tradeTime ? ([[t.fields.tradeTime, d.tradeTime]] as Array<[string, string]>) : []),
    [t.fields.bill, t.yuan(d.billFen)],
    [t.fields.ledger, t.yuan(d.ledgerFen)],
  ];
  return (
    <li className="console-card reconcile-difference" data-testid="reconcile-difference" data-kind={d.kind}>
      <div className="reconcile-difference__head">
        <strong data-testid="reconcile-kind">{t.kinds[d.kind]}</strong>
        {d.handledAt && (
          <Badge look="filled-success" testId="reconcile-handled">
            {t.handled}
          </Badge>
        )}
      </div>
      <FactList facts={facts} className="reconcile-facts" />
      {d.handledAt ? (
        <p className="reconcile-difference__note" data-testid="reconcile-note">
          {t.handledBy(d.handledBy, formatDateTime(d.handledAt), d.note)}
        </p>
      ) : (
        <>
          <p className="reconcile-difference__advice" data-testid="reconcile-advice">
            {t.advice[d.kind]}
          </p>
          <div className="reconcile-difference__actions">
            {(d.kind === 'missing_here' || d.kind === 'amount' || d.kind === 'refund_missing_here') && (
              <Button onClick={() => void ask()} disabled={query.pending} data-testid="reconcile-query">
                {query.pending ? t.querying : refund ? t.queryRefund : t.query}
              </Button>
            )}
            <Button appearance="primary" onClick={() => setHandling(true)} disabled={handling} data-testid="reconcile-handle">
              {t.handle}
            </Button>
          </div>
          {handling && <HandleForm difference={d} onClose={() => setHandling(false)} />}
        </>
      )}
    </li>
  );
}

/** 标记已处理 opens this under the difference: a note, then 保存 (or 取消). */
function HandleForm({ difference, onClose }: { difference: ReconcileDifference; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<HandleDifferenceValues>({
    id: `admin-reconcile-handle-${difference.id}`,
    schema: handleDifferenceFormSchema,
    initial: { note: '' },
    keepDraft: false,
  });
  const send = () =>
    form.submit((v) => reconcileApi.handle(difference.id, v), {
      success: t.saved,
      onSuccess: async () => {
        onClose();
        await queryClient.invalidateQueries({ queryKey: reconcileKey });
      },
    });
  return (
    <SubmitForm onSend={send} className="reconcile-handle" aria-label={t.handle} data-testid="reconcile-handle-form">
      <TextAreaField form={form} schema={handleDifferenceFormSchema} name="note" rows={3} hint={t.noteHint} />
      <div className="reconcile-difference__actions">
        <FormActions pending={form.submitting} label={t.save} pendingLabel={t.saving} testId="reconcile-handle-save" />
        <Button onClick={onClose}>{t.cancel}</Button>
      </div>
    </SubmitForm>
  );
}
