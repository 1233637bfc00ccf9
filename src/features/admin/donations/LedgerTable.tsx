import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { mayRefund, PAY_CHANNEL_NAMES, paidStateName } from '../../../shared/admin/ledger-gifts.ts';
import type { LedgerEntry } from '../../../shared/api/admin-ledger.ts';
import { ledgerT } from '../../../strings/admin-ledger.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { donationsApi } from './api.ts';

const columns = ledgerT.columns;
const NARROW = '(max-width: 599px)';

interface Props {
  entries: readonly LedgerEntry[];
  busy: boolean;
  /** 管理员 only (operation `refunds`): opens the refund dialog of a WeChat Pay gift */
  onRefund?: (entry: LedgerEntry) => void;
}

export const letterAddress = (id: number) => `/admin/donations/${id}/letter`;

/** The letter of a paid donation, opened inside the console; an unpaid one has none. */
function LetterLink({ entry }: { entry: LedgerEntry }) {
  const router = useRouter();
  if (entry.status !== 'paid') return <span className="ledger__muted">{ledgerT.noLetter}</span>;
  if (entry.refunded >= entry.amount) return <span className="ledger__muted">{ledgerT.refundedLetter}</span>;
  const to = letterAddress(entry.id);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: to });
  };
  return (
    <a href={to} onClick={open} className="ledger__letter" data-testid="ledger-letter">
      {ledgerT.letter}
    </a>
  );
}

function Donor({ entry }: { entry: LedgerEntry }) {
  return (
    <span className="ledger__donor">
      <span data-testid="ledger-donor">{entry.donorName}</span>
      {entry.anonymous && (
        <span className="ledger__anon" data-testid="ledger-anonymous">
          {ledgerT.anonymous}
        </span>
      )}
      {entry.graduationYear && <span className="ledger__muted">{ledgerT.graduation(entry.graduationYear)}</span>}
    </span>
  );
}

/** The state; a paid gift's refunds with it: 部分退款 / 已退款, 退款中, and 退款异常 with what the office must do. */
function State({ entry }: { entry: LedgerEntry }) {
  const { status } = entry;
  const name = status === 'paid' ? paidStateName(entry) : (ledgerT.states[status] ?? status);
  const refunded = status === 'paid' && entry.refunded > 0 ? (entry.refunded >= entry.amount ? 'refunded' : 'part-refunded') : status;
  return (
    <span className="ledger__states">
      <span className={`ledger-state ledger-state--${refunded}`} data-testid="ledger-state">
        {name}
      </span>
      {entry.refundPending > 0 && (
        <span className="ledger-state ledger-state--refunding" data-testid="ledger-refunding">
          {ledgerT.refunding(entry.refundPending)}
        </span>
      )}
      {entry.refundAbnormal > 0 && (
        <span className="ledger-state ledger-state--abnormal" data-testid="ledger-refund-abnormal" title={ledgerT.abnormalAdvice}>
          {ledgerT.refundAbnormal(entry.refundAbnormal)}
          <span className="ledger__advice">{ledgerT.abnormalAdvice}</span>
        </span>
      )}
    </span>
  );
}

/** How it came (微信支付 Native, 银行转账…) and its voucher or WeChat's transaction number. */
function Channel({ entry }: { entry: LedgerEntry }) {
  if (!entry.payChannel) return <span className="ledger__muted">—</span>;
  const offline = entry.payChannel === 'bank' || entry.payChannel === 'cash';
  return (
    <span className="ledger__channel" data-testid="ledger-channel">
      <span>{PAY_CHANNEL_NAMES[entry.payChannel] ?? entry.payChannel}</span>
      {entry.voucherNo && (
        <span className="ledger__muted ledger__order">
          {offline ? ledgerT.voucher(entry.voucherNo) : ledgerT.transaction(entry.voucherNo)}
        </span>
      )}
    </span>
  );
}

function Actions({ entry, onRefund }: { entry: LedgerEntry; onRefund?: (entry: LedgerEntry) => void }) {
  return (
    <span className="ledger__actions">
      <LetterLink entry={entry} />
      {entry.voucherScan && (
        <Button
          size="small"
          appearance="subtle"
          onClick={() => void donationsApi.scan(entry.voucherScan).then(saveFile)}
          data-testid="ledger-scan"
        >
          {ledgerT.scan}
        </Button>
      )}
      {onRefund && mayRefund(entry) && (
        <Button size="small" onClick={() => onRefund(entry)} data-testid="ledger-refund">
          {ledgerT.refund}
        </Button>
      )}
    </span>
  );
}

/** A page of the ledger: a table, or on a phone a card each. */
export function LedgerTable(props: Props) {
  return useMediaQuery(NARROW) ? <LedgerCards {...props} /> : <LedgerRows {...props} />;
}

function LedgerCards({ entries, busy, onRefund }: Props) {
  return (
    <ul
      className={busy ? 'console-cards ledger-cards ledger--busy' : 'console-cards ledger-cards'}
      role="list"
      aria-label={ledgerT.tableLabel}
      data-testid="ledger-table"
    >
      {entries.map((e) => (
        <li key={e.id} className="console-card ledger-card" data-testid="ledger-row">
          <div className="ledger-card__head">
            <Donor entry={e} />
            <strong className="ledger__amount">{ledgerT.yuan(e.amount)}</strong>
          </div>
          <p className="ledger-card__project">{e.projectTitle}</p>
          <FactList
            className="ledger-card__facts"
            facts={[
              [columns.status, <State entry={e} />],
              [columns.channel, <Channel entry={e} />],
              [columns.createdAt, formatDateTime(e.createdAt)],
              [columns.orderNo, <span className="ledger__order">{e.orderNo}</span>],
            ]}
          />
          <div className="ledger-card__actions">
            <Actions entry={e} onRefund={onRefund} />
          </div>
        </li>
      ))}
      {entries.length === 0 && <li className="console-card ledger-card">{ledgerT.empty}</li>}
    </ul>
  );
}

function LedgerRows({ entries, busy, onRefund }: Props) {
  return (
    <ScrollTable label={ledgerT.tableLabel}>
      <Table className={busy ? 'ledger-table ledger--busy' : 'ledger-table'} aria-busy={busy} data-testid="ledger-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className="scroll-table__sticky">{columns.createdAt}</TableHeaderCell>
            <TableHeaderCell>{columns.donor}</TableHeaderCell>
            <TableHeaderCell>{columns.project}</TableHeaderCell>
            <TableHeaderCell className="ledger__num">{columns.amount}</TableHeaderCell>
            <TableHeaderCell>{columns.status}</TableHeaderCell>
            <TableHeaderCell>{columns.channel}</TableHeaderCell>
            <TableHeaderCell>{columns.orderNo}</TableHeaderCell>
            <TableHeaderCell>{columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="ledger-row">
              <TableCell className="scroll-table__sticky scroll-table__nowrap ledger__time">{formatDateTime(e.createdAt)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <Donor entry={e} />
              </TableCell>
              <TableCell className="ledger__project">{e.projectTitle}</TableCell>
              <TableCell className="ledger__num scroll-table__nowrap">{ledgerT.yuan(e.amount)}</TableCell>
              <TableCell>
                <State entry={e} />
              </TableCell>
              <TableCell>
                <Channel entry={e} />
              </TableCell>
              <TableCell className="ledger__order">{e.orderNo}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <Actions entry={e} onRefund={onRefund} />
              </TableCell>
            </TableRow>
          ))}
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{ledgerT.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
