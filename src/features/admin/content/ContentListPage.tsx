import { Button, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { ContentKind } from '../../../shared/admin/content-kinds.ts';
import type { AdminContentItem } from '../../../shared/api/admin-content.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { LIST_PAGE_SIZE } from './api.ts';
import { KindTabs } from './KindTabs.tsx';
import { contentListQueryOptions } from './queries.ts';
import { STATE_FILTERS, type ContentListSearch } from './search.ts';
import { StateBadge } from './StateBadge.tsx';
import { useContentActions } from './useContentActions.ts';
import './content.css';

const T = adminContentT;

/** One kind's records: searched, filtered by state, paged, with their state changes at hand. */
export function ContentListPage({
  kind,
  search,
  onSearch,
}: {
  kind: ContentKind;
  search: ContentListSearch;
  onSearch: (next: ContentListSearch) => void;
}) {
  const { data } = useSuspenseQuery(contentListQueryOptions(kind.key, search));
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const actions = useContentActions(kind);
  const hasPicture = !!kind.coverField;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, keyword: keyword.trim() || undefined, page: undefined });
  };

  return (
    <div className="admin-page content-page" data-testid="content-list">
      <KindTabs />
      <div className="content-page__head">
        <h1 className="admin-page__title">{T.listTitle(kind.what)}</h1>
        <Link
          to="/admin/content/$kind/new"
          params={{ kind: kind.key }}
          className="content-button content-button--primary"
          data-testid="content-new"
        >
          <AddRegular aria-hidden="true" />
          {T.create}
        </Link>
      </div>
      <form className="content-filters" role="search" onSubmit={submit}>
        <label className="content-filters__field">
          <span>{T.keyword}</span>
          <Input
            name="keyword"
            value={keyword}
            maxLength={50}
            placeholder={T.keywordPlaceholder}
            onChange={(_, d) => setKeyword(d.value)}
            data-testid="content-keyword"
          />
        </label>
        <label className="content-filters__field">
          <span>{T.stateFilter}</span>
          <Select
            name="state"
            value={search.state ?? ''}
            onChange={(_, d) => onSearch({ ...search, state: (d.value || undefined) as ContentListSearch['state'], page: undefined })}
            data-testid="content-state-filter"
          >
            <option value="">{T.allStates}</option>
            {STATE_FILTERS.map((state) => (
              <option key={state} value={state}>
                {T.states[state]}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" icon={<SearchRegular />} className="content-filters__submit">
          {T.search}
        </Button>
      </form>

      {data.list.length === 0 ? (
        <p className="content-empty" data-testid="content-empty">
          {T.empty}
        </p>
      ) : (
        <div className="content-table-scroll" tabIndex={0} role="region" aria-label={T.tableLabel(kind.what)}>
          <Table className="content-table" aria-label={T.tableLabel(kind.what)} data-testid="content-table">
            <TableHeader>
              <TableRow>
                {hasPicture && <TableHeaderCell className="content-table__picture">{T.columns.picture}</TableHeaderCell>}
                <TableHeaderCell className="content-table__title">{T.columns.title}</TableHeaderCell>
                <TableHeaderCell className="content-table__state">{T.columns.state}</TableHeaderCell>
                <TableHeaderCell className="content-table__time">{T.columns.publishedAt}</TableHeaderCell>
                <TableHeaderCell className="content-table__time">{T.columns.updatedAt}</TableHeaderCell>
                <TableHeaderCell className="content-table__actions">{T.columns.actions}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.list.map((row) => (
                <ContentRow key={row.id} kind={kind} row={row} hasPicture={hasPicture} actions={actions} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination page={search.page ?? 1} pageSize={LIST_PAGE_SIZE} total={data.total} />
    </div>
  );
}

function ContentRow({
  kind,
  row,
  hasPicture,
  actions,
}: {
  kind: ContentKind;
  row: AdminContentItem;
  hasPicture: boolean;
  actions: ReturnType<typeof useContentActions>;
}) {
  const busy = actions.busy === row.id;
  const act = (action: Parameters<typeof actions.run>[0]) => void actions.run(action, row.id, row.title);
  return (
    <TableRow data-testid="content-row" data-id={row.id}>
      {hasPicture && (
        <TableCell className="content-table__picture">
          {row.cover && <img src={row.cover} alt="" width={64} height={44} className="content-thumb" loading="lazy" />}
        </TableCell>
      )}
      <TableCell className="content-table__title">
        <span className="clamp content-table__name" data-testid="content-row-title">
          {row.title}
        </span>
      </TableCell>
      <TableCell className="content-table__state">
        <StateBadge row={row} />
      </TableCell>
      <TableCell className="content-table__time" data-label={T.columns.publishedAt}>
        {formatDateTime(row.publishedAt)}
      </TableCell>
      <TableCell className="content-table__time" data-label={T.columns.updatedAt}>
        {formatDateTime(row.updatedAt)}
      </TableCell>
      <TableCell className="content-table__actions">
        <div className="content-row-actions">
          {row.deletedAt ? (
            <Button
              size="small"
              disabled={busy}
              onClick={() => act('restore')}
              aria-label={`${T.restore}：${row.title}`}
              data-testid="content-restore"
            >
              {T.restore}
            </Button>
          ) : (
            <>
              <Link
                to="/admin/content/$kind/$id"
                params={{ kind: kind.key, id: row.id }}
                className="content-button content-button--small"
                aria-label={`${T.edit}：${row.title}`}
                data-testid="content-edit"
              >
                {T.edit}
              </Link>
              {row.publishState === 'published' ? (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => act('withdraw')}
                  aria-label={`${T.withdraw}：${row.title}`}
                  data-testid="content-withdraw"
                >
                  {T.withdraw}
                </Button>
              ) : (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => act('publish')}
                  aria-label={`${T.publish}：${row.title}`}
                  data-testid="content-publish"
                >
                  {T.publish}
                </Button>
              )}
              <Button
                size="small"
                disabled={busy}
                onClick={() => act('remove')}
                aria-label={`${T.remove}：${row.title}`}
                data-testid="content-remove"
              >
                {T.remove}
              </Button>
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
