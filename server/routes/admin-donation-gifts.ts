import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { reencodeImage } from '../http/reencode-image.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { RefundRefusal, requestRefund } from '../payments/donation-refunds.ts';
import { WxpayError } from '../payments/wxpay.ts';
import {
  giftByVoucher,
  insertOfflineGift,
  projectExists,
  saveVoucherScan,
  scanAvailable,
  voucherScan,
} from '../repositories/ledger-gifts.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  offlineGiftFormSchema,
  PAY_CHANNEL_NAMES,
  refundFormSchema,
  type OfflineGiftValues,
  type RefundValues,
} from '../../src/shared/admin/ledger-gifts.ts';
import { MAX_UPLOAD_BYTES, sniffImage } from './uploads.ts';

const TAG = '管理后台·捐赠台账';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);
const SCAN_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const SCAN_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** 'L' (线下) + Shanghai date and time + 8 random hex digits: an order number like an online pledge's. */
function offlineOrderNo(now = new Date()): string {
  const shanghai = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `L${shanghai}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * 线下捐赠 (operation `donations`): a gift by bank transfer or in cash, with its voucher's scan kept private; and 退款
 * of a WeChat Pay gift (operation `refunds`, 管理员 only).
 */
const adminDonationGiftsRoutes: RoutePlugin = async (app, { db, config, payments }) => {
  app.post<{ Body: OfflineGiftValues }>(
    '/api/admin/donations/offline',
    {
      config: { changesPublicPages: true, staff: 'donations' },
      schema: {
        tags: [TAG],
        summary: '登记线下捐赠（银行转账或现金）：即为已到账，到账日期为到账时间；同一到账方式的凭证号不能重复；捐赠人无需注册账号',
        body: toJsonSchema(offlineGiftFormSchema),
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['id', 'orderNo'],
            properties: { id: { type: 'integer' }, orderNo: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => {
      const v = assertForm<OfflineGiftValues>(offlineGiftFormSchema, request.body);
      const projectId = Number(v.projectId);
      if (!(await projectExists(db, projectId))) throw bad('projectId', '请选择有效的捐赠项目');
      const channelName = PAY_CHANNEL_NAMES[v.channel];
      const duplicate = (id: number) => bad('voucherNo', `该${channelName}凭证号已登记（捐赠 #${id}），请核对`);
      const known = await giftByVoucher(db, v.channel, v.voucherNo);
      if (known) throw duplicate(known.id);
      const scan = v.voucherScan ?? '';
      if (scan && !(SCAN_NAME.test(scan) && (await scanAvailable(db, scan)))) throw bad('voucherScan', '凭证扫描件无效，请重新上传');
      const orderNo = offlineOrderNo();
      const amount = Number(v.amount);
      const id = await db.transaction(async (tx) => {
        const created = await insertOfflineGift(tx, {
          projectId,
          donorName: v.donorName,
          graduationYear: v.graduationYear ? Number(v.graduationYear) : null,
          amount,
          arrivedOn: v.arrivedOn,
          channel: v.channel,
          voucherNo: v.voucherNo,
          voucherScan: scan,
          anonymous: v.anonymous === true,
          note: v.note ?? '',
          orderNo,
          staffId: request.staff!.id,
        });
        if (created === null) return null;
        await auditWithin(tx, request, {
          entity: 'donation',
          entityId: created,
          summary: `登记线下捐赠 #${created}（${v.donorName}，${amount} 元，${channelName} 凭证号 ${v.voucherNo}，${v.arrivedOn} 到账）`,
        });
        return created;
      });
      if (id === null) throw duplicate((await giftByVoucher(db, v.channel, v.voucherNo))?.id ?? 0);
      return ok({ id, orderNo }, '已登记');
    },
  );

  // The scan is uploaded on its own (multipart, in a scope of its own so no other route takes multipart bodies).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post(
      '/api/admin/donations/vouchers',
      {
        config: { changesPublicPages: false, staff: 'donations', rateLimit: { max: config.uploadRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: [TAG],
          summary: '上传线下捐赠的凭证扫描件（multipart，字段 file；png、jpeg 或 webp，不超过 5 MB）：不公开，仅捐赠台账可查看',
          consumes: ['multipart/form-data'],
          body: {
            content: {
              'multipart/form-data': {
                schema: { type: ['object', 'null'], required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
              },
            },
          },
          response: { 200: envelopeSchema({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw bad('file', '请以 multipart/form-data 上传扫描件');
        const file = await request.file().catch(() => undefined);
        if (!file) throw bad('file', '请选择凭证扫描件');
        const buffer = await file.toBuffer().catch(() => {
          throw bad('file', '扫描件不能超过 5 MB');
        });
        if (file.file.truncated || buffer.length > MAX_UPLOAD_BYTES) throw bad('file', '扫描件不能超过 5 MB');
        const ext = sniffImage(buffer.subarray(0, 16));
        if (!ext) throw bad('file', '扫描件仅支持 PNG、JPEG 或 WebP 格式的图片');
        const bytes = await reencodeImage(buffer, ext);
        const name = `${randomBytes(16).toString('hex')}.${ext}`;
        await saveVoucherScan(db, { name, contentType: SCAN_TYPES[ext], bytes, staffId: request.staff!.id });
        request.auditEntry = { entity: 'donation', entityId: name, summary: `上传线下捐赠凭证扫描件 ${name}` };
        return ok({ name }, '上传成功');
      },
    );
  });

  app.get<{ Params: { name: string } }>(
    '/api/admin/donations/vouchers/:name',
    {
      config: { staff: 'donations' },
      schema: {
        tags: [TAG],
        summary: '查看线下捐赠的凭证扫描件（不缓存；记入审计日志）',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 64, pattern: SCAN_NAME.source, description: '扫描件名称（上传时返回）' } },
        },
        response: { 200: { type: 'string', format: 'binary', description: '图片' } },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const scan = await voucherScan(db, name);
      if (!scan) throw new HttpError(404, '扫描件不存在');
      await auditWithin(db, request, {
        entity: 'donation',
        entityId: scan.donationId ?? name,
        summary: `查看线下捐赠凭证扫描件${scan.donationId ? ` #${scan.donationId}` : ''}`,
      });
      return reply.header('Cache-Control', 'no-store').type(scan.contentType).send(Buffer.from(scan.bytes));
    },
  );

  app.post<{ Params: { id: number }; Body: RefundValues }>(
    '/api/admin/donations/:id/refund',
    {
      config: { changesPublicPages: true, staff: 'refunds' },
      schema: {
        tags: [TAG],
        summary:
          '微信支付捐赠退款（仅管理员）：金额为整元且不超过可退金额，原因必填（80 字以内）；退款结果由微信支付通知或定时查询更新，成功后站内消息告知捐赠人。线下捐赠请线下退回',
        params: idParamsSchema,
        body: toJsonSchema(refundFormSchema),
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['outRefundNo', 'state'],
            properties: {
              outRefundNo: { type: 'string' },
              state: { type: 'string', enum: ['processing', 'success', 'abnormal', 'closed'] },
            },
          }),
        },
      },
    },
    async (request) => {
      const v = assertForm<RefundValues>(refundFormSchema, request.body);
      if (!payments) throw new HttpError(409, '未开通微信支付，不能在线退款');
      const amount = Number(v.amount);
      const id = request.params.id;
      try {
        const asked = await requestRefund(payments, {
          donationId: id,
          amount,
          reason: v.reason,
          staffId: request.staff!.id,
          staffAccount: request.staff!.account,
        });
        request.auditEntry = {
          entity: 'donation',
          entityId: id,
          summary: `申请捐赠退款 #${id}（${asked.projectTitle}，${amount} 元，${asked.outRefundNo}）：${v.reason}`,
        };
        return ok(
          { outRefundNo: asked.outRefundNo, state: asked.state },
          asked.state === 'success' ? '已退款' : '已提交退款，等待微信支付处理',
        );
      } catch (error) {
        // Asked of WeChat and refused or unanswered: recorded all the same (money may yet leave, the job will know).
        const asked = (outcome: string) =>
          auditWithin(db, request, { entity: 'donation', entityId: id, summary: `申请捐赠退款 #${id}（${amount} 元）：${outcome}` });
        if (error instanceof RefundRefusal) {
          if (error.status === 502) await asked(error.message);
          throw new HttpError(error.status, error.message, error.status, error.field);
        }
        if (error instanceof WxpayError) {
          request.log.warn({ code: error.code, status: error.status }, 'wxpay refund failed');
          await asked(`微信支付未应答（${error.code}），待查询结果`);
          throw new HttpError(502, '微信支付暂时无法处理退款，稍后将自动查询结果');
        }
        throw error;
      }
    },
  );
};

export default adminDonationGiftsRoutes;
