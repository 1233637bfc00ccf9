import { envelopeSchema, ok } from '../http/envelope.ts';
import { donationsThisMonth, visitsToday, weeklyTrend } from '../repositories/admin-dashboard.ts';
import { noticesThisMonth } from '../repositories/admin-notices.ts';
import { pendingCounts } from '../repositories/queue-counts.ts';
import { dashboardParts } from '../../src/shared/admin/ledger.ts';
import { REVIEW_QUEUES } from '../../src/shared/admin/queues.ts';
import { dashboardSchema, type Dashboard } from '../../src/shared/api/admin-ledger.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/**
 * The console's home figures, for every member of staff (operation `self`), each part only for the roles that may
 * see it (dashboardParts): a part they may not see is null, never zero, so nothing is told by its absence either.
 */
const adminDashboardRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { changesPublicPages: false, staff: 'self' },
      schema: {
        tags: ['管理后台·首页'],
        summary: '控制台首页概览：待办审核数、今日返校预约、本月捐赠、本月通知、近 12 周报名与捐赠趋势（按角色只含可见部分）',
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const parts = dashboardParts(staff.roles);
      const orgId = parts.pending === 'joins' ? staff.organizationId : null;
      const [pending, visits, donations, notices, trend] = await Promise.all([
        // A 组织管理员 without an organisation has no queue of their own.
        parts.pending === null || (parts.pending === 'joins' && !orgId) ? null : pendingCounts(db, orgId),
        parts.visits ? visitsToday(db) : null,
        parts.donations ? donationsThisMonth(db) : null,
        parts.notices ? noticesThisMonth(db) : null,
        parts.signups || parts.donations ? weeklyTrend(db) : null,
      ]);
      const answer: Dashboard = {
        pending: pending
          ? (parts.pending === 'joins' ? (['joins'] as const) : REVIEW_QUEUES).map((queue) => ({ queue, count: pending[queue] }))
          : null,
        visits,
        donations,
        notices,
        trend: trend && {
          weeks: trend.map((w) => w.week),
          signups: parts.signups ? trend.map((w) => w.signups) : null,
          donations: parts.donations ? trend.map((w) => w.donations) : null,
        },
      };
      return ok(answer);
    },
  );
};

export default adminDashboardRoutes;
