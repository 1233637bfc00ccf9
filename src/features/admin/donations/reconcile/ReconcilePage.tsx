import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates.ts';
import { notify } from '../../../../lib/notify.ts';
import { chinaDay } from '../../../../shared/retention.ts';
import { reconcileRunFormSchema, type ReconcileRunValues } from '../../../../shared/admin/reconcile.ts';
import type { ReconcileRun, ReconcileRunDetail } from '../../../../shared/api/admin-reconcile.ts';
import { reconcileT as t } from '../../../../strings/admin-reconcile.ts';
import { Badge } from '../../../../ui/Badge.tsx';
import { FactList } from '../../../../ui/FactList.tsx';
import { FormActions, SubmitForm } from '../../../../ui/forms/FormActions.tsx';
import { TextField } from '../../../../ui/forms/fields.tsx';
import { useForm } from '../../../../ui/forms/useForm.ts';
import { reconcileApi } from './api.ts';
import { RunDetail } from './RunDetail.tsx';
import { reconcileKey, reconcileRunQueryOptions, reconcileRunsQueryOptions } from './queries.ts';
import '../donations.css';

const yesterday = () => chinaDay(new Date(Date.now() - 24 * 60 * 60 * 1000));

/** 对账: run a past day, the latest runs, and the chosen run's differences with what to do about each. */
export function ReconcilePage() {
  const { data } = useSuspenseQuery(reconcileRunsQueryOptions());
  const router = useRouter();
  const [chosen, setChosen] = useState<number | null>(null);
  const shownId = chosen ?? data.list[0]?.id ?? null;
  return (
    <div className="admin-page reconcile-page" data-testid="admin-reconcile">
      <div className="reconcile-page__head">
        <h1 className="admin-page__title">{t.title}</h1>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void router.navigate({ href: '/admin/donations' })}>
          {t.back}
        </Button>
      </div>
      <p className="reconcile-page__intro">{t.intro}</p>
      {data.configured ? (
        <RunForm onRan={setChosen} />
      ) : (
        <p className="reconcile-page__notice" role="status" data-testid="reconcile-not-configured">
          {t.notConfigured}
        </p>
      )}
      {data.configured && <Runs runs={data.list} shownId={shownId} onShow={setChosen} />}
      {shownId !== null && <ShownRun id={shownId} />}
    </div>
  );
}

function RunForm({ onRan }: { onRan: (id: number) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ReconcileRunValues>({
    id: 'admin-reconcile-run',
    schema: reconcileRunFormSchema,
    initial: { date: yesterday() },
    keepDraft: false,
  });
  const send = () =>
    form.submit((v) => reconcileApi.start(v), {
      onSuccess: async (detail: ReconcileRunDetail) => {
        const { run } = detail;
        notify(
          run.state === 'failed'
            ? { intent: 'warning', text: t.failedRun(run.reason) }
            : { intent: 'success', text: t.ran(run.differences) },
        );
        queryClient.setQueryData(reconcileRunQueryOptions(detail.run.id).queryKey, detail);
        await queryClient.invalidateQueries({ queryKey: [...reconcileKey, 'runs'] });
        onRan(detail.run.id);
      },
    });
  return (
    <SubmitForm onSend={send} className="admin-card reconcile-form" aria-label={t.run} data-testid="reconcile-form">
      <TextField form={form} schema={reconcileRunFormSchema} name="date" type="date" hint={t.dateHint} />
      <FormActions pending={form.submitting} label={t.run} pendingLabel={t.running} testId="reconcile-run" />
    </SubmitForm>
  );
}

function StateBadge({ run }: { run: ReconcileRun }) {
  const look = run.state === 'failed' ? 'filled-warning' : run.open > 0 ? 'filled-brand' : 'filled-success';
  return (
    <Badge look={look} testId="reconcile-state">
      {run.state === 'failed' ? t.states.failed : t.differenceCount(run.differences, run.open)}
    </Badge>
  );
}

/** The runs as cards (a day per card), latest first; the one shown below is marked. */
function Runs({ runs, shownId, onShow }: { runs: readonly ReconcileRun[]; shownId: number | null; onShow: (id: number) => void }) {
  const c = t.columns;
  if (runs.length === 0) return <p data-testid="reconcile-no-runs">{t.noRuns}</p>;
  return (
    <ul role="list" className="console-cards reconcile-runs" aria-label={t.runsLabel} data-testid="reconcile-runs">
      {runs.map((r) => (
        <li
          key={r.id}
          className="console-card reconcile-run"
          data-testid="reconcile-run-row"
          aria-current={r.id === shownId ? 'true' : undefined}
        >
          <div className="reconcile-run__head">
            <strong>{r.billDate}</strong>
            <StateBadge run={r} />
          </div>
          <FactList
            className="reconcile-facts"
            facts={[
              [c.startedAt, formatDateTime(r.startedAt)],
              [c.runBy, r.runBy],
              [c.bill, r.state === 'failed' ? '—' : t.countAndTotal(r.billCount, r.billTotalFen)],
              [c.ledger, r.state === 'failed' ? '—' : t.countAndTotal(r.ledgerCount, r.ledgerTotalFen)],
              ...(r.billRefundFen > 0 || r.ledgerRefundFen > 0
                ? ([
                    [c.refunds, t.yuan(r.billRefundFen)],
                    [c.ledgerRefunds, t.yuan(r.ledgerRefundFen)],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
          <Button size="small" onClick={() => onShow(r.id)} disabled={r.id === shownId} data-testid="reconcile-show">
            {t.show}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ShownRun({ id }: { id: number }) {
  const { data } = useQuery(reconcileRunQueryOptions(id));
  if (!data) return null;
  return <RunDetail detail={data} />;
}
