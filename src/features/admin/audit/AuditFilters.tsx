import { Button, Field, Input, Select } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { AUDIT_OBJECT_KINDS } from '../../../shared/admin/audit-words.ts';
import { adminAuditT } from '../../../strings/admin.ts';
import { DateRangeFields } from '../common/DateRangeFields.tsx';
import { useFilterDraft } from '../common/useFilterDraft.ts';
import { AUDIT_FILTER_KEYS, auditFilterOf, type AuditFilter } from './search.ts';

type Draft = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;
const draftOf = (filter: AuditFilter): Draft => ({
  account: filter.account ?? '',
  entity: filter.entity ?? '',
  from: filter.from ?? '',
  to: filter.to ?? '',
  keyword: filter.keyword ?? '',
});

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
      <div className="audit-filters__actions">
        <Button type="submit" appearance="primary" icon={<FilterRegular />} data-testid="audit-apply">
          {adminAuditT.apply}
        </Button>
        <Button type="button" onClick={clear} data-testid="audit-clear">
          {adminAuditT.reset}
        </Button>
        {exportButtons}
      </div>
    </form>
  );
}
