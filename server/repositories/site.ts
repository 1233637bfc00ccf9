import type { Queryable } from '../db/connect.ts';
import type { ApiMenuItem } from '../../src/shared/api/site.ts';
import { visible } from './sql.ts';
import { siteIdentity } from '../../src/shared/site-identity.ts';

export type MenuRow = Omit<ApiMenuItem, 'children'> & { pid: number };

/** Every visible column, flat, in menu order; the route builds the tree. */
export const visibleColumns = (db: Queryable) =>
  db.query<MenuRow>(
    `select id, pid, name, link_url as "linkUrl", open_type as "openType"
       from site_column where visible order by sort, id`,
  );

export const dictEntries = (db: Queryable) =>
  db.query<{ dictType: string; dictValue: string; dictLabel: string }>(
    `select dict_type as "dictType", dict_value as "dictValue", dict_label as "dictLabel"
       from sys_dict order by dict_type, sort, id`,
  );

/** The site_info dictionary, value → label (the college's names, its card prefix: src/shared/site-identity.ts). */
export async function siteInfo(db: Queryable): Promise<Record<string, string>> {
  const rows = await db.query<{ value: string; label: string }>(
    `select dict_value as value, dict_label as label from sys_dict where dict_type = 'site_info' order by sort desc, id desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.value, r.label]));
}

/** The college's identity as 站点设置 has it now. */
export const siteIdentityNow = async (db: Queryable) => siteIdentity(await siteInfo(db));

/** Whether `value` is an entry of dictionary `type`. */
export async function dictHas(db: Queryable, type: string, value: string): Promise<boolean> {
  const rows = await db.query('select 1 from sys_dict where dict_type = $1 and dict_value = $2 limit 1', [type, value]);
  return rows.length > 0;
}

/** How many notices the public sees, and the latest of them (drafts, withdrawn, deleted and scheduled ones left out). */
export async function noticeTotal(db: Queryable) {
  const [[{ total }], [latest]] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from notice t where ${visible('t')}`),
    db.query<{ id: number; title: string; publishedAt: string }>(
      `select id, title, published_at as "publishedAt" from notice t where ${visible('t')} order by published_at desc, id desc limit 1`,
    ),
  ]);
  return { total, latest: latest ?? null };
}
