import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { chinaDay, exportFormatSchema, exportResponseSchema, sendTable, type ExportFormat } from '../http/table-export.ts';
import { rosterStats } from '../repositories/roster-stats.ts';
import { statsTable } from '../../src/shared/admin/roster-stats.ts';
import { ROSTER_STATS_TABLES, rosterStatsSchema, type RosterStatsTable } from '../../src/shared/api/admin-roster.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：校友信息库';
const BASE = '/api/admin/alumni/stats';

/** 校友信息库's figures (operation `roster`): registration by 届 and 院系, the roster by city, registrations a month. */
const adminRosterStatsRoutes: RoutePlugin = async (app, { db }) => {
  const config = { changesPublicPages: false, staff: 'roster' } as const;

  app.get(
    BASE,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '统计：按届、按院系的花名册人数与注册率，按所在城市的人数，近 12 个月每月新注册的校友账号',
        response: { 200: envelopeSchema(rosterStatsSchema) },
      },
    },
    async () => ok(await rosterStats(db)),
  );

  app.get<{ Querystring: { table: RosterStatsTable; format: ExportFormat } }>(
    `${BASE}/export`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '导出一张统计表（Excel 或 CSV）；记入审计日志',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['table'],
          properties: {
            table: { type: 'string', enum: ROSTER_STATS_TABLES, description: 'year 按届，faculty 按院系，city 按城市，month 每月新注册' },
            format: exportFormatSchema,
          },
        },
        response: { 200: exportResponseSchema },
      },
    },
    async (request, reply) => {
      const { table, format } = request.query;
      const t = statsTable(await rosterStats(db), table);
      await auditWithin(db, request, { entity: 'alumni-stats', summary: `导出统计「${t.title}」${t.rows.length} 行（${format}）` });
      const keys = t.headers.map((_, i) => `c${i}`);
      return sendTable(reply, format, {
        name: `${t.title}-${chinaDay()}`,
        asciiName: `${t.asciiName}-${chinaDay()}`,
        sheet: t.title,
        columns: t.headers.map((header, i) => ({ header, key: keys[i], width: i === 0 ? 20 : 12 })),
        rows: t.rows.map((row) => Object.fromEntries(row.map((v, i) => [keys[i], v]))),
      });
    },
  );
};

export default adminRosterStatsRoutes;
