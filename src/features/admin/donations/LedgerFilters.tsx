import { Field, Input, Select } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ledgerT } from '../../../strings/admin-ledger.ts';
import { DateRangeFields } from '../common/DateRangeFields.tsx';
import { FilterButtons } from '../common/FilterButtons.tsx';
import { draftOfFilter, useFilterDraft } from '../common/useFilterDraft.ts';
import { ledgerFilterOf, type LedgerFilter } from './search.ts';

const draftOf = draftOfFilter(['projectId', 'status', 'from', 'to', 'keyword']);

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
      <FilterButtons className="ledger-filters__actions" labels={ledgerT} onClear={clear} testId="ledger">
        <span className="ledger-filters__export">{exportButtons}</span>
      </FilterButtons>
    </form>
  );
}
