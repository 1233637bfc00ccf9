import type { Queryable } from '../db/connect.ts';
import type { CardTemplate } from '../../src/shared/api/account.ts';
import type { CardTemplateValues, DictEntryValues, MenuItemValues, NewDictEntryValues } from '../../src/shared/admin/site-forms.ts';
import type { SiteDocument } from '../../src/shared/api/personal.ts';
import { documentColumns } from './personal.ts';
import { memberCountSql } from './figures.ts';
import { visible } from './sql.ts';

export interface AdminMenuRow {
  id: number;
  pid: number;
  name: string;
  linkUrl: string;
  openType: string;
  sort: number;
  visible: boolean;
}

/** Every column, hidden ones too, in menu order; the route builds the tree. */
export const allColumns = (db: Queryable) =>
  db.query<AdminMenuRow>(
    'select id, pid, name, link_url as "linkUrl", open_type as "openType", sort, visible from site_column order by sort, id',
  );

export const menuColumn = async (db: Queryable, id: number, lock = false) =>
  (
    await db.query<AdminMenuRow>(
      `select id, pid, name, link_url as "linkUrl", open_type as "openType", sort, visible from site_column where id = $1 ${lock ? 'for update' : ''}`,
      [id],
    )
  )[0];

/**
 * A new column. Ids are not drawn from a sequence (the seed and real colleges number their columns themselves), so
 * the table is locked against other writers while the next free id is taken.
 */
export async function insertColumn(tx: Queryable, v: MenuItemValues & { pid: number; sort: number }): Promise<number> {
  await tx.query('lock table site_column in exclusive mode');
  const [row] = await tx.query<{ id: number }>(
    `insert into site_column (id, pid, name, link_url, open_type, sort, visible)
     select coalesce(max(id), 0) + 1, $1, $2, $3, $4, $5, $6 from site_column returning id`,
    [v.pid, v.name, v.linkUrl ?? '', v.openType, v.sort, v.visible],
  );
  return row.id;
}

export async function updateColumn(db: Queryable, id: number, v: MenuItemValues) {
  await db.query('update site_column set name = $2, link_url = $3, open_type = $4, visible = $5 where id = $1', [
    id,
    v.name,
    v.linkUrl ?? '',
    v.openType,
    v.visible,
  ]);
}

export async function moveColumn(db: Queryable, id: number, pid: number, sort: number) {
  await db.query('update site_column set pid = $2, sort = $3 where id = $1', [id, pid, sort]);
}

/** Whether `ancestor` is `id` or above it: a column moved under its own descendant would leave the tree. */
export async function isAncestorOrSelf(db: Queryable, ancestor: number, id: number) {
  const [row] = await db.query<{ found: boolean }>(
    `with recursive up(id, pid, depth) as (
       select id, pid, 0 from site_column where id = $2
       union all select c.id, c.pid, up.depth + 1 from site_column c join up on c.id = up.pid where up.depth < 50)
     select exists (select 1 from up where id = $1) as found`,
    [ancestor, id],
  );
  return row.found;
}

export const hasChildren = async (db: Queryable, id: number) =>
  (await db.query('select 1 from site_column where pid = $1 limit 1', [id])).length > 0;

export const deleteColumn = async (db: Queryable, id: number) => {
  await db.query('delete from site_column where id = $1', [id]);
};

export interface DictRow {
  id: number;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  sort: number;
}

const dictColumns = 'id, dict_type as "dictType", dict_label as "dictLabel", dict_value as "dictValue", sort';

/** Every entry, or one type's, in order. */
export const dictRows = (db: Queryable, type?: string) =>
  type
    ? db.query<DictRow>(`select ${dictColumns} from sys_dict where dict_type = $1 order by sort, id`, [type])
    : db.query<DictRow>(`select ${dictColumns} from sys_dict order by dict_type, sort, id`);

export const dictRow = async (db: Queryable, id: number) =>
  (await db.query<DictRow>(`select ${dictColumns} from sys_dict where id = $1`, [id]))[0];

export async function updateDictRow(db: Queryable, id: number, v: DictEntryValues) {
  await db.query('update sys_dict set dict_label = $2, dict_value = $3, sort = $4 where id = $1', [id, v.dictLabel, v.dictValue, v.sort]);
}

export const insertDictRow = async (db: Queryable, v: NewDictEntryValues) =>
  (
    await db.query<{ id: number }>('insert into sys_dict (dict_type, dict_label, dict_value, sort) values ($1, $2, $3, $4) returning id', [
      v.dictType,
      v.dictLabel,
      v.dictValue,
      v.sort,
    ])
  )[0].id;

export const deleteDictRow = async (db: Queryable, id: number) => {
  await db.query('delete from sys_dict where id = $1', [id]);
};

const templateColumns = `id, name, active, default_template as "defaultTemplate", background, text_color as "textColor",
  accent_color as "accentColor", layout`;

export const allCardTemplates = (db: Queryable) => db.query<CardTemplate>(`select ${templateColumns} from alum_card_template order by id`);

export const cardTemplateRow = async (db: Queryable, id: number) =>
  (await db.query<CardTemplate>(`select ${templateColumns} from alum_card_template where id = $1`, [id]))[0];

export async function updateCardTemplate(db: Queryable, id: number, v: CardTemplateValues) {
  await db.query(
    `update alum_card_template set name = $2, active = $3, background = $4, text_color = $5, accent_color = $6, layout = $7 where id = $1`,
    [id, v.name, v.active, v.background, v.textColor, v.accentColor, v.layout],
  );
}

/** Makes one template the default (and active), every other not the default, in one statement. */
export async function chooseDefaultTemplate(db: Queryable, id: number) {
  await db.query('update alum_card_template set default_template = (id = $1), active = active or id = $1', [id]);
}

/**
 * Saves a site document. `newVersion` publishes it as a new version (number + 1, published now), which everyone must
 * agree to again; otherwise the version stays (a typo fix) and only updated_at moves.
 */
export async function saveSiteDocument(db: Queryable, key: string, title: string, content: string, newVersion = false) {
  return (
    await db.query<SiteDocument>(
      `insert into site_document (key, title, content) values ($1, $2, $3)
       on conflict (key) do update set title = excluded.title, content = excluded.content, updated_at = now(),
         version = site_document.version + (case when $4 then 1 else 0 end),
         published_at = case when $4 then now() else site_document.published_at end
       returning ${documentColumns}`,
      [key, title, content, newVersion],
    )
  )[0];
}

/** An organisation's page fields (date as YYYY-MM-DD), unless it is deleted. */
export const organizationPage = async (db: Queryable, id: number) =>
  (
    await db.query<Record<string, unknown> & { id: number; name: string }>(
      `select o.id, o.name, o.kind, o.region, o.summary, o.cover, o.content, to_char(o.founded_at, 'YYYY-MM-DD') as "foundedAt",
            o.leader, o.contact, ${memberCountSql('o')} as "memberCount", o.publish_state as "publishState", o.published_at as "publishedAt",
            o.updated_at as "updatedAt", o.deleted_at as "deletedAt", ${visible('o')} as live
       from organization o where o.id = $1 and o.deleted_at is null`,
      [id],
    )
  )[0];

export async function updateOrganizationPage(db: Queryable, id: number, v: Record<string, unknown>) {
  await db.query(
    `update organization set name = $2, kind = $3, region = $4, summary = $5, cover = $6, content = $7, founded_at = $8, leader = $9,
       contact = $10, updated_at = now() where id = $1 and deleted_at is null`,
    [id, v.name, v.kind, v.region, v.summary, v.cover, v.content, v.foundedAt, v.leader, v.contact],
  );
}
