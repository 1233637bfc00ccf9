-- 对账 of refunds (issue 33): the bill's refund rows against the refunds asked for here (donation_refund). A refund
-- WeChat made that is not a success here (refund_missing_here), one of another amount (refund_amount), or a success
-- here absent from the bill of its day (refund_missing_there); the refund is known by its own number.
alter table reconcile_difference drop constraint reconcile_difference_kind_check;
alter table reconcile_difference add constraint reconcile_difference_kind_check
  check (kind in ('missing_here', 'amount', 'missing_there', 'refund_missing_here', 'refund_amount', 'refund_missing_there'));
alter table reconcile_difference add column out_refund_no text not null default '';

-- The refunds that succeeded here on the bill's day (fen), beside the bill's own refund total.
alter table reconcile_run add column ledger_refund_fen bigint not null default 0;
create index donation_refund_settled on donation_refund (settled_at) where state = 'success';
