import type { ServerConfig } from '../config/index.ts';
import type { Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { frameHostAllows } from '../http/headers.ts';
import { storedHtml } from '../http/sanitize-html.ts';
import {
  allCardTemplates,
  allColumns,
  cardTemplateRow,
  chooseDefaultTemplate,
  deleteColumn,
  deleteDictRow,
  dictRow,
  dictRows,
  hasChildren,
  insertColumn,
  insertDictRow,
  isAncestorOrSelf,
  menuColumn,
  moveColumn,
  organizationPage,
  saveSiteDocument,
  updateCardTemplate,
  updateColumn,
  updateDictRow,
  updateOrganizationPage,
  type AdminMenuRow,
} from '../repositories/admin-site.ts';
import { siteDocument } from '../repositories/personal.ts';
import { forbidden } from '../auth/staff.ts';
import { isMoneyDict, MONEY_DICT_REFUSAL } from '../../src/shared/admin/money-settings.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { CARD_PREFIX_RULE, cardPrefixOf, SITE_IDENTITY_KEYS } from '../../src/shared/site-identity.ts';
import {
  cardTemplateFormSchema,
  DICT_RULES,
  dictEntrySchema as dictEntryForm,
  isImageEntry,
  isListDict,
  menuItemSchema as menuItemForm,
  menuMoveSchema,
  myOrganizationSchema,
  newDictEntrySchema,
  newMenuItemSchema,
  SITE_DOCUMENT_KEYS,
  siteDocumentFormSchema,
  type CardTemplateValues,
  type DictEntryValues,
  type MenuItemValues,
  type MenuMoveValues,
  type NewDictEntryValues,
  type NewMenuItemValues,
  type SiteDocumentValues,
} from '../../src/shared/admin/site-forms.ts';
import { isImagePath } from '../../src/shared/image-path.ts';
import {
  adminMenuItemSchema,
  dictEntrySchema,
  dictQuerySchema,
  myOrganizationAnswerSchema,
  type AdminMenuItem,
  type DictQuery,
} from '../../src/shared/api/admin-site.ts';
import { cardTemplateSchema } from '../../src/shared/api/account.ts';
import { siteDocumentSchema } from '../../src/shared/api/personal.ts';
import { safeHttpUrl, safeOwnUrl } from '../../src/shared/web-urls.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·站点设置';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);

// A stand-in origin for judging site paths: only the path matters ('/.//host' and the like resolve elsewhere).
const SITE = 'https://site.invalid';

/** A path of this site ('/services/map?x=1'), not '//host' or anything that resolves off the site. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//') && safeOwnUrl(link, [SITE]) !== null;
/** An absolute http(s) address. */
const isWebUrl = (link: string) => /^https?:\/\//i.test(link) && safeHttpUrl(link, SITE) !== null;

/**
 * The link a column may hold for the way it opens: `route` a site path (or none, for a heading), `external` a web
 * address, `iframe` a site page or a page on a host the portal's CSP lets it frame (FRAME_HOSTS).
 */
function checkMenuLink(config: ServerConfig, openType: string, link: string) {
  if (openType === 'route' && link && !isSitePath(link)) throw bad('linkUrl', '站内链接应为以 / 开头的站内路径');
  if (openType === 'external' && !isWebUrl(link)) throw bad('linkUrl', '外部链接应为以 http:// 或 https:// 开头的网址');
  if (openType === 'iframe') {
    if (isSitePath(link)) return;
    if (!isWebUrl(link)) throw bad('linkUrl', '内嵌页面应为站内路径或 http(s) 网址');
    if (!frameHostAllows(config.frameHosts, link)) {
      throw bad('linkUrl', `该网站不在允许内嵌的网站之列（FRAME_HOSTS：${config.frameHosts.join('、') || '未设置'}）`);
    }
  }
}

