import type { ReactNode } from 'react';
import { Pagination } from '../Pagination.tsx';

/**
 * One page of a list whose page is in the address (?page=N): the items drawn by `children`, or the sentence saying there
 * are none (`empty`), then the pager (hidden with a single page).
 */
export function PagedList<T>({
  page,
  data,
  empty,
  emptyTestId,
  children,
}: {
  page: number;
  data: { list: T[]; pageSize: number; total: number };
  empty: string;
  emptyTestId?: string;
  children: (list: T[]) => ReactNode;
}) {
  return (
    <>
      {data.list.length === 0 ? (
        <p className="empty-state" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : (
        children(data.list)
      )}
      <Pagination page={page} pageSize={data.pageSize} total={data.total} />
    </>
  );
}
