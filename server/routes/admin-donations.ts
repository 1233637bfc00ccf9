import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { storedHtml } from '../http/sanitize-html.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { saveSiteDocument } from '../repositories/admin-site.ts';
import { mapBatches } from '../repositories/keyset.ts';
import { ledgerEntry, ledgerExport, ledgerPage, type LedgerRow } from '../repositories/admin-donations.ts';
import { siteInfo } from '../repositories/site.ts';
import { siteDocument } from '../repositories/personal.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  certificateNo,
  DEFAULT_LETTER_TEMPLATE,
  fillTemplate,
  letterTemplateFormSchema,
  mayHaveLetter,
  type LetterTemplateValues,
} from '../../src/shared/admin/ledger.ts';
import {
  ledgerFilterProperties,
  ledgerPageSchema,
  letterTemplateSchema,
  thankYouLetterSchema,
  type LedgerFilter,
} from '../../src/shared/api/admin-ledger.ts';
import { PAY_CHANNEL_NAMES, paidStateName } from '../../src/shared/admin/ledger-gifts.ts';
import type { Queryable } from '../db/connect.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·捐赠台账';
const EXPORT_LIMIT = 50_000;
/** The site_document row holding the staff's template (absent: the built-in one). */
export const LETTER_DOCUMENT_KEY = 'donationThanks';

const bad = (field: string, message: string) => new HttpError(400, message, 400, field);

const STATE_NAMES: Record<string, string> = { awaiting_payment: '待支付', paid: '已到账', cancelled: '已取消', expired: '已过期' };

/** A date range whose start is after its end matches nothing: told, rather than an empty ledger. */
function checkRange(f: LedgerFilter) {
  if (f.from && f.to && f.from > f.to) throw bad('to', '结束日期不能早于开始日期');
}

async function letterTemplate(db: Queryable) {
  const row = await siteDocument(db, LETTER_DOCUMENT_KEY);
  return row ? { title: row.title, content: row.content, updatedAt: row.updatedAt } : { ...DEFAULT_LETTER_TEMPLATE, updatedAt: null };
}

