import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { storedHtml } from '../http/sanitize-html.ts';
import {
  adminContentPage,
  adminContentRecord,
  companyOnFile,
  contentHtml,
  insertContent,
  kindCounters,
  publishContent,
  restoreContent,
  saveContentHtml,
  softDeleteContent,
  updateContent,
  withdrawContent,
} from '../repositories/admin-content.ts';
import { dictHas } from '../repositories/site.ts';
import { scalarField, toJsonSchema } from '../../src/shared/forms.ts';
import { CONTENT_KINDS, PUBLISH_STATE_LABELS, publishSchema, type ContentKind } from '../../src/shared/admin/content-kinds.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../src/shared/company-forms.ts';
import {
  adminContentDetailSchema,
  adminContentItemSchema,
  adminContentQuerySchema,
  type AdminContentQuery,
} from '../../src/shared/api/admin-content.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·内容发布';

type Values = Record<string, unknown>;
type IdParams = { Params: { id: number } };

const bad = (field: string, message: string) => new HttpError(400, message, 400, field);

/** Shanghai wall time of an instant, for the audit log and messages ('2026-12-01 09:00'). */
const shanghai = (at: string | Date) => new Date(new Date(at).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A body as it will be stored: each field's own checks, the rules between fields, the HTML sanitised with the portal's
 * policy (an HTML field left empty by it counts as not filled in), and what only the database can say.
 */
async function storedValues(db: Queryable, kind: ContentKind, body: unknown): Promise<Values> {
  const values = assertForm<Values>(kind.form, body);
  const cross = kind.crossCheck?.(values) ?? {};
  const crossField = Object.keys(cross)[0];
  if (crossField) throw bad(crossField, cross[crossField]);
  for (const field of kind.htmlFields) {
    const clean = storedHtml({ html: String(values[field] ?? '') });
    if (!clean) throw bad(field, `请填写${scalarField(kind.form, field)?.title ?? field}`);
    values[field] = clean;
  }
  if (kind.key === 'companies') {
    if (!(await dictHas(db, INDUSTRY_DICT, String(values.industry)))) throw bad('industry', '请选择有效的所属行业');
    if (!(await dictHas(db, SCALE_DICT, String(values.scale)))) throw bad('scale', '请选择有效的企业规模');
  }
  if (kind.key === 'jobs' && !(await companyOnFile(db, Number(values.companyId)))) throw bad('companyId', '所属企业不存在或已删除');
  return values;
}

/**
 * A row about to go public (published, or restored) has its stored HTML pass the sanitiser again: whatever wrote it
 * (an older version, an approval, the database by hand), what the public sees is what the policy allows.
 */
async function resanitise(tx: Queryable, kind: ContentKind, id: number) {
  if (kind.htmlFields.length === 0) return;
  const stored = await contentHtml(tx, kind, id, kind.htmlFields);
  if (!stored) return;
  const clean = Object.fromEntries(kind.htmlFields.map((f) => [f, storedHtml({ html: stored[f] ?? '' })]));
  if (kind.htmlFields.some((f) => clean[f] !== stored[f])) await saveContentHtml(tx, kind, id, clean);
}

/** The titles of the fields an edit changes, in form order. */
function changedFields(kind: ContentKind, before: Values, after: Values): string[] {
  // Times come back from the database as dates and arrive as ISO text: the same instant is no change.
  const same = (a: unknown, b: unknown) =>
    a instanceof Date ? a.getTime() === Date.parse(String(b)) : String(a ?? '') === String(b ?? '');
  return Object.keys(kind.form.properties)
    .filter((f) => f !== 'publishedAt' || Boolean(after.publishedAt))
    .filter((f) => !same(before[f], after[f]))
    .map((f) => scalarField(kind.form, f)?.title ?? f);
}

/** How the row stands after a save, for the audit log: 草稿, 已发布, or 定时发布 with its time. */
function standing(state: unknown, publishedAt: unknown): string {
  if (state === 'published' && publishedAt instanceof Date && publishedAt.getTime() > Date.now())
    return `定时发布于 ${shanghai(publishedAt)}`;
  return PUBLISH_STATE_LABELS[state as keyof typeof PUBLISH_STATE_LABELS] ?? String(state);
}

function note(request: FastifyRequest, kind: ContentKind, id: number, summary: string) {
  request.auditEntry = { entity: kind.key, entityId: id, summary };
}

function registerKind(app: FastifyInstance, db: Db, cipher: FieldCipher, kind: ContentKind) {
  const base = `/api/admin/content/${kind.key}`;
  const { what } = kind;
  const detail = envelopeSchema(adminContentDetailSchema(kind.form, kindCounters(kind)));
  const body = toJsonSchema(kind.form);
  const config = { staff: 'content' } as const;
  const named = (title: unknown) => `${what}《${String(title)}》`;

  const record = async (id: number) => {
    const row = await adminContentRecord(db, cipher, kind, id);
    if (!row) throw notFound(what);
    return row;
  };

  app.get<{ Querystring: AdminContentQuery }>(
    base,
    {
      config,
      schema: {
        tags: [TAG],
        summary: `${what}列表（最近编辑在前；可按关键词、发布状态筛选，state=deleted 为已删除）`,
        querystring: adminContentQuerySchema,
        response: { 200: pageSchema(adminContentItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, state } = request.query;
      const { list, total } = await adminContentPage(db, kind, { keyword: request.query.keyword?.trim(), state, pageNum, pageSize });
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get<IdParams>(
    `${base}/:id`,
    { config, schema: { tags: [TAG], summary: `${what}详情（含已删除的）`, params: idParamsSchema, response: { 200: detail } } },
    async (request) => ok(await record(request.params.id)),
  );

  app.post<{ Body: Values }>(
    base,
    { config, schema: { tags: [TAG], summary: `新建${what}`, body, response: { 200: detail } } },
    async (request) => {
      const values = await storedValues(db, kind, request.body);
      const id = await insertContent(db, cipher, kind, values);
      const row = await record(id);
      note(request, kind, id, `新建${named(values[kind.titleField])}（${standing(row.publishState, row.publishedAt)}）`);
      return ok(row, '已保存');
    },
  );

  app.put<IdParams & { Body: Values }>(
    `${base}/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: `修改${what}（整条替换；不给发布时间则保持原值）`,
        params: idParamsSchema,
        body,
        response: { 200: detail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = await storedValues(db, kind, request.body);
      const changed = await db.transaction(async (tx) => {
        const before = await adminContentRecord(tx, cipher, kind, id, true);
        if (!before || before.deletedAt) throw notFound(what);
        // Sign-ups already taken stay: the capacity may not fall below them.
        if (kind.key === 'activities' && Number(values.capacity) < Number(before.signedCount))
          throw bad('capacity', `人数上限不能少于已报名人数 ${before.signedCount}`);
        await updateContent(tx, cipher, kind, id, values);
        return changedFields(kind, before, values);
      });
      const row = await record(id);
      const outcome = changed.length ? `：修改了${changed.join('、')}` : '：未修改任何字段';
      note(request, kind, id, `编辑${named(values[kind.titleField])}${outcome}`);
      return ok(row, '已保存');
    },
  );

  app.post<IdParams & { Body: { publishedAt?: string } | null }>(
    `${base}/:id/publish`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: `发布${what}（可给发布时间，晚于现在为定时发布；不给则草稿立即发布、已下线的按原时间恢复）`,
        params: idParamsSchema,
        body: { ...toJsonSchema(publishSchema), type: ['object', 'null'] },
        response: { 200: detail },
      },
    },
    async (request) => {
      const { publishedAt } = assertForm<{ publishedAt?: string }>(publishSchema, request.body ?? {});
      const done = await db.transaction(async (tx) => {
        await resanitise(tx, kind, request.params.id);
        return publishContent(tx, kind, request.params.id, publishedAt || undefined);
      });
      if (!done) throw notFound(what);
      const row = await record(request.params.id);
      const scheduled = (row.publishedAt as Date).getTime() > Date.now();
      note(
        request,
        kind,
        request.params.id,
        scheduled ? `定时发布${named(done.title)}（${shanghai(row.publishedAt as Date)}）` : `发布${named(done.title)}`,
      );
      return ok(row, scheduled ? '已定时发布' : '已发布');
    },
  );

  app.post<IdParams>(
    `${base}/:id/withdraw`,
    {
      config,
      schema: { tags: [TAG], summary: `下线${what}（公众不再看到，可再发布）`, params: idParamsSchema, response: { 200: detail } },
    },
    async (request) => {
      const done = await withdrawContent(db, kind, request.params.id);
      if (!done) throw notFound(what);
      note(request, kind, request.params.id, `下线${named(done.title)}`);
      return ok(await record(request.params.id), '已下线');
    },
  );

  app.delete<IdParams>(
    `${base}/:id`,
    { config, schema: { tags: [TAG], summary: `删除${what}（可恢复）`, params: idParamsSchema, response: { 200: detail } } },
    async (request) => {
      const done = await softDeleteContent(db, kind, request.params.id);
      if (!done) throw notFound(what);
      note(request, kind, request.params.id, `删除${named(done.title)}`);
      return ok(await record(request.params.id), '已删除');
    },
  );

  app.post<IdParams>(
    `${base}/:id/restore`,
    {
      config,
      schema: { tags: [TAG], summary: `恢复已删除的${what}（保持删除前的发布状态）`, params: idParamsSchema, response: { 200: detail } },
    },
    async (request) => {
      const done = await db.transaction(async (tx) => {
        await resanitise(tx, kind, request.params.id);
        return restoreContent(tx, kind, request.params.id);
      });
      if (!done) throw notFound(what);
      note(request, kind, request.params.id, `恢复${named(done.title)}`);
      return ok(await record(request.params.id), '已恢复');
    },
  );
}

/** The console's publishing: every content kind (src/shared/admin/content-kinds.ts) with one set of routes. */
const adminContentRoutes: RoutePlugin = async (app, { db, cipher }) => {
  for (const kind of CONTENT_KINDS) registerKind(app, db, cipher, kind);
};

export default adminContentRoutes;
