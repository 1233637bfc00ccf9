import { describe, expect, it } from 'vitest';
import { downloadName } from '../../src/lib/download-name.ts';
import { datesInOrder } from '../../src/features/admin/common/useFilterDraft.ts';
import { auditExportParams, auditPageParams, parseAuditSearch, searchOfFilter } from '../../src/features/admin/audit/search.ts';
import { formatDateTimeSeconds } from '../../src/lib/dates.ts';

// The audit log's filters live in the page's address: what any address holds, and what the API is then asked.

describe('the audit filters in the address', () => {
  it('keeps the filters in use, cleaned, and the page past the first', () => {
    expect(
      parseAuditSearch({ account: ' admin ', entity: 'staff', from: '2026-11-01', to: '2026-11-30', keyword: '新建', page: 3 }),
    ).toEqual({
      account: 'admin',
      entity: 'staff',
      from: '2026-11-01',
      to: '2026-11-30',
      keyword: '新建',
      page: 3,
    });
  });

  it.each([
    [{}, {}],
    [{ account: '', keyword: '   ' }, {}],
    [{ page: 1 }, {}],
    [{ page: 0 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: 'x' }, {}],
    [{ from: '2026-02-30' }, {}],
    [{ to: '2026/11/01' }, {}],
    [{ from: 20261101 }, {}],
    [{ account: 123 }, { account: '123' }],
    [{ entity: { a: 1 } }, {}],
    [{ keyword: 'x'.repeat(80) }, { keyword: 'x'.repeat(64) }],
  ])('reads %j as %j', (raw, search) => {
    expect(parseAuditSearch(raw as Record<string, unknown>)).toEqual(search);
  });

  it('a new filter starts at its first page', () => {
    expect(searchOfFilter({ entity: 'staff', keyword: '' })).toEqual({ entity: 'staff' });
  });

  it('asks the API for 20 entries a page with the same filter, and exports that filter without the page', () => {
    const search = parseAuditSearch({ entity: 'staff', keyword: '新建 账号', page: 2 });
    expect(auditPageParams(search)).toEqual({ entity: 'staff', keyword: '新建 账号', pageNum: 2, pageSize: 20 });
    expect(auditPageParams({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(auditExportParams(search).keyword).toBe('新建 账号');
    expect(Object.keys(auditExportParams(search))).not.toContain('pageNum');
    expect(auditExportParams({})).toEqual({});
  });

  it('tells dates out of order', () => {
    expect(datesInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesInOrder({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(datesInOrder({ from: '2026-11-01' })).toBe(true);
  });
});

describe("the export's file name", () => {
  it.each([
    ['attachment; filename="audit-2026-11-25.xlsx"', 'audit-2026-11-25.xlsx'],
    ['attachment; filename*=UTF-8\'\'%E5%AE%A1%E8%AE%A1.xlsx; filename="audit.xlsx"', '审计.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', 'audit.xlsx'],
    [null, 'audit.xlsx'],
  ])('%j is saved as %j', (header, name) => {
    expect(downloadName(header, 'audit.xlsx')).toBe(name);
  });
});

describe('audit times', () => {
  it('are China time to the second', () => {
    expect(formatDateTimeSeconds('2026-11-24T17:05:09.120Z')).toBe('2026-11-25 01:05:09');
    expect(formatDateTimeSeconds('not a date')).toBe('');
  });
});
