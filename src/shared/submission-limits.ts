// How much one person may hold open at once, and what the second of two identical submissions is told: shared by the
// portal's forms and the server, which enforces them (migration 022's unique indexes, server/http/errors.ts).

/** the most visits one person may have booked and not yet made (the visitors per booking: MAX_VISITORS) */
export const MAX_OPEN_BOOKINGS = 3;
export const openBookingsMessage = `您已有 ${MAX_OPEN_BOOKINGS} 个尚未到来的返校预约，请先完成或取消其中一个后再预约`;

/** A repeat of a live record: the field that makes it the same, and the sentence that says so. */
export interface DuplicateRule {
  field: string;
  message: string;
}

/** Each live-record unique index, by name, with how its repeat is answered. */
export const DUPLICATE_SUBMISSIONS: Readonly<Record<string, DuplicateRule>> = {
  appointment_one_booked: { field: 'slotId', message: '您已预约该日期的这一时段，请勿重复预约' },
  company_application_one_submitted: { field: 'name', message: '该企业的入驻申请已提交，正在审核中，请勿重复提交' },
  activity_proposal_one_submitted: { field: 'title', message: '同名的活动申请已提交，正在审核中，请勿重复提交' },
  proof_application_one_open: { field: 'certificateType', message: '该证明的补办申请正在办理中，请勿重复提交' },
  donation_one_awaiting: { field: 'amount', message: '您有一笔相同金额的捐赠订单尚未支付，请在“我的捐赠”中继续支付或取消后再提交' },
  org_join_request_one_pending: { field: 'reason', message: '您已提交过申请，请等待审核' },
};
