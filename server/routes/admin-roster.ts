import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { auditWithin } from '../auth/staff.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { readRosterFile, type RosterFileLimits } from '../http/roster-file.ts';
import { accountHistory } from '../repositories/account-history.ts';
import { likelyDuplicates } from '../repositories/roster-duplicates.ts';
import { exportResponseSchema, sendTable } from '../http/table-export.ts';
import {
  accountOfRecord,
  createBatch,
  finishBatch,
  insertRecords,
  listRecords,
  lockBatch,
  lockRecord,
  mergeRecords,
  openRecord,
  recentBatches,
  recordBatchChanges,
  recordById,
  recordsByStudentNo,
  rosterChoices,
  undoBatch,
  valuesOf,
  writeRecord,
  writeRecords,
  writeTags,
  type StoredRecord,
} from '../repositories/roster.ts';
import { mayPerform, type StaffRole } from '../../src/shared/admin/roles.ts';
import { rosterTags } from '../../src/shared/admin/roster-filter.ts';
import {
  checkRosterRows,
  fieldProblems,
  headerProblem,
  maskPhone,
  mergedRecord,
  MAX_ROSTER_ROWS,
  normalisedRosterRow,
  studentNoKey,
  ROSTER_FIELDS,
  ROSTER_HEADERS,
  rosterDifferences,
  type RosterField,
  type RosterRow,
  type RowProblem,
} from '../../src/shared/admin/roster.ts';
import { visibleIdNumber } from '../../src/shared/admin/visits.ts';
import { maskIdNumber } from '../../src/shared/appointment-forms.ts';
import {
  rosterBatchSchema,
  rosterDuplicatesSchema,
  rosterEditBodySchema,
  rosterMergeBodySchema,
  rosterTagsBodySchema,
  rosterFileBodySchema,
  rosterListQuerySchema,
  rosterListSchema,
  rosterPreviewSchema,
  rosterRecordDetailSchema,
  type RosterDuplicate,
  type RosterEditBody,
  type RosterMergeBody,
  type RosterTagsBody,
  type RosterListQuery,
  type RosterPreview,
  type RosterRecordItem,
} from '../../src/shared/api/admin-roster.ts';
import { linkNewRecords } from '../repositories/roster-link.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：校友信息库';
const BASE = '/api/admin/alumni';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);
const thisYear = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
/** A file of 100,000 rows stays well under this. */
const MAX_FILE_BYTES = 30 * 1024 * 1024;
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** What the file would do: its rows' problems, and against the roster the new, changed and unchanged records. */
async function planOf(db: Db, cipher: FieldCipher, fileName: string, bytes: Uint8Array, limits: RosterFileLimits) {
  const { headers, rows: read } = await readRosterFile(fileName, bytes, limits);
  const missing = headerProblem(headers);
  if (missing) throw bad('file', missing);
  if (!read.length) throw bad('file', '文件中没有数据行');
  if (read.length > MAX_ROSTER_ROWS) throw bad('file', `一个文件最多 ${MAX_ROSTER_ROWS} 行`);
  const rows = read.map(normalisedRosterRow);
  const problems = checkRosterRows(rows, thisYear());
  // 学号 in any case: r2016001 is the record of R2016001.
  const existing = await recordsByStudentNo(
    db,
    rows.map((r) => r.studentNo),
  );
  const created: RosterRow[] = [];
  const changed: Array<{ row: RosterRow; before: StoredRecord }> = [];
  let unchanged = 0;
  // A row may carry a 学号 merged into a record: it updates that record, whose own 学号 stays; two rows of one record
  // (its 学号 and a merged one) are a problem like a repeated 学号.
  const lineOf = new Map<number, number>();
  rows.forEach((given, i) => {
    const before = existing.get(studentNoKey(given.studentNo));
    const row = before ? { ...given, studentNo: before.studentNo } : given;
    const first = before && lineOf.get(before.id);
    if (first) return problems.push(sameRecordProblem(i + 2, given, first, before.studentNo));
    if (before) lineOf.set(before.id, i + 2);
    if (!before) created.push(row);
    else if (rosterDifferences(valuesOf(openRecord(cipher, before)), row).length) changed.push({ row, before });
    else unchanged++;
  });
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems, created, changed, unchanged };
}

