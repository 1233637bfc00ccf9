import { Button } from '@fluentui/react-components';
import { AddRegular, DocumentCheckmarkRegular, DocumentEditRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { LedgerEntry, LedgerTotals, ProjectTotals } from '../../../shared/api/admin-ledger.ts';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { ledgerT, offlineT } from '../../../strings/admin-ledger.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { donationsApi } from './api.ts';
import { LedgerFilters } from './LedgerFilters.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { OfflineGiftDialog } from './OfflineGiftDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { ledgerPageQueryOptions } from './queries.ts';
import { LEDGER_PAGE_SIZE, ledgerFilterOf, type LedgerFilter, type LedgerSearch } from './search.ts';
import './donations.css';

function Totals({ totals }: { totals: LedgerTotals }) {
  const t = ledgerT.totals;
  const tiles: Array<[string, string, string, string?]> = [
    ['paid', t.paid, ledgerT.yuan(totals.paid), t.paidHint],
    ['pledged', t.pledged, ledgerT.yuan(totals.pledged), t.pledgedHint],
    ['donors', t.donors, t.donorsUnit(totals.donors)],
    ['count', t.count, t.countUnit(totals.count)],
  ];
  return (
    <section className="ledger-totals" aria-label={t.label} data-testid="ledger-totals">
      {tiles.map(([key, label, value, hint]) => (
        <div key={key} className={`ledger-total ledger-total--${key}`}>
          <span className="ledger-total__label">{label}</span>
          <strong className="ledger-total__value" data-testid={`ledger-total-${key}`}>
            {value}
          </strong>
          {hint && <span className="ledger-total__hint">{hint}</span>}
        </div>
      ))}
    </section>
  );
}

function ProjectTotalsList({ rows }: { rows: readonly ProjectTotals[] }) {
  if (rows.length === 0) return null;
  const c = ledgerT.projectColumns;
  const max = Math.max(...rows.map((r) => r.pledged), 1);
  return (
    <section className="ledger-projects" aria-label={ledgerT.projectTotals} data-testid="ledger-projects">
      <h2 className="admin-page__subtitle">{ledgerT.projectTotals}</h2>
      <ul role="list" className="ledger-projects__list">
        {rows.map((r) => (
          <li key={r.projectId} className="ledger-project">
            <span className="ledger-project__title">{r.projectTitle}</span>
            <span className="ledger-project__bar" aria-hidden="true">
              <span className="ledger-project__pledged" style={{ width: `${(r.pledged / max) * 100}%` }} />
              <span className="ledger-project__paid" style={{ width: `${(r.paid / max) * 100}%` }} />
            </span>
            <span className="ledger-project__figures">
              {c.paid} <strong>{ledgerT.yuan(r.paid)}</strong> · {c.pledged} {ledgerT.yuan(r.pledged)} · {c.donors} {r.donors} · {c.count}{' '}
              {r.count}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 捐赠台账: the totals of what the filter matches, the filters (in the address), a page of records, the export. */
export function LedgerPage({
  search,
  loading,
  canRefund,
  onFilter,
}: {
  search: LedgerSearch;
  loading: boolean;
  /** 管理员 (operation `refunds`): rows of WeChat Pay gifts offer 退款 */
  canRefund: boolean;
  onFilter: (f: LedgerFilter) => void;
}) {
  const { data } = useSuspenseQuery(ledgerPageQueryOptions(search));
  const router = useRouter();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<LedgerEntry | null>(null);
  const filter = ledgerFilterOf({ ...search });
  // The totals, the project figures and the dashboard all move with a gift or a refund.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'donations'] });
  return (
    <div className="admin-page ledger-page" data-testid="admin-donations">
      <div className="ledger-page__head">
        <h1 className="admin-page__title">{ledgerT.title}</h1>
        <span className="ledger-page__tools">
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setRecording(true)} data-testid="ledger-offline">
            {offlineT.open}
          </Button>
          <Button
            appearance="subtle"
            icon={<DocumentCheckmarkRegular />}
            onClick={() => void router.navigate({ href: '/admin/donations/reconciliation' })}
            data-testid="ledger-reconcile"
          >
            {ledgerT.reconcile}
          </Button>
          <Button
            appearance="subtle"
            icon={<DocumentEditRegular />}
            onClick={() => void router.navigate({ href: '/admin/donations/template' })}
            data-testid="ledger-template"
          >
            {ledgerT.template}
          </Button>
        </span>
      </div>
      <p className="ledger-page__intro">{ledgerT.intro}</p>
      <Totals totals={data.totals} />
      <LedgerFilters
        key={JSON.stringify(filter)}
        filter={filter}
        projects={data.projects}
        onApply={onFilter}
        exportButtons={<ExportButtons fetchFile={(format) => donationsApi.exportFile(search, format)} testId="ledger-export" />}
      />
      <LedgerTable entries={data.list} busy={loading} onRefund={canRefund ? setRefunding : undefined} />
      <Pagination page={search.page ?? 1} pageSize={LEDGER_PAGE_SIZE} total={data.total} />
      <ProjectTotalsList rows={data.projectTotals} />
      {recording && (
        <OfflineGiftDialog
          projects={data.projects}
          onClose={() => setRecording(false)}
          onSaved={async () => {
            setRecording(false);
            await refresh();
          }}
        />
      )}
      {refunding && (
        <RefundDialog
          entry={refunding}
          onClose={() => setRefunding(null)}
          onSent={async () => {
            setRefunding(null);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
