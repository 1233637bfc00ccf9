import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { attachmentDisposition } from '../http/attachment.ts';
import { archiveName, myDataArchive } from '../http/my-data-archive.ts';
import { appendAudit } from '../repositories/audit.ts';
import { myData } from '../repositories/my-data.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '个人中心';
const HOUR_MS = 3_600_000;

/** The audit log's name for an alumnus (no staff account): the console's 审计日志 filters by it. */
export const alumnusAccount = (userId: number) => `alumnus:${userId}`;

/**
 * 下载我的数据 (PIPL's right to a copy): a ZIP of every record about the caller, as JSON and as a page to read.
 * Limited per person, not per address (a whole class behind one school network must not share a limit), and
 * recorded in the audit log, as every hand-out of ID numbers is.
 */
const myDataRoutes: RoutePlugin = async (app, { db, config, cipher }) => {
  const max = config.dataExportRateLimit;
  app.get(
    '/api/alumuser/dataExport',
    {
      config: {
        changesPublicPages: false,
        access: 'login',
        rateLimit: {
          max,
          timeWindow: HOUR_MS,
          // After the token check (onRequest), so the key is the signed-in person.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `data-export:${request.user!.id}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: `每小时最多下载 ${max} 次我的数据，请 ${Math.max(1, Math.ceil(context.ttl / 60_000))} 分钟后再试`,
          }),
        },
      },
      schema: {
        tags: [TAG],
        summary: '下载我的数据：ZIP 压缩包，内含“我的数据.json”和可直接阅读的“我的数据.html”',
        description:
          '包含本人的个人资料、隐私与通知设置、消息、活动报名与申办、校友组织、企业入驻与职位、捐赠、返校预约（含来访人完整身份证号）、' +
          `证明补办申请（含手机号与身份证号）、绑定微信的昵称及上传的图片。每人每小时最多 ${max} 次；每次下载记入审计日志。`,
        produces: ['application/zip'],
        response: { 200: { description: 'ZIP 压缩包', type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const exportedAt = new Date();
      const archive = await db.transaction(async (tx) => {
        const data = await myData(tx, cipher, user.id);
        if (!data) throw notFound('用户');
        const built = myDataArchive(data, exportedAt);
        await appendAudit(tx, {
          staffId: null,
          account: alumnusAccount(user.id),
          ip: request.ip,
          action: `${request.method} ${request.routeOptions.url}`,
          entity: 'my-data',
          entityId: String(user.id),
          summary: `校友 ${data.profile.name} 下载了本人数据（${built.records} 条记录）`,
        });
        return built;
      });
      const name = archiveName(exportedAt);
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(name, 'my-data.zip'))
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive.zip));
    },
  );
};

export default myDataRoutes;
