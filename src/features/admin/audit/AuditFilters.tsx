import { Field, Input, Select } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AUDIT_OBJECT_KINDS } from '../../../shared/admin/audit-words.ts';
import { adminAuditT } from '../../../strings/admin.ts';
import { DateRangeFields } from '../common/DateRangeFields.tsx';
import { FilterButtons } from '../common/FilterButtons.tsx';
import { draftOfFilter, useFilterDraft } from '../common/useFilterDraft.ts';
import { AUDIT_FILTER_KEYS, auditFilterOf, type AuditFilter } from './search.ts';

const draftOf = draftOfFilter(AUDIT_FILTER_KEYS);

/**
 * The log's filters, applied together (筛选) rather than per keystroke: each application is a new address, and the
 * browser's history should hold searches, not letters. The object is chosen among the kinds the server records, by name.
 */
export function AuditFilters({
  filter,
  onApply,
  exportButtons,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
  /** the export of what the applied filter shows */
  exportButtons: ReactNode;
}) {
  const { draft, set, apply, clear, dateError } = useFilterDraft({
    initial: draftOf(filter),
    empty: draftOf({}),
    filterOf: auditFilterOf,
    onApply,
  });
  return (
    <form
      className="console-filters audit-filters"
      onSubmit={apply}
      noValidate
      aria-label={adminAuditT.filters}
      data-testid="audit-filters"
    >
      <Field label={adminAuditT.account}>
        <Input name="account" value={draft.account} onChange={set('account')} maxLength={64} autoComplete="off" />
      </Field>
      <Field label={adminAuditT.entity}>
        <Select name="entity" value={draft.entity} onChange={set('entity')}>
          <option value="">{adminAuditT.entityAll}</option>
          {Object.entries(AUDIT_OBJECT_KINDS).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields from={draft.from} to={draft.to} error={dateError} onChange={set} labels={adminAuditT} />
      <Field label={adminAuditT.keyword} className="audit-filters__keyword">
        <Input name="keyword" value={draft.keyword} onChange={set('keyword')} maxLength={64} placeholder={adminAuditT.keywordPlaceholder} />
      </Field>
      <FilterButtons className="audit-filters__actions" labels={adminAuditT} onClear={clear} testId="audit">
        {exportButtons}
      </FilterButtons>
    </form>
  );
}
