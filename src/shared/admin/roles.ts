// Who on the staff may do what. The server checks it on every console operation (each /api/admin/ route names its
// operation); the console reads the same table to show only what a member of staff may use.

export const STAFF_ROLES = ['admin', 'editor', 'reviewer', 'orgadmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The console's operations:
 *  - `self`: one's own account (who am I, sign out, change the password, set up the second factor);
 *  - `content`: publishing news, activities, outstanding alumni, organisations, scenery, donation projects, companies,
 *    positions and the privacy policy, and uploading their pictures;
 *  - `site`: the menu, the dictionaries, the alumni card template;
 *  - `organization`: one's own organisation's page and its join requests;
 *  - `review`: the review queues (alumni cards, join requests of every organisation, company applications,
 *    certificate requests, activity proposals);
 *  - `events`: campus visits (slots, the day's gate list, check-in at the gate) and activities (sign-up lists,
 *    check-in by the card's QR);
 *  - `identity`: seeing full ID numbers where a list shows them (the gate list); without it they are masked;
 *  - `donations`: the donations ledger, thank-you letters and gifts received offline (bank transfer, cash);
 *  - `refunds`: refunding a gift paid through WeChat Pay (管理员 only: money leaves the foundation);
 *  - `money`: the money details donors are told (站点设置's 银行转账): proposed by one 管理员, confirmed by another
 *    (管理员 only: they decide where donors' money goes);
 *  - `notices`: notices to all alumni, a graduation year or an organisation;
 *  - `rosterNotices`: the console's 通知 page, and notices to the registered alumni a saved filter of the roster finds
 *    (花名册筛选); every other audience needs `notices`;
 *  - `staff`: staff accounts;
 *  - `audit`: the audit log;
 *  - `roster`: 校友信息库, the registrar's roster of graduates (import, records, edits).
 */
export const STAFF_OPERATIONS = [
  'self',
  'content',
  'site',
  'organization',
  'review',
  'events',
  'identity',
  'donations',
  'refunds',
  'money',
  'notices',
  'rosterNotices',
  'staff',
  'audit',
  'roster',
] as const;
export type StaffOperation = (typeof STAFF_OPERATIONS)[number];

/** The operations each role grants; 管理员 is granted everything. */
const grants: Record<StaffRole, readonly StaffOperation[]> = {
  admin: STAFF_OPERATIONS,
  editor: ['self', 'content', 'site', 'events', 'notices', 'rosterNotices'],
  reviewer: ['self', 'review', 'events', 'identity', 'donations', 'roster', 'rosterNotices'],
  orgadmin: ['self', 'organization'],
};

/** Whether a member of staff holding `roles` may perform `operation`. */
export const mayPerform = (roles: readonly StaffRole[], operation: StaffOperation): boolean =>
  roles.some((role) => grants[role]?.includes(operation));

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/** The roles' names, as the console, the API's messages and the audit log say them. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: '管理员',
  editor: '内容编辑',
  reviewer: '审核员',
  orgadmin: '组织管理员',
};