/** 2026年9月6日, the letter's way of saying the day (China time). */
function chineseDate(at: Date) {
  const c = new Date(at.getTime() + 8 * 3_600_000);
  return `${c.getUTCFullYear()}年${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
}

/** The ledger of every pledge and payment, its export, and the thank-you letters (operation `donations`). */
const adminDonationsRoutes: RoutePlugin = async (app, { db }) => {
  const config = { changesPublicPages: false, staff: 'donations' } as const;

  app.get<{ Querystring: LedgerFilter & { pageNum: number; pageSize: number } }>(
    '/api/admin/donations',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '捐赠台账（最新在前，可按项目、状态、日期、捐赠人或订单号筛选），附筛选范围内的合计与各项目合计',
        querystring: {
          ...pageQuerySchema,
          additionalProperties: false,
          properties: { ...pageQuerySchema.properties, ...ledgerFilterProperties },
        },
        response: { 200: envelopeSchema(ledgerPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      checkRange(filter);
      const page = await ledgerPage(db, filter, pageNum, pageSize);
      return ok({ ...page, pageNum, pageSize });
    },
  );

  app.get<{ Querystring: LedgerFilter & { format: ExportFormat } }>(
    '/api/admin/donations/export',
    {
      config,
      schema: {
        tags: [TAG],
        summary: `导出捐赠台账为 Excel（.xlsx）或 CSV（按筛选条件，最多 ${EXPORT_LIMIT} 条；匿名捐赠标注“匿名”）`,
        querystring: { type: 'object', additionalProperties: false, properties: { ...ledgerFilterProperties, format: exportFormatSchema } },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      checkRange(filter);
      const ledger = ledgerExport(db, filter, EXPORT_LIMIT);
      const rows = mapBatches(ledger.batches(), (r: LedgerRow) => ({
        ...r,
        anonymousMark: r.anonymous ? '匿名' : '',
        statusName: r.status === 'paid' ? paidStateName(r) : (STATE_NAMES[r.status] ?? r.status),
        paidAmount: r.status === 'paid' ? r.amount - r.refunded : 0,
        channelName: PAY_CHANNEL_NAMES[r.payChannel] ?? '',
      }));
      // Donors' names are personal data: the export is recorded, with how much it held.
      await auditWithin(db, request, { entity: 'donation', entityId: '', summary: `导出捐赠台账 ${await ledger.count()} 条（${format}）` });
      return sendTable(reply, format, {
        name: `捐赠台账-${chinaDay()}`,
        asciiName: `donations-${chinaDay()}`,
        sheet: '捐赠台账',
        columns: [
          { header: '编号', key: 'id', width: 8 },
          { header: '订单号', key: 'orderNo', width: 26 },
          { header: '捐赠项目', key: 'projectTitle', width: 28 },
          { header: '捐赠人', key: 'donorName', width: 12 },
          { header: '匿名', key: 'anonymousMark', width: 8 },
          { header: '毕业年份', key: 'graduationYear', width: 10 },
          { header: '金额（元）', key: 'amount', width: 12 },
          { header: '状态', key: 'statusName', width: 10 },
          { header: '到账金额（元）', key: 'paidAmount', width: 14 },
          { header: '已退款（元）', key: 'refunded', width: 12 },
          { header: '到账方式', key: 'channelName', width: 16 },
          { header: '凭证号/交易单号', key: 'voucherNo', width: 30 },
          { header: '捐赠时间', key: 'createdAt', width: 22, date: 'datetime' },
          { header: '到账时间', key: 'paidAt', width: 22, date: 'datetime' },
          { header: '留言', key: 'message', width: 40 },
          { header: '备注', key: 'note', width: 30 },
        ],
        rows,
      });
    },
  );

  app.get(
    '/api/admin/donations/letter-template',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '感谢信模板（未修改过时为内置模板）',
        response: { 200: envelopeSchema(letterTemplateSchema) },
      },
    },
    async () => ok(await letterTemplate(db)),
  );

  app.put<{ Body: LetterTemplateValues }>(
    '/api/admin/donations/letter-template',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '修改感谢信模板：标题与正文（HTML，保存时净化；占位符 {姓名} {金额} {项目} {日期} {证书编号} {届别}）',
        body: toJsonSchema(letterTemplateFormSchema),
        response: { 200: envelopeSchema(letterTemplateSchema) },
      },
    },
    async (request) => {
      const v = assertForm<LetterTemplateValues>(letterTemplateFormSchema, request.body);
      const content = storedHtml({ html: v.content });
      if (!content) throw bad('content', '请填写正文');
      const row = await saveSiteDocument(db, LETTER_DOCUMENT_KEY, v.title, content);
      request.auditEntry = { entity: 'site_document', entityId: LETTER_DOCUMENT_KEY, summary: `修改捐赠感谢信模板「${v.title}」` };
      return ok({ title: row.title, content: row.content, updatedAt: row.updatedAt }, '已保存');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/donations/:id/letter',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '一笔已到账捐赠的感谢信（按模板填写；查看与打印均记入审计日志）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(thankYouLetterSchema) },
      },
    },
    async (request) => {
      const entry = await ledgerEntry(db, request.params.id);
      if (!entry) throw notFound('捐赠记录');
      if (!mayHaveLetter(entry.status) || !entry.paidAt) {
        throw new HttpError(409, `该笔捐赠${entry.status === 'cancelled' ? '已取消' : '尚未到账'}，不能出具感谢信`);
      }
      if (entry.refunded >= entry.amount) throw new HttpError(409, '该笔捐赠已全部退款，不能出具感谢信');
      const [template, info] = await Promise.all([letterTemplate(db), siteInfo(db)]);
      const number = certificateNo(entry.id, entry.paidAt);
      const values = {
        姓名: entry.donorName,
        金额: entry.amount.toLocaleString('zh-CN'),
        项目: entry.projectTitle,
        日期: chineseDate(entry.paidAt),
        证书编号: number,
        届别: entry.graduationYear ? `${entry.graduationYear} 届` : '',
      };
      const college = info.name ?? '';
      const signature = `${college}${info.subtitle ?? ''}`;
      await auditWithin(db, request, {
        entity: 'donation',
        entityId: entry.id,
        summary: `查看捐赠感谢信 #${entry.id}（${entry.donorName}，${entry.amount} 元，${number}）`,
      });
      return ok({
        donationId: entry.id,
        certificateNo: number,
        title: template.title,
        html: fillTemplate(template.content, values),
        donorName: entry.donorName,
        amount: entry.amount,
        projectTitle: entry.projectTitle,
        paidAt: entry.paidAt,
        signature,
        seal: signature,
        logo: info.logo ?? '',
      });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/donations/:id/letter/print',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '记录打印一笔捐赠的感谢信（打印前由控制台调用，记入审计日志）',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const entry = await ledgerEntry(db, request.params.id);
      if (!entry) throw notFound('捐赠记录');
      if (!mayHaveLetter(entry.status)) throw new HttpError(409, '该笔捐赠尚未到账，不能出具感谢信');
      if (entry.refunded >= entry.amount) throw new HttpError(409, '该笔捐赠已全部退款，不能出具感谢信');
      request.auditEntry = {
        entity: 'donation',
        entityId: entry.id,
        summary: `打印捐赠感谢信 #${entry.id}（${entry.donorName}，${entry.amount} 元）`,
      };
      return ok(null, '已记录');
    },
  );
};

export default adminDonationsRoutes;
