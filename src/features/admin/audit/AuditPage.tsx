import { useSuspenseQuery } from '@tanstack/react-query';
import { adminAuditT } from '../../../strings/admin.ts';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { auditApi } from './api.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { auditPageQueryOptions } from './queries.ts';
import { AUDIT_PAGE_SIZE, auditFilterOf, type AuditFilter, type AuditSearch } from './search.ts';
import './audit.css';

/** 审计日志: the filters (kept in the address by the route), a page of entries, and the filtered log as a workbook. */
export function AuditPage({
  search,
  loading,
  onFilter,
}: {
  search: AuditSearch;
  /** another address's page is being loaded (a new filter, another page) */
  loading: boolean;
  onFilter: (filter: AuditFilter) => void;
}) {
  const { data } = useSuspenseQuery(auditPageQueryOptions(search));
  const filter = auditFilterOf({ ...search });
  return (
    <div className="admin-page audit-page" data-testid="admin-audit">
      <h1 className="admin-page__title">{adminAuditT.title}</h1>
      <p className="audit-page__intro">{adminAuditT.intro}</p>
      {/* Keyed by the address: going back or forward shows that address's filters in the form. */}
      <AuditFilters
        key={JSON.stringify(filter)}
        filter={filter}
        onApply={onFilter}
        exportButtons={<ExportButtons fetchFile={(format) => auditApi.exportFile(search, format)} testId="audit-export" />}
      />
      <AuditTable entries={data.list} busy={loading} />
      <Pagination page={search.page ?? 1} pageSize={AUDIT_PAGE_SIZE} total={data.total} />
    </div>
  );
}