/** A row whose 学号 finds the record an earlier row already updates (the record's own, and one merged into it). */
const sameRecordProblem = (line: number, row: RosterRow, first: number, recordNo: string): RowProblem => ({
  line,
  name: row.name,
  studentNo: row.studentNo,
  problems: [`学号 ${row.studentNo} 已并入学号 ${recordNo} 的记录，与第 ${first} 行是同一个人`],
});

/** The records an undo kept as they are (merged into, or carried by a portal account since), named by up to 10 学号. */
const keptText = (kept: readonly string[]) =>
  kept.length
    ? `；保留已合并或已关联门户账号的 ${kept.length} 条（学号 ${kept.slice(0, 10).join('、')}${kept.length > 10 ? ' 等' : ''}）`
    : '';

/** A difference as the console shows it: numbers masked (the preview is not a place to read them whole). */
const shownDifference = (d: { field: string; label: string; before: string; after: string }) => {
  const mask = d.field === 'idNumber' ? maskIdNumber : d.field === 'phone' ? maskPhone : (v: string) => v;
  return { ...d, before: d.before ? mask(d.before) : '', after: d.after ? mask(d.after) : '' };
};

/** A record as a list shows it: ID and phone numbers masked; whole on a record's page to a role with `identity`. */
function shownRecord(cipher: FieldCipher, r: StoredRecord & { registered: boolean }, roles: readonly StaffRole[] | null): RosterRecordItem {
  const open = openRecord(cipher, r);
  const idNumber = roles ? visibleIdNumber(roles, open.idNumber) : open.idNumber ? maskIdNumber(open.idNumber) : '';
  const phone = roles && mayPerform(roles, 'identity') ? open.phone : maskPhone(open.phone);
  return { ...open, registered: r.registered, idNumber: open.idNumber ? idNumber : '', phone };
}