function menuTree(rows: AdminMenuRow[]): AdminMenuItem[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, AdminMenuRow[]>();
  for (const row of rows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
  const attach = (items: AdminMenuRow[], depth: number): AdminMenuItem[] =>
    items.map((item) => ({
      ...(item as AdminMenuItem),
      children: depth < 8 ? attach(byParent.get(item.id) ?? [], depth + 1) : [],
    }));
  // Roots: columns under 0 or under a missing parent, so no column is ever out of the console's sight.
  return attach(
    rows.filter((r) => r.pid === 0 || !ids.has(r.pid)),
    0,
  );
}

/** A dictionary entry's value and label checked for what they hold: links as links, pictures as the site's files. */
/** The entry as it is kept: refused (400, naming the field) when the portal could not use it. */
function checkDictEntry<V extends DictEntryValues>(type: string, v: V): V {
  if (isListDict(type) && !isSitePath(v.dictValue) && !isWebUrl(v.dictValue)) {
    throw bad('dictValue', '链接应为站内路径或以 http:// 或 https:// 开头的网址');
  }
  if (isImageEntry(type, v.dictValue) && !isImagePath(v.dictLabel)) throw bad('dictLabel', '请上传图片');
  if (type === 'site_info' && v.dictValue === SITE_IDENTITY_KEYS.cardPrefix) {
    const prefix = cardPrefixOf(v.dictLabel);
    if (!prefix) throw bad('dictLabel', CARD_PREFIX_RULE);
    return { ...v, dictLabel: prefix };
  }
  return v;
}

async function checkParent(db: Queryable, pid: number, id?: number) {
  if (pid !== 0 && !(await menuColumn(db, pid))) throw bad('pid', '上级栏目不存在');
  if (id !== undefined && (pid === id || (pid !== 0 && (await isAncestorOrSelf(db, id, pid))))) {
    throw bad('pid', '不能移动到自身或其下级栏目之下');
  }
}

/** The menu, the dictionaries, the alumni card templates and the site documents; and an organisation's own page. */
const adminSiteRoutes: RoutePlugin = async (app, { db, config }) => {
  app.addSchema(adminMenuItemSchema);
  const site = { staff: 'site' } as const;
  const menuAnswer = envelopeSchema({ type: 'array', items: { $ref: 'AdminMenuItem#' } });
  const tree = async () => menuTree(await allColumns(db));

  app.get(
    '/api/admin/site/menu',
    { config: site, schema: { tags: [TAG], summary: '导航菜单（全部栏目，含隐藏的，按排序成树）', response: { 200: menuAnswer } } },
    async () => ok(await tree()),
  );

  app.post<{ Body: NewMenuItemValues }>(
    '/api/admin/site/menu',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '新建栏目（pid 为上级栏目，0 为顶级）',
        body: toJsonSchema(newMenuItemSchema),
        response: { 200: menuAnswer },
      },
    },
    async (request) => {
      const v = assertForm<NewMenuItemValues>(newMenuItemSchema, request.body);
      checkMenuLink(config, v.openType, v.linkUrl ?? '');
      const id = await db.transaction(async (tx) => {
        await checkParent(tx, v.pid);
        return insertColumn(tx, v);
      });
      request.auditEntry = { entity: 'site_column', entityId: id, summary: `新建栏目「${v.name}」` };
      return ok(await tree(), '已新建栏目');
    },
  );

  app.put<{ Params: { id: number }; Body: MenuItemValues }>(
    '/api/admin/site/menu/:id',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '修改栏目：名称、链接、打开方式、是否显示',
        params: idParamsSchema,
        body: toJsonSchema(menuItemForm),
        response: { 200: menuAnswer },
      },
    },
    async (request) => {
      const v = assertForm<MenuItemValues>(menuItemForm, request.body);
      checkMenuLink(config, v.openType, v.linkUrl ?? '');
      const before = await menuColumn(db, request.params.id);
      if (!before) throw notFound('栏目');
      await updateColumn(db, request.params.id, v);
      const changed = [
        before.name !== v.name && `名称改为「${v.name}」`,
        before.linkUrl !== (v.linkUrl ?? '') && '链接',
        before.openType !== v.openType && '打开方式',
        before.visible !== v.visible && (v.visible ? '设为显示' : '设为隐藏'),
      ].filter(Boolean);
      request.auditEntry = {
        entity: 'site_column',
        entityId: request.params.id,
        summary: `修改栏目「${before.name}」：${changed.join('、') || '未修改任何字段'}`,
      };
      return ok(await tree(), '已保存');
    },
  );

  app.post<{ Params: { id: number }; Body: MenuMoveValues }>(
    '/api/admin/site/menu/:id/move',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '移动栏目：换上级栏目（pid）或调整排序（sort）',
        params: idParamsSchema,
        body: toJsonSchema(menuMoveSchema),
        response: { 200: menuAnswer },
      },
    },
    async (request) => {
      const { pid, sort } = assertForm<MenuMoveValues>(menuMoveSchema, request.body);
      const { id } = request.params;
      const name = await db.transaction(async (tx) => {
        const column = await menuColumn(tx, id, true);
        if (!column) throw notFound('栏目');
        await checkParent(tx, pid, id);
        await moveColumn(tx, id, pid, sort);
        return column.name;
      });
      request.auditEntry = { entity: 'site_column', entityId: id, summary: `移动栏目「${name}」到上级 ${pid}，排序 ${sort}` };
      return ok(await tree(), '已移动');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/site/menu/:id',
    {
      config: site,
      schema: { tags: [TAG], summary: '删除栏目（仅限没有下级栏目的）', params: idParamsSchema, response: { 200: menuAnswer } },
    },
    async (request) => {
      const { id } = request.params;
      const name = await db.transaction(async (tx) => {
        const column = await menuColumn(tx, id, true);
        if (!column) throw notFound('栏目');
        if (await hasChildren(tx, id)) throw new HttpError(400, '请先删除或移走其下级栏目');
        await deleteColumn(tx, id);
        return column.name;
      });
      request.auditEntry = { entity: 'site_column', entityId: id, summary: `删除栏目「${name}」` };
      return ok(await tree(), '已删除栏目');
    },
  );

  app.get<{ Querystring: DictQuery }>(
    '/api/admin/site/dicts',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '数据字典条目（可按类型筛选）',
        querystring: dictQuerySchema,
        response: { 200: envelopeSchema({ type: 'array', items: dictEntrySchema }) },
      },
    },
    async (request) => ok(await dictRows(db, request.query.dictType?.trim() || undefined)),
  );

  app.put<{ Params: { id: number }; Body: DictEntryValues }>(
    '/api/admin/site/dicts/:id',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '修改字典条目：名称、排序；链接类字典也可改取值（网址或站内路径）',
        params: idParamsSchema,
        body: toJsonSchema(dictEntryForm),
        response: { 200: envelopeSchema(dictEntrySchema) },
      },
    },
    async (request) => {
      const v = assertForm<DictEntryValues>(dictEntryForm, request.body);
      const before = await dictRow(db, request.params.id);
      if (!before) throw notFound('字典条目');
      // Money details change only through 银行转账's two-管理员 path (admin-money.ts), whoever asks here.
      if (isMoneyDict(before.dictType)) throw forbidden(MONEY_DICT_REFUSAL);
      // In a keyed dictionary the portal looks entries up by value: a changed value would lose the entry.
      if (!isListDict(before.dictType) && v.dictValue !== before.dictValue) throw bad('dictValue', '该字典条目的取值不可修改');
      await updateDictRow(db, request.params.id, checkDictEntry(before.dictType, v));
      request.auditEntry = {
        entity: 'sys_dict',
        entityId: request.params.id,
        summary: `修改字典「${DICT_RULES[before.dictType]?.title ?? before.dictType}」条目「${before.dictLabel}」`,
      };
      return ok((await dictRow(db, request.params.id))!, '已保存');
    },
  );

  app.post<{ Body: NewDictEntryValues }>(
    '/api/admin/site/dicts',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '新增字典条目（仅限页脚链接等列表类字典）',
        body: toJsonSchema(newDictEntrySchema),
        response: { 200: envelopeSchema(dictEntrySchema) },
      },
    },
    async (request) => {
      const v = assertForm<NewDictEntryValues>(newDictEntrySchema, request.body);
      if (isMoneyDict(v.dictType)) throw forbidden(MONEY_DICT_REFUSAL);
      if (!isListDict(v.dictType)) throw bad('dictType', '该字典不能新增条目');
      const id = await insertDictRow(db, checkDictEntry(v.dictType, v));
      request.auditEntry = {
        entity: 'sys_dict',
        entityId: id,
        summary: `新增字典「${DICT_RULES[v.dictType].title}」条目「${v.dictLabel}」`,
      };
      return ok((await dictRow(db, id))!, '已新增');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/site/dicts/:id',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '删除字典条目（仅限列表类字典）',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const before = await dictRow(db, request.params.id);
      if (!before) throw notFound('字典条目');
      if (isMoneyDict(before.dictType)) throw forbidden(MONEY_DICT_REFUSAL);
      if (!isListDict(before.dictType)) throw new HttpError(400, '该字典的条目不能删除');
      await deleteDictRow(db, request.params.id);
      request.auditEntry = {
        entity: 'sys_dict',
        entityId: request.params.id,
        summary: `删除字典「${DICT_RULES[before.dictType].title}」条目「${before.dictLabel}」`,
      };
      return ok(null, '已删除');
    },
  );

  const templatesAnswer = envelopeSchema({ type: 'array', items: cardTemplateSchema });

  app.get(
    '/api/admin/site/card-templates',
    { config: site, schema: { tags: [TAG], summary: '校友卡模板（含停用的）', response: { 200: templatesAnswer } } },
    async () => ok(await allCardTemplates(db)),
  );

  app.put<{ Params: { id: number }; Body: CardTemplateValues }>(
    '/api/admin/site/card-templates/:id',
    {
      config: site,
      schema: {
        tags: [TAG],
        summary: '修改校友卡模板：名称、启用、背景、颜色、版式',
        params: idParamsSchema,
        body: toJsonSchema(cardTemplateFormSchema),
        response: { 200: envelopeSchema(cardTemplateSchema) },
      },
    },
    async (request) => {
      const v = assertForm<CardTemplateValues>(cardTemplateFormSchema, request.body);
      const before = await cardTemplateRow(db, request.params.id);
      if (!before) throw notFound('校友卡模板');
      if (before.defaultTemplate && !v.active) throw bad('active', '默认模板不能停用，请先选择其他默认模板');
      await updateCardTemplate(db, request.params.id, v);
      request.auditEntry = { entity: 'alum_card_template', entityId: request.params.id, summary: `修改校友卡模板「${v.name}」` };
      return ok((await cardTemplateRow(db, request.params.id))!, '已保存');
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/site/card-templates/:id/default',
    {
      config: site,
      schema: { tags: [TAG], summary: '设为默认校友卡模板（并启用）', params: idParamsSchema, response: { 200: templatesAnswer } },
    },
    async (request) => {
      const chosen = await cardTemplateRow(db, request.params.id);
      if (!chosen) throw notFound('校友卡模板');
      await chooseDefaultTemplate(db, request.params.id);
      request.auditEntry = { entity: 'alum_card_template', entityId: request.params.id, summary: `设「${chosen.name}」为默认校友卡模板` };
      return ok(await allCardTemplates(db), '已设为默认模板');
    },
  );

  const documentParams = {
    type: 'object',
    required: ['key'],
    properties: {
      key: { type: 'string', enum: Object.keys(SITE_DOCUMENT_KEYS), description: '文档：privacyPolicy 为隐私政策，charter 为校友会章程' },
    },
  } as const;
  type DocumentKey = keyof typeof SITE_DOCUMENT_KEYS;

  // The privacy policy and the charter are published content (roles.ts: `content`), edited here beside the other site texts.
  app.get<{ Params: { key: DocumentKey } }>(
    '/api/admin/site/documents/:key',
    {
      config: { staff: 'content' },
      schema: {
        tags: [TAG],
        summary: '站点文档（隐私政策、校友会章程）；尚未撰写的文档为 404',
        params: documentParams,
        response: { 200: envelopeSchema(siteDocumentSchema) },
      },
    },
    async (request) => {
      const row = await siteDocument(db, request.params.key);
      if (!row) throw notFound('文档');
      return ok(row);
    },
  );

  app.put<{ Params: { key: DocumentKey }; Body: SiteDocumentValues }>(
    '/api/admin/site/documents/:key',
    {
      config: { staff: 'content' },
      schema: {
        tags: [TAG],
        summary:
          '修改站点文档（隐私政策、校友会章程）：标题与正文（HTML，保存时净化）；隐私政策的 newVersion 为真时发布为新版本，校友须重新同意',
        params: documentParams,
        body: toJsonSchema(siteDocumentFormSchema),
        response: { 200: envelopeSchema(siteDocumentSchema) },
      },
    },
    async (request) => {
      const v = assertForm<SiteDocumentValues>(siteDocumentFormSchema, request.body);
      const content = storedHtml({ html: v.content });
      if (!content) throw bad('content', '请填写正文');
      const { key } = request.params;
      // Only the privacy policy is agreed to, so only it has versions that ask everyone again.
      const consented = key === 'privacyPolicy';
      const newVersion = consented && v.newVersion === true;
      const row = await saveSiteDocument(db, key, v.title, content, newVersion);
      const name = SITE_DOCUMENT_KEYS[key];
      request.auditEntry = {
        entity: 'site_document',
        entityId: key,
        summary: newVersion
          ? `发布${name}第 ${row.version} 版「${v.title}」（须重新同意）`
          : `修改${name}「${v.title}」${consented ? `（第 ${row.version} 版，无需重新同意）` : ''}`,
      };
      return ok(row, '已保存');
    },
  );

  const organizationAnswer = envelopeSchema(myOrganizationAnswerSchema);
  const myOrganizationId = (staffOrg: number | null | undefined) => {
    if (!staffOrg) throw notFound('您负责的校友组织');
    return staffOrg;
  };

  app.get(
    '/api/admin/my-organization',
    {
      config: { staff: 'organization' },
      schema: { tags: ['管理后台·我的组织'], summary: '我负责的校友组织的页面', response: { 200: organizationAnswer } },
    },
    async (request) => {
      const row = await organizationPage(db, myOrganizationId(request.staff?.organizationId));
      if (!row) throw notFound('您负责的校友组织');
      return ok(row);
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/admin/my-organization',
    {
      config: { staff: 'organization' },
      schema: {
        tags: ['管理后台·我的组织'],
        summary: '修改我负责的校友组织的页面（发布状态由内容编辑管理）',
        body: toJsonSchema(myOrganizationSchema),
        response: { 200: organizationAnswer },
      },
    },
    async (request) => {
      const id = myOrganizationId(request.staff?.organizationId);
      const v = assertForm<Record<string, unknown>>(myOrganizationSchema, request.body);
      v.content = storedHtml({ html: String(v.content) });
      if (!v.content) throw bad('content', '请填写组织介绍');
      if (!(await organizationPage(db, id))) throw notFound('您负责的校友组织');
      await updateOrganizationPage(db, id, v);
      request.auditEntry = { entity: 'organization', entityId: id, summary: `修改本组织页面「${String(v.name)}」` };
      return ok((await organizationPage(db, id))!, '已保存');
    },
  );
};

export default adminSiteRoutes;
