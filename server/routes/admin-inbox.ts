import { envelopeSchema, ok } from '../http/envelope.ts';
import { markInboxRead, staffInbox } from '../repositories/staff-messages.ts';
import { staffInboxSchema } from '../../src/shared/api/admin-money.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·首页';

/**
 * The signed-in member of staff's own notes (staff_message): what the console tells them happened, such as a money
 * detail proposed, confirmed or rejected by another 管理员. Listed on the console's home.
 */
const adminInboxRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/admin/inbox',
    {
      config: { staff: 'self' },
      schema: { tags: [TAG], summary: '我的通知：最近 20 条，新的在前，及未读条数', response: { 200: envelopeSchema(staffInboxSchema) } },
    },
    async (request) => ok(await staffInbox(db, request.staff!.id)),
  );

  app.post(
    '/api/admin/inbox/read',
    {
      config: { staff: 'self', changesPublicPages: false },
      schema: { tags: [TAG], summary: '将我的通知全部标为已读', response: { 200: envelopeSchema(staffInboxSchema) } },
    },
    async (request) => {
      const count = await markInboxRead(db, request.staff!.id);
      request.auditEntry = { entity: 'staff_message', summary: `将 ${count} 条通知标为已读` };
      return ok(await staffInbox(db, request.staff!.id), '已全部标为已读');
    },
  );
};

export default adminInboxRoutes;
