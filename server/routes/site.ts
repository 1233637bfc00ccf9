import { envelopeSchema, ok } from '../http/envelope.ts';
import { memo } from '../http/memo.ts';
import { dictEntries, noticeTotal, visibleColumns, type MenuRow } from '../repositories/site.ts';
import { dictGroupSchema, menuItemSchema, noticeTotalSchema, type ApiMenuItem as MenuItem } from '../../src/shared/api/site.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** Builds the tree below `rootId` from flat rows ordered by sort. */
export function buildMenuTree(rows: MenuRow[], rootId: number): MenuItem[] {
  const byParent = new Map<number, MenuItem[]>();
  for (const { pid, ...row } of rows) {
    const siblings = byParent.get(pid) ?? [];
    siblings.push({ ...row, children: [] });
    byParent.set(pid, siblings);
  }
  const attach = (items: MenuItem[], depth: number): MenuItem[] =>
    items.map((item) => ({ ...item, children: depth < 4 ? attach(byParent.get(item.id) ?? [], depth + 1) : [] }));
  return attach(byParent.get(rootId) ?? [], 0);
}

const SITE_CACHE_MS = 60_000;

/** Menus, dictionaries and the notice total: read on every page, so remembered for a minute. */
const siteRoutes: RoutePlugin = async (app, { db, config }) => {
  app.addSchema(menuItemSchema);
  const stamp = () => app.publicDataVersion();
  const now = () => Date.now();
  const menuTree = memo({ ttlMs: SITE_CACHE_MS, load: async (pid: number) => buildMenuTree(await visibleColumns(db), pid), now, stamp });
  const dictGroups = memo({
    ttlMs: SITE_CACHE_MS,
    load: async () => {
      const rows = await dictEntries(db);
      const groups = new Map<string, { dictValue: string; dictLabel: string }[]>();
      for (const { dictType, dictValue, dictLabel } of rows) {
        if (!groups.has(dictType)) groups.set(dictType, []);
        groups.get(dictType)!.push({ dictValue, dictLabel });
      }
      return [...groups].map(([dictType, dataList]) => ({ dictType, dataList }));
    },
    now,
    stamp,
  });

  app.get<{ Querystring: { pid: number } }>(
    '/api/alumsitecolumn/selectList',
    {
      schema: {
        tags: ['站点'],
        summary: '导航菜单树：pid 为根栏目编号，返回其下各级可见栏目',
        querystring: {
          type: 'object',
          properties: {
            pid: { type: 'integer', minimum: 0, maximum: 2147483647, default: config.rootColumnId, description: '根栏目编号' },
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: { $ref: 'MenuItem#' } }) },
      },
    },
    async (request) => ok(await menuTree(request.query.pid)),
  );

  app.get(
    '/api/sysdict/dictList',
    {
      schema: {
        tags: ['站点'],
        summary: '数据字典：按 dictType 分组，每组 dataList 含 dictValue 与 dictLabel',
        response: {
          200: envelopeSchema({ type: 'array', items: dictGroupSchema }),
        },
      },
    },
    async () => ok(await dictGroups(undefined)),
  );

  app.get(
    '/api/alumnotice/total',
    {
      schema: {
        tags: ['站点'],
        summary: '公告总数与最新一条公告',
        response: {
          200: envelopeSchema(noticeTotalSchema),
        },
      },
    },
    async () => ok(await noticeTotal(db)),
  );
};

export default siteRoutes;
