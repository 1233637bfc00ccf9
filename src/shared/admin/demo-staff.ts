import type { StaffRole } from './roles.ts';

/**
 * The demo's staff, one per role: seeded with the demo content (never in production) and listed on the console's
 * sign-in page while the demo runs. The 组织管理员 looks after the first organisation.
 */
export const DEMO_STAFF: ReadonlyArray<{ account: string; password: string; name: string; roles: StaffRole[] }> = [
  { account: 'admin', password: 'demo-admin', name: '周管理', roles: ['admin'] },
  { account: 'editor', password: 'demo-editor', name: '吴编辑', roles: ['editor'] },
  { account: 'reviewer', password: 'demo-reviewer', name: '郑审核', roles: ['reviewer'] },
  { account: 'orgadmin', password: 'demo-orgadmin', name: '王会长', roles: ['orgadmin'] },
];
