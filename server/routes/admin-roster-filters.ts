import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { allRecords, openRecord } from '../repositories/roster.ts';
import { deleteFilter, saveFilter, savedFilters, type SavedFilter } from '../repositories/roster-filters.ts';
import { mayPerform } from '../../src/shared/admin/roles.ts';
import { ROSTER_FIELDS, ROSTER_HEADERS, maskPhone } from '../../src/shared/admin/roster.ts';
import { criteriaAreEmpty, criteriaLabel, rosterCriteria, type RosterCriteria } from '../../src/shared/admin/roster-filter.ts';
import { maskIdNumber } from '../../src/shared/appointment-forms.ts';
import {
  rosterExportQuerySchema,
  rosterFilterBodySchema,
  rosterFilterSchema,
  type RosterFilterBody,
  type RosterFilterItem,
  type RosterListQuery,
} from '../../src/shared/api/admin-roster.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：校友信息库';
const BASE = '/api/admin/alumni';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);

const shownFilter = (f: SavedFilter): RosterFilterItem => ({
  id: f.id,
  name: f.name,
  graduationYear: f.graduationYear ?? null,
  faculty: f.faculty ?? '',
  major: f.major ?? '',
  city: f.city ?? '',
  tag: f.tag ?? '',
  label: criteriaLabel(f),
  staffAccount: f.staffAccount,
  createdAt: f.createdAt,
});

type ExportQuery = Omit<RosterListQuery, 'pageNum' | 'pageSize'> & { format: ExportFormat };

/**
 * 校友信息库's saved filters (a notice can go to one: server/routes/admin-notices.ts) and the export of a filter's
 * records, numbers masked unless the role may see them whole (operation `roster`).
 */
const adminRosterFilterRoutes: RoutePlugin = async (app, { db, cipher }) => {
  const config = { changesPublicPages: false, staff: 'roster' } as const;

  app.get(
    `${BASE}/filters`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '已保存的花名册筛选（按名称）',
        response: { 200: envelopeSchema({ type: 'array', items: rosterFilterSchema }) },
      },
    },
    async () => ok((await savedFilters(db)).map(shownFilter)),
  );

  app.post<{ Body: RosterFilterBody }>(
    `${BASE}/filters`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '把当前筛选条件保存为一个有名称的筛选，供发送通知时选用；记入审计日志',
        body: rosterFilterBodySchema,
        response: { 200: envelopeSchema(rosterFilterSchema) },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      if (!name) throw bad('name', '请填写筛选名称');
      const criteria: RosterCriteria = rosterCriteria(request.body);
      if (criteriaAreEmpty(criteria)) throw bad('name', '请至少选择一个筛选条件（毕业年份、院系、专业或所在城市）');
      const saved = await db.transaction(async (tx) => {
        const f = await saveFilter(tx, name, criteria, request.staff!.account);
        if (!f) throw bad('name', `已有名为「${name}」的筛选，请换一个名称`);
        await auditWithin(tx, request, {
          entity: 'roster-filter',
          entityId: f.id,
          summary: `保存花名册筛选「${name}」：${criteriaLabel(criteria)}`,
        });
        return f;
      });
      return ok(shownFilter(saved), '筛选已保存');
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/filters/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '删除一个已保存的筛选（已发出的通知仍记着它的名称）；记入审计日志',
        params: idParamsSchema,
        response: { 200: envelopeSchema(rosterFilterSchema) },
      },
    },
    async (request) => {
      const removed = await db.transaction(async (tx) => {
        const f = await deleteFilter(tx, request.params.id);
        if (!f) throw notFound('花名册筛选');
        await auditWithin(tx, request, { entity: 'roster-filter', entityId: f.id, summary: `删除花名册筛选「${f.name}」` });
        return f;
      });
      return ok(shownFilter(removed), '筛选已删除');
    },
  );

  app.get<{ Querystring: ExportQuery }>(
    `${BASE}/records/export`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '导出当前筛选的全部校友记录（Excel 或 CSV）；身份证号、手机仅有权限者导出完整号码；记入审计日志',
        querystring: { ...rosterExportQuerySchema, properties: { ...rosterExportQuerySchema.properties, format: exportFormatSchema } },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const { format, registered, keyword, ...criteria } = request.query;
      const rows = await allRecords(db, {
        ...rosterCriteria(criteria),
        registered: registered === undefined ? undefined : registered === 'yes',
        keyword: keyword?.trim() || undefined,
      });
      const whole = mayPerform(request.staff!.roles, 'identity');
      const shown = rows.map((r) => {
        const open = openRecord(cipher, r);
        return {
          ...open,
          idNumber: whole || !open.idNumber ? open.idNumber : maskIdNumber(open.idNumber),
          phone: whole ? open.phone : maskPhone(open.phone),
          registeredText: r.registered ? '已注册' : '未注册',
          tagsText: r.tags.join('、'),
        };
      });
      const conditions = [
        criteriaLabel(criteria),
        registered ? (registered === 'yes' ? '已注册' : '未注册') : '',
        keyword ? `含“${keyword.trim()}”` : '',
      ]
        .filter((p) => p && p !== '全部记录')
        .join(' · ');
      await auditWithin(db, request, {
        entity: 'alumni-record',
        summary: `导出校友记录 ${rows.length} 条（${conditions || '全部记录'}，${format}，${whole ? '含完整身份证号、手机' : '号码部分隐藏'}）`,
      });
      return sendTable(reply, format, {
        name: `校友记录-${chinaDay()}`,
        asciiName: `alumni-records-${chinaDay()}`,
        sheet: '校友记录',
        columns: [
          ...ROSTER_FIELDS.map((f) => ({ header: ROSTER_HEADERS[f], key: f, width: f === 'idNumber' ? 22 : 14 })),
          { header: '门户账号', key: 'registeredText' as const, width: 10 },
          { header: '标签', key: 'tagsText' as const, width: 20 },
        ],
        rows: shown,
      });
    },
  );
};

export default adminRosterFilterRoutes;
