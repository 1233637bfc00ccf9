import { Button, Field, Input, Select } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ledgerT } from '../../../strings/admin-ledger.ts';
import { datesInOrder, ledgerFilterOf, type LedgerFilter } from './search.ts';

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [dateError, setDateError] = useState(false);
  const set = (key: keyof Draft) => (_: unknown, d: { value: string }) => {
    setDraft((v) => ({ ...v, [key]: d.value }));
    if (key === 'from' || key === 'to') setDateError(false);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = ledgerFilterOf(draft);
    if (!datesInOrder(next)) return setDateError(true);
    onApply(next);
  };
  const clear = () => {
    setDraft(draftOf({}));
    setDateError(false);
    onApply({});
  };
  return (
    <form className="ledger-filters" onSubmit={apply} noValidate aria-label={ledgerT.filters} data-testid="ledger-filters">
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
      <Field
        label={ledgerT.from}
        validationState={dateError ? 'error' : 'none'}
        validationMessage={dateError ? ledgerT.dateOrder : undefined}
      >
        <Input name="from" type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={ledgerT.to}>
        <Input name="to" type="date" value={draft.to} onChange={set('to')} />
      </Field>
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
