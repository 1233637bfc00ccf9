import { maskPhone } from '../../../shared/admin/roster.ts';
import type { RosterRecordDetail } from '../../../shared/api/admin-roster.ts';
import { maskIdNumber } from '../../../shared/appointment-forms.ts';

/**
 * A record's page after a write: the server answers a write with the numbers masked (only the record's own view, which
 * it audits, gives them whole). Where the page showed them whole and the write left them as they were (the answer's
 * masks are the masks of the numbers shown), the page keeps showing them whole; a write that changed one shows the
 * answer as it is, masked.
 */
export function keptWholeNumbers(before: RosterRecordDetail | undefined, after: RosterRecordDetail): RosterRecordDetail {
  if (!before?.fullNumbers || after.fullNumbers || before.record.id !== after.record.id) return after;
  const unchanged = (shown: string, whole: string, mask: (v: string) => string) => (whole === '' ? shown === '' : shown === mask(whole));
  const { idNumber, phone } = before.record;
  if (!unchanged(after.record.idNumber, idNumber, maskIdNumber) || !unchanged(after.record.phone, phone, maskPhone)) return after;
  return { ...after, record: { ...after.record, idNumber, phone }, fullNumbers: true };
}
