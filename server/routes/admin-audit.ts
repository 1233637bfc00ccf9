import { auditWithin } from '../auth/staff.ts';
import { ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { auditExport, auditPage, type AuditFilter } from '../repositories/audit.ts';
import { auditEntrySchema } from '../../src/shared/api/admin-auth.ts';
import { auditWords } from '../../src/shared/admin/audit-words.ts';
import type { AuditRow } from '../repositories/audit.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：审计日志';
const EXPORT_LIMIT = 50_000;

const date = { type: 'string', format: 'date', maxLength: 10, description: '日期（北京时间），含当天' } as const;
/** An entry as the console shows it: who, when, from where, and 操作/对象/内容 in words. */
const worded = ({ id, at, account, ip, ...record }: AuditRow) => ({ id, at, account, ip, ...auditWords(record) });

/** The export's batches, each entry in words as it is read. */
async function* wordedBatches(batches: AsyncIterable<readonly AuditRow[]>) {
  for await (const batch of batches) yield batch.map(worded);
}

const filterProperties = {
  account: { type: 'string', maxLength: 64, description: '操作账号' },
  entity: { type: 'string', maxLength: 64, description: '对象类型的代码（见 src/shared/admin/audit-words.ts 的 AUDIT_OBJECT_KINDS）' },
  from: date,
  to: date,
  keyword: { type: 'string', maxLength: 64, description: '内容中的关键词' },
} as const;

/** The audit log, for 管理员: read with filters, and exported as a spreadsheet (the export is itself recorded). */
const adminAuditRoutes: RoutePlugin = async (app, { db }) => {
  const config = { changesPublicPages: false, staff: 'audit' } as const;

  app.get<{ Querystring: AuditFilter & { pageNum: number; pageSize: number } }>(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '审计日志（最新在前，可按账号、对象、日期、关键词筛选）',
        querystring: { ...pageQuerySchema, properties: { ...pageQuerySchema.properties, ...filterProperties } },
        response: { 200: pageSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.query;
      const { list, total } = await auditPage(db, filter, pageNum, pageSize);
      return ok({ list: list.map(worded), total, pageNum, pageSize });
    },
  );

  app.get<{ Querystring: AuditFilter & { format: ExportFormat } }>(
    '/api/admin/audit/export',
    {
      config,
      schema: {
        tags: [TAG],
        summary: `导出审计日志为 Excel（.xlsx）或 CSV（按筛选条件，最多 ${EXPORT_LIMIT} 条）`,
        querystring: { type: 'object', additionalProperties: false, properties: { ...filterProperties, format: exportFormatSchema } },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = auditExport(db, filter, EXPORT_LIMIT);
      await auditWithin(db, request, { entity: 'audit', entityId: '', summary: `导出审计日志 ${await rows.count()} 条（${format}）` });
      return sendTable(reply, format, {
        name: `审计日志-${chinaDay()}`,
        asciiName: `audit-${chinaDay()}`,
        sheet: '审计日志',
        columns: [
          { header: '时间', key: 'at', width: 22, date: 'datetime' },
          { header: '操作人', key: 'account', width: 16 },
          { header: '来源地址', key: 'ip', width: 18 },
          { header: '操作', key: 'operation', width: 20 },
          { header: '对象', key: 'object', width: 30 },
          { header: '内容', key: 'content', width: 60 },
        ],
        rows: wordedBatches(rows.batches()),
      });
    },
  );
};

export default adminAuditRoutes;
