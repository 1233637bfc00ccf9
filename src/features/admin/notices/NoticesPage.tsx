import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates.ts';
import type { SentNotice } from '../../../shared/api/admin-ledger.ts';
import { noticesT } from '../../../strings/admin-ledger.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { NOTICES_PAGE_SIZE } from './api.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { noticeAudiencesQueryOptions, noticesPageQueryOptions } from './queries.ts';
import './notices.css';

const c = noticesT.columns;

function SentCards({ list }: { list: readonly SentNotice[] }) {
  return (
    <ul className="console-cards notice-cards" role="list" aria-label={noticesT.tableLabel} data-testid="notice-list">
      {list.map((n) => (
        <li key={n.id} className="console-card notice-card" data-testid="notice-row">
          <strong className="notice-card__title">{n.title}</strong>
          <FactList
            className="notice-card__facts"
            facts={[
              [c.audience, n.audienceLabel],
              [c.recipients, <span data-testid="notice-count">{noticesT.people(n.recipientCount)}</span>],
              [c.createdAt, formatDateTime(n.createdAt)],
              [c.sender, n.sender],
            ]}
          />
        </li>
      ))}
      {list.length === 0 && <li className="console-card notice-card">{noticesT.empty}</li>}
    </ul>
  );
}

function SentTable({ list }: { list: readonly SentNotice[] }) {
  return (
    <ScrollTable label={noticesT.tableLabel}>
      <Table className="notice-table" data-testid="notice-list">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{c.createdAt}</TableHeaderCell>
            <TableHeaderCell>{c.title}</TableHeaderCell>
            <TableHeaderCell>{c.audience}</TableHeaderCell>
            <TableHeaderCell className="notice-table__num">{c.recipients}</TableHeaderCell>
            <TableHeaderCell>{c.sender}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.map((n) => (
            <TableRow key={n.id} data-testid="notice-row">
              <TableCell className="scroll-table__nowrap">{formatDateTime(n.createdAt)}</TableCell>
              <TableCell className="notice-table__title" title={n.content}>
                {n.title}
              </TableCell>
              <TableCell>{n.audienceLabel}</TableCell>
              <TableCell className="notice-table__num scroll-table__nowrap" data-testid="notice-count">
                {noticesT.people(n.recipientCount)}
              </TableCell>
              <TableCell className="scroll-table__nowrap">{n.sender}</TableCell>
            </TableRow>
          ))}
          {list.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{noticesT.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** 通知: the form to send one, and the notices sent (newest first) with their audience and head count. */
export function NoticesPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(noticesPageQueryOptions(page));
  const { data: audiences } = useSuspenseQuery(noticeAudiencesQueryOptions());
  const narrow = useMediaQuery('(max-width: 599px)');
  return (
    <div className="admin-page notices-page" data-testid="admin-notices">
      <h1 className="admin-page__title">{noticesT.title}</h1>
      <p className="notices-page__intro" data-testid="notices-intro">
        {noticesT.intro(audiences.offered)}
      </p>
      <NoticeForm />
      <h2 className="admin-page__subtitle">{noticesT.history}</h2>
      {narrow ? <SentCards list={data.list} /> : <SentTable list={data.list} />}
      <Pagination page={page} pageSize={NOTICES_PAGE_SIZE} total={data.total} />
    </div>
  );
}