/** 校友信息库 (operation `roster`): the template, preview and import of a roster file, undoing a batch, records. */
const adminRosterRoutes: RoutePlugin = async (app, { db, cipher, config: serverConfig }) => {
  const config = { changesPublicPages: false, staff: 'roster' } as const;

  app.get(
    `${BASE}/template`,
    {
      config,
      schema: { tags: [TAG], summary: '下载花名册导入模板（.xlsx，含表头与一行示例）', response: { 200: exportResponseSchema } },
    },
    async (_request, reply) =>
      sendTable(reply, 'xlsx', {
        name: '花名册导入模板',
        asciiName: 'roster-template',
        sheet: '花名册',
        columns: ROSTER_FIELDS.map((f) => ({ header: ROSTER_HEADERS[f], key: f, width: f === 'idNumber' ? 22 : 14 })),
        rows: [
          {
            name: '张明',
            studentNo: '2012010101',
            gender: '男',
            faculty: '计算机学院',
            major: '软件工程',
            className: '软件1201',
            entryYear: '2012',
            graduationYear: '2016',
            degree: '本科',
            idNumber: '',
            phone: '',
            email: '',
            company: '',
            city: '杭州',
          },
        ],
      }),
  );

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 1 } });

  /** The uploaded file (multipart, field `file`): its name and bytes, or 400 naming `file`. */
  const upload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw bad('file', '请以 multipart/form-data 上传花名册文件');
    const file = await request.file().catch(() => undefined);
    if (!file) throw bad('file', '请选择要导入的文件');
    const tooBig = () => bad('file', `文件不能超过 ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    const bytes = await file.toBuffer().catch(() => {
      throw tooBig();
    });
    if (file.file.truncated) throw tooBig();
    return { fileName: (file.filename ?? '').slice(0, 200), bytes };
  };
  const fileRoute = { config } as const;
  const fileSchema = (summary: string, data: object) => ({
    tags: [TAG],
    summary,
    consumes: ['multipart/form-data'],
    // Documents the form for OpenAPI; busboy reads the stream, so there is no parsed body to validate (null).
    body: { content: { 'multipart/form-data': { schema: rosterFileBodySchema } } },
    response: { 200: envelopeSchema(data) },
  });

  app.post(
    `${BASE}/preview`,
    {
      ...fileRoute,
      schema: fileSchema(
        '预览花名册文件（multipart，字段 file；.xlsx 或 .csv，UTF-8 或 GBK）：每行的问题，及按学号比对后新增、更新（含变化）、未变的数量；不写入',
        rosterPreviewSchema,
      ),
    },
    async (request) => {
      const { fileName, bytes } = await upload(request);
      const plan = await planOf(db, cipher, fileName, bytes, serverConfig.rosterFileLimits);
      const preview: RosterPreview = {
        rows: plan.rows.length,
        problems: plan.problems,
        created: plan.created.length,
        changed: plan.changed.map(({ row, before }) => ({
          studentNo: row.studentNo,
          name: row.name,
          differences: rosterDifferences(valuesOf(openRecord(cipher, before)), row).map(shownDifference),
        })),
        unchanged: plan.unchanged,
      };
      return ok(preview, plan.problems.length ? `有 ${plan.problems.length} 行需要修正` : '文件可以导入');
    },
  );

  app.post(
    `${BASE}/import`,
    {
      ...fileRoute,
      schema: fileSchema(
        '导入花名册文件（multipart，字段 file）：文件无问题时一次写入（按学号新增或更新），记为一个可撤销的批次',
        rosterBatchSchema,
      ),
    },
    async (request) => {
      const { fileName, bytes } = await upload(request);
      const plan = await planOf(db, cipher, fileName, bytes, serverConfig.rosterFileLimits);
      if (plan.problems.length) throw bad('file', `文件中有 ${plan.problems.length} 行有问题，请修正后再导入`);
      const batch = await db.transaction(async (tx) => {
        const id = await createBatch(tx, fileName, request.staff!.account);
        const ids = await insertRecords(tx, cipher, plan.created);
        // An alumnus the office verified before the roster had their record is linked to it now (issue 48).
        await linkNewRecords(tx, [...ids.values()]);
        await writeRecords(
          tx,
          cipher,
          plan.changed.map(({ row, before }) => ({ id: before.id, row })),
        );
        await recordBatchChanges(tx, id, [
          ...plan.created.map((row) => ({ recordId: ids.get(row.studentNo)!, previous: null })),
          ...plan.changed.map(({ before }) => ({ recordId: before.id, previous: before })),
        ]);
        const counts = { created: plan.created.length, changed: plan.changed.length, unchanged: plan.unchanged };
        await finishBatch(tx, id, counts);
        await auditWithin(tx, request, {
          entity: 'roster-batch',
          entityId: id,
          summary: `导入花名册「${fileName}」：新增 ${counts.created} 条，更新 ${counts.changed} 条，未变 ${counts.unchanged} 条`,
        });
        return (await lockBatch(tx, id))!;
      });
      return ok(batch, `已导入：新增 ${batch.newCount} 条，更新 ${batch.changedCount} 条`);
    },
  );

  app.get(
    `${BASE}/batches`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '最近的导入批次（最新在前）',
        response: { 200: envelopeSchema({ type: 'array', items: rosterBatchSchema }) },
      },
    },
    async () => ok(await recentBatches(db)),
  );

  app.post<{ Params: { id: number } }>(
    `${BASE}/batches/:id/undo`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '撤销一个导入批次：更新过的记录恢复导入前的内容，新增的记录删除；此后有记录并入的、新增后已关联门户账号的记录保留原样（消息中列出）',
        params: idParamsSchema,
        body: emptyBody,
        response: { 200: envelopeSchema(rosterBatchSchema) },
      },
    },
    async (request) => {
      const batch = await db.transaction(async (tx) => {
        const found = await lockBatch(tx, request.params.id);
        if (!found) throw notFound('导入批次');
        if (found.undoneAt) throw bad('id', '该批次已撤销');
        const { restored, deleted, kept } = await undoBatch(tx, found.id);
        await auditWithin(tx, request, {
          entity: 'roster-batch',
          entityId: found.id,
          summary: `撤销花名册导入「${found.fileName}」：删除新增的 ${deleted} 条，恢复更新的 ${restored} 条${keptText(kept)}`,
        });
        return { batch: (await lockBatch(tx, found.id))!, kept };
      });
      return ok(batch.batch, `已撤销该批次${keptText(batch.kept)}`);
    },
  );

  app.get<{ Querystring: RosterListQuery }>(
    `${BASE}/records`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '校友记录：按毕业年份、院系、专业、所在城市、是否已注册门户账号筛选，按姓名（任意连续文字）或学号查找；身份证号、手机部分隐藏',
        querystring: rosterListQuerySchema,
        response: { 200: envelopeSchema(rosterListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const pageNum = q.pageNum ?? 1;
      const pageSize = q.pageSize ?? 10;
      const { total, rows } = await listRecords(db, {
        graduationYear: q.graduationYear,
        faculty: q.faculty?.trim() || undefined,
        major: q.major?.trim() || undefined,
        city: q.city?.trim() || undefined,
        tag: q.tag?.trim() || undefined,
        registered: q.registered === undefined ? undefined : q.registered === 'yes',
        keyword: q.keyword?.trim() || undefined,
        page: pageNum,
        pageSize,
      });
      const list = rows.map((r) => shownRecord(cipher, r, null));
      return ok({ list, total, pageNum, pageSize, ...(await rosterChoices(db)) });
    },
  );

  /**
   * A record's page: the record and its portal account. `view` is the record's own page, which shows the numbers whole
   * to a role with `identity` and audits that view; a write's answer shows them masked, as a list does, since only the
   * audited view gives them whole.
   */
  async function detail(request: FastifyRequest, id: number, view: 'view' | 'write') {
    const stored = await recordById(db, id);
    if (!stored) throw notFound('校友记录');
    const roles = view === 'view' ? request.staff!.roles : null;
    const account = await accountOfRecord(db, stored);
    const record = shownRecord(cipher, { ...stored, registered: account !== null }, roles);
    const fullNumbers = roles !== null && mayPerform(roles, 'identity');
    const history = account ? await accountHistory(db, account.id) : null;
    return { record, account, history, fullNumbers, hasNumbers: stored.idNumber !== '' || stored.phone !== '' };
  }

  app.get<{ Params: { id: number } }>(
    `${BASE}/records/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '一条校友记录：花名册内容、关联的门户账号（校友卡按该记录核验通过的账号）及其校友卡状态、该账号的活动报名、捐赠、返校预约、组织与各类申请；完整身份证号、手机仅有权限者可见，查看记入审计日志',
        params: idParamsSchema,
        response: { 200: envelopeSchema(rosterRecordDetailSchema) },
      },
    },
    async (request) => {
      const { hasNumbers, ...answer } = await detail(request, request.params.id, 'view');
      if (answer.fullNumbers && hasNumbers) {
        await auditWithin(db, request, {
          entity: 'alumni-record',
          entityId: answer.record.id,
          summary: `查看校友记录 ${answer.record.name}（学号 ${answer.record.studentNo}，含完整身份证号、手机）`,
        });
      }
      return ok(answer);
    },
  );

  app.put<{ Params: { id: number }; Body: RosterEditBody }>(
    `${BASE}/records/:id`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '修改校友记录的一个字段（学号不可改），记入审计日志；答复中的身份证号、手机部分隐藏（完整号码仅在查看记录时给出并记入审计日志）',
        params: idParamsSchema,
        body: rosterEditBodySchema,
        response: { 200: envelopeSchema(rosterRecordDetailSchema) },
      },
    },
    async (request) => {
      const { field, value: raw } = request.body;
      const value = field === 'idNumber' ? raw.trim().toUpperCase() : raw.trim();
      const problem = fieldProblems(field, value, thisYear())[0];
      if (problem) throw bad('value', problem);
      await db.transaction(async (tx) => {
        const stored = await recordById(tx, request.params.id);
        if (!stored) throw notFound('校友记录');
        const before = valuesOf(openRecord(cipher, stored));
        const after = { ...before, [field]: value };
        if (field === 'graduationYear' || field === 'entryYear') {
          if (Number(after.graduationYear) < Number(after.entryYear)) throw bad('value', '毕业年份不能早于入学年份');
        }
        await writeRecord(tx, cipher, stored.id, after);
        const [d] = rosterDifferences(before, after, [field]).map(shownDifference);
        await auditWithin(tx, request, {
          entity: 'alumni-record',
          entityId: stored.id,
          summary: `修改校友记录 ${before.name}（学号 ${before.studentNo}）${d ? `：${d.label} ${d.before || '空'} → ${d.after || '空'}` : '：无变化'}`,
        });
      });
      const { hasNumbers: _numbers, ...answer } = await detail(request, request.params.id, 'write');
      return ok(answer, '已保存');
    },
  );

  app.put<{ Params: { id: number }; Body: RosterTagsBody }>(
    `${BASE}/records/:id/tags`,
    {
      config,
      schema: {
        tags: [TAG],
        summary: '设置校友记录的标签（全部，最多 10 个，每个不超过 20 字），记入审计日志；答复中的身份证号、手机部分隐藏',
        params: idParamsSchema,
        body: rosterTagsBodySchema,
        response: { 200: envelopeSchema(rosterRecordDetailSchema) },
      },
    },
    async (request) => {
      const checked = rosterTags(request.body.tags);
      if ('problem' in checked) throw bad('tags', checked.problem);
      await db.transaction(async (tx) => {
        const before = await writeTags(tx, request.params.id, checked.tags);
        if (!before) throw notFound('校友记录');
        const stored = (await recordById(tx, request.params.id))!;
        const shown = (tags: readonly string[]) => (tags.length ? tags.join('、') : '无');
        await auditWithin(tx, request, {
          entity: 'alumni-record',
          entityId: stored.id,
          summary: `修改校友记录 ${stored.name}（学号 ${stored.studentNo}）的标签：${shown(before)} → ${shown(checked.tags)}`,
        });
      });
      const { hasNumbers: _numbers, ...answer } = await detail(request, request.params.id, 'write');
      return ok(answer, '标签已保存');
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/records/:id/duplicates`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '可能与本记录是同一人的其他记录（同名同届，或身份证号相同：按身份证号的盲索引比对，不逐条解密），最多 20 条；身份证号、手机部分隐藏',
        params: idParamsSchema,
        response: { 200: envelopeSchema(rosterDuplicatesSchema) },
      },
    },
    async (request) => {
      if (!(await recordById(db, request.params.id))) throw notFound('校友记录');
      const found = await likelyDuplicates(db, cipher, request.params.id);
      return ok(found.map((r): RosterDuplicate => ({ ...shownRecord(cipher, r, null), reasons: r.reasons })));
    },
  );

  app.post<{ Params: { id: number }; Body: RosterMergeBody }>(
    `${BASE}/records/:id/merge`,
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '把同一人的另一条记录并入本记录：逐个字段保留所选记录的内容（choices；未选的字段保留本记录的，本记录为空时取另一条的），标签合并，另一条的学号记为本记录的曾用学号（导入、校友卡核验、门户账号仍按它找到本记录），另一条删除；已关联门户账号的记录须保留；记入审计日志；答复中的身份证号、手机部分隐藏',
        params: idParamsSchema,
        body: rosterMergeBodySchema,
        response: { 200: envelopeSchema(rosterRecordDetailSchema) },
      },
    },
    async (request) => {
      const { otherId, choices = {} } = request.body;
      if (otherId === request.params.id) throw bad('otherId', '不能把记录并入它自己');
      await db.transaction(async (tx) => {
        // Locked in id order, so two merges of the same pair the other way round wait rather than deadlock.
        const locked = new Map<number, StoredRecord | undefined>();
        for (const id of [request.params.id, otherId].sort((a, b) => a - b)) locked.set(id, await lockRecord(tx, id));
        const [keep, gone] = [locked.get(request.params.id), locked.get(otherId)];
        if (!keep) throw notFound('校友记录');
        if (!gone) throw bad('otherId', '要并入的记录不存在或已被合并');
        const [keepAccount, goneAccount] = [await accountOfRecord(tx, keep), await accountOfRecord(tx, gone)];
        if (goneAccount && keepAccount) throw bad('otherId', '两条记录都已关联门户账号，不能合并');
        if (goneAccount) throw bad('otherId', `学号 ${gone.studentNo} 的记录已关联门户账号，请在那条记录上合并，保留它`);
        const merged = mergedRecord(openRecord(cipher, keep), openRecord(cipher, gone), choices);
        const tags = rosterTags(merged.tags);
        if ('problem' in tags) throw bad('otherId', `合并后${tags.problem}，请先删减标签`);
        if (Number(merged.row.graduationYear) < Number(merged.row.entryYear))
          throw bad('choices', '合并后毕业年份早于入学年份，请重新选择这两项');
        await mergeRecords(tx, cipher, keep.id, gone.id, merged);
        const labels = (fields: readonly RosterField[]) => fields.map((f) => ROSTER_HEADERS[f]).join('、');
        await auditWithin(tx, request, {
          entity: 'alumni-record',
          entityId: keep.id,
          summary: `合并校友记录：学号 ${gone.studentNo}（${gone.name}）并入学号 ${keep.studentNo}（${keep.name}）${
            merged.filled.length ? `，补全${labels(merged.filled)}` : ''
          }${merged.replaced.length ? `，${labels(merged.replaced)}改用并入记录的内容` : ''}，${gone.studentNo} 记为曾用学号`,
        });
      });
      const { hasNumbers: _numbers, ...answer } = await detail(request, request.params.id, 'write');
      return ok(answer, '已合并');
    },
  );
};

export default adminRosterRoutes;
