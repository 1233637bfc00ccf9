import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';

export interface MenuItem {
  id: number;
  name: string;
  linkUrl: string;
  openType: 'route' | 'external' | 'iframe';
  children: MenuItem[];
}

const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  required: ['id', 'name', 'linkUrl', 'openType', 'children'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    linkUrl: { type: 'string' },
    openType: { type: 'string', enum: ['route', 'external', 'iframe'] },
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
} as const;

/** Builds the tree below `rootId` from flat rows ordered by sort. */
export function buildMenuTree(rows: Array<Omit<MenuItem, 'children'> & { pid: number }>, rootId: number): MenuItem[] {
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

/** Remembers a value for `ttlMs`: menus and dictionaries are read on every page load and change rarely. */
export function memo<K, V>(ttlMs: number, load: (key: K) => Promise<V>, now = () => Date.now()) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.set(key, { at: now(), value });
    // A failed read is not remembered.
    value.catch(() => entries.delete(key));
    return value;
  };
}

const SITE_CACHE_MS = 60_000;

export function registerSiteRoutes(app: FastifyInstance, db: Db, defaultRootId: number) {
  app.addSchema(menuItemSchema);
  const menuTree = memo(SITE_CACHE_MS, async (pid: number) => {
    const rows = await db.query<Omit<MenuItem, 'children'> & { pid: number }>(
      `select id, pid, name, link_url as "linkUrl", open_type as "openType"
         from site_column where visible order by sort, id`,
    );
    return buildMenuTree(rows, pid);
  });
  const dictGroups = memo(SITE_CACHE_MS, async () => {
    const rows = await db.query<{ dictType: string; dictValue: string; dictLabel: string }>(
      `select dict_type as "dictType", dict_value as "dictValue", dict_label as "dictLabel"
         from sys_dict order by dict_type, sort, id`,
    );
    const groups = new Map<string, { dictValue: string; dictLabel: string }[]>();
    for (const { dictType, dictValue, dictLabel } of rows) {
      if (!groups.has(dictType)) groups.set(dictType, []);
      groups.get(dictType)!.push({ dictValue, dictLabel });
    }
    return [...groups].map(([dictType, dataList]) => ({ dictType, dataList }));
  });

  app.get<{ Querystring: { pid: number } }>(
    '/api/alumsitecolumn/selectList',
    {
      schema: {
        tags: ['站点'],
        summary: '导航菜单树：pid 为根栏目编号，返回其下各级可见栏目',
        querystring: {
          type: 'object',
          properties: { pid: { type: 'integer', minimum: 0, maximum: 2147483647, default: defaultRootId, description: '根栏目编号' } },
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
          200: envelopeSchema({
            type: 'array',
            items: {
              type: 'object',
              required: ['dictType', 'dataList'],
              properties: {
                dictType: { type: 'string' },
                dataList: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['dictValue', 'dictLabel'],
                    properties: { dictValue: { type: 'string' }, dictLabel: { type: 'string' } },
                  },
                },
              },
            },
          }),
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
          200: envelopeSchema({
            type: 'object',
            required: ['total', 'latest'],
            properties: {
              total: { type: 'integer' },
              latest: {
                type: ['object', 'null'],
                properties: { id: { type: 'integer' }, title: { type: 'string' }, publishedAt: { type: 'string', format: 'date-time' } },
              },
            },
          }),
        },
      },
    },
    async () => {
      const [[{ total }], [latest]] = await Promise.all([
        db.query<{ total: number }>('select count(*)::int as total from notice'),
        db.query('select id, title, published_at as "publishedAt" from notice order by published_at desc, id desc limit 1'),
      ]);
      return ok({ total, latest: latest ?? null });
    },
  );
}
