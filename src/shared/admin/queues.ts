// The console's review queues: what an alumnus applies for and the office answers. The dashboard counts what waits in
// each; the review pages list them. Who may work a queue is its operation (src/shared/admin/roles.ts): 组织管理员
// answer their own organisation's join requests (operation `organization`), 审核员 and 管理员 every queue.

export const REVIEW_QUEUES = ['cards', 'joins', 'companies', 'certificates', 'proposals'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

export const REVIEW_QUEUE_NAMES: Record<ReviewQueue, string> = {
  cards: '校友卡申请',
  joins: '入会申请',
  companies: '企业入驻申请',
  certificates: '证明补办申请',
  proposals: '活动申办',
};

/** Items waiting in each queue (for 组织管理员: join requests to their organisation only). */
export type PendingCounts = Record<ReviewQueue, number>;
