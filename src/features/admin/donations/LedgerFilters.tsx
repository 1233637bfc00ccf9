import { Button, Field, Input, Select } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { ledgerT } from '../../../strings/admin-ledger.ts';
import { DateRangeFields } from '../common/DateRangeFields.tsx';
import { useFilterDraft } from '../common/useFilterDraft.ts';
import { ledgerFilterOf, type LedgerFilter } from './search.ts';

type Draft = { projectId: string; status: string; from: string; to: string; keyword: string };
const draftOf = (f: LedgerFilter): Draft => ({
  projectId: f.projectId ? String(f.projectId) : '',
  status: f.status ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
  keyword: f.keyword ?? '',
});

/** The ledger's filters, applied together (筛选): each application is a new address, so history holds searches. */
export function LedgerFilters({
  filter,
  projects,
  onApply,
  exportButtons,
}: {
  filter: LedgerFilter;
  projects: ReadonlyArray<{ id: number; title: string }>;
  onApply: (filter: LedgerFilter) => void;
  exportButtons: ReactNode;
}) {
  const { draft, set, apply, clear, dateError } = useFilterDraft({
    initial: draftOf(filter),
    empty: draftOf({}),
    filterOf: ledgerFilterOf,
    onApply,
  });
  return (
    <form className="console-filters ledger-filters" onSubmit={apply} noValidate aria-label={ledgerT.filters} data-testid="ledger-filters">
      <Field label={ledgerT.project} className="ledger-filters__project">
        <Select name="projectId" value={draft.projectId} onChange={set('projectId')}>
          <option value="">{ledgerT.allProjects}</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={ledgerT.status}>
        <Select name="status" value={draft.status} onChange={set('status')}>
          <option value="">{ledgerT.allStates}</option>
          {Object.entries(ledgerT.states).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields from={draft.from} to={draft.to} error={dateError} onChange={set} labels={ledgerT} />
      <Field label={ledgerT.keyword}>
        <Input name="keyword" value={draft.keyword} onChange={set('keyword')} maxLength={64} placeholder={ledgerT.keywordPlaceholder} />
      </Field>
      <div className="ledger-filters__actions">
        <Button type="submit" appearance="primary" icon={<FilterRegular />} data-testid="ledger-apply">
          {ledgerT.apply}
        </Button>
        <Button type="button" onClick={clear} data-testid="ledger-clear">
          {ledgerT.reset}
        </Button>
        <span className="ledger-filters__export">{exportButtons}</span>
      </div>
    </form>
  );
}
