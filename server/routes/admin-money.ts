import type { FastifyRequest } from 'fastify';
import { auditWithin } from '../auth/staff.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  decidedMoneyChanges,
  decideMoneyChange,
  insertMoneyChange,
  moneyChange,
  pendingMoneyChange,
  transferNow,
  writeTransfer,
} from '../repositories/money-settings.ts';
import { messageAllAdmins } from '../repositories/staff-messages.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  changedFields,
  decideMoneyAction,
  rejectFormSchema,
  transferFormSchema,
  type ChangeFacts,
  type MoneyAction,
  type RejectValues,
  type TransferFormValues,
  type TransferValues,
} from '../../src/shared/admin/money-settings.ts';
import { moneyChangeSchema, moneySettingsSchema, type MoneyChange } from '../../src/shared/api/admin-money.ts';
import type { Queryable } from '../db/connect.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·站点设置';
const LINK = '/admin/site/money';
const FIELD_NAMES: Record<keyof TransferValues, string> = { accountName: '开户名称', bank: '开户行', accountNo: '账号', remark: '附言' };

/** The values as the notes and the audit log say them: every field, or those that differ from `before`. */
const describe = (v: TransferValues, before?: TransferValues) =>
  (before ? changedFields(before, v) : (Object.keys(FIELD_NAMES) as Array<keyof TransferValues>))
    .map((f) => (before ? `${FIELD_NAMES[f]}「${before[f] || '（空）'}」→「${v[f] || '（空）'}」` : `${FIELD_NAMES[f]}「${v[f]}」`))
    .join('，');

/**
 * 站点设置 › 银行转账: the transfer details donors are shown, changed only by a 管理员 and only once a second, different
 * 管理员 confirms (src/shared/admin/money-settings.ts decides who may do what). Every proposal and every decision is
 * audited in its transaction and told to every 管理员 (staff_message, the console home's 通知).
 */
const adminMoneyRoutes: RoutePlugin = async (app, { db }) => {
  const money = { staff: 'money' } as const;

  /** Refuses what the rule refuses, with its status and message. */
  const check = (request: FastifyRequest, action: MoneyAction, change: ChangeFacts | undefined) => {
    const decision = decideMoneyAction(request.staff!, action, change);
    if (decision.kind === 'refuse') throw new HttpError(decision.status, decision.message, decision.status);
  };

  /** A decided change, audited and told to every 管理员 in the same transaction. */
  async function decide(
    request: FastifyRequest<{ Params: { id: number } }>,
    action: Exclude<MoneyAction, 'propose'>,
    apply: (tx: Queryable, change: MoneyChange) => Promise<{ audit: string; title: string; body: string }>,
  ) {
    const staff = request.staff!;
    return db.transaction(async (tx) => {
      const change = await moneyChange(tx, request.params.id, true);
      check(request, action, change);
      const status = ({ confirm: 'confirmed', reject: 'rejected', withdraw: 'withdrawn' } as const)[action];
      const note = action === 'reject' ? (assertForm<RejectValues>(rejectFormSchema, request.body ?? {}).note ?? '').trim() : '';
      if (!(await decideMoneyChange(tx, change!.id, status, staff.id, note))) throw new HttpError(409, '该修改已处理，请刷新', 409);
      const told = await apply(tx, change!);
      await messageAllAdmins(tx, { title: told.title, body: told.body, link: LINK });
      await auditWithin(tx, request, { entity: 'money_setting', entityId: change!.id, summary: told.audit });
      return (await moneyChange(tx, change!.id))!;
    });
  }

  app.get(
    '/api/admin/site/money',
    {
      config: money,
      schema: {
        tags: [TAG],
        summary: '银行转账（捐赠）信息（仅管理员）：现在生效的信息、待确认的修改、最近一次生效的修改及提出人与确认人、最近的修改记录',
        response: { 200: envelopeSchema(moneySettingsSchema) },
      },
    },
    async () => {
      const [current, pending, decided] = await Promise.all([transferNow(db), pendingMoneyChange(db), decidedMoneyChanges(db)]);
      return ok({ current, pending: pending ?? null, ...decided });
    },
  );

  app.post<{ Body: TransferFormValues }>(
    '/api/admin/site/money/changes',
    {
      config: { staff: 'money', changesPublicPages: false },
      schema: {
        tags: [TAG],
        summary:
          '提出修改银行转账（捐赠）信息（仅管理员）：须由另一位管理员确认后才在捐赠页面生效；已有待确认的修改时为 409；每次提出都通知所有管理员',
        body: toJsonSchema(transferFormSchema),
        response: { 200: envelopeSchema(moneyChangeSchema) },
      },
    },
    async (request) => {
      const v = assertForm<TransferFormValues>(transferFormSchema, request.body);
      const proposed: TransferValues = {
        accountName: v.accountName.trim(),
        bank: v.bank.trim(),
        accountNo: v.accountNo.trim(),
        remark: (v.remark ?? '').trim(),
      };
      const staff = request.staff!;
      const change = await db.transaction(async (tx) => {
        // Serialises proposals: the one pending is read under the same lock the insert would wait for.
        await tx.query('lock table money_setting_change in share row exclusive mode');
        check(request, 'propose', await pendingMoneyChange(tx));
        const previous = await transferNow(tx);
        if (changedFields(previous, proposed).length === 0)
          throw new HttpError(400, '与捐赠页面现在显示的信息相同，无需修改', 400, 'accountNo');
        const id = await insertMoneyChange(tx, proposed, previous, staff.id);
        const what = describe(proposed, previous);
        await messageAllAdmins(tx, {
          title: '银行转账信息待确认',
          body: `${staff.name}（${staff.account}）提出修改捐赠的银行转账信息：${what}。须由另一位管理员确认后才会生效。`,
          link: LINK,
        });
        await auditWithin(tx, request, { entity: 'money_setting', entityId: id, summary: `提出修改银行转账信息（待确认）：${what}` });
        return (await moneyChange(tx, id))!;
      });
      return ok(change, '已提交，须由另一位管理员确认后生效');
    },
  );

  const decision = (summary: string, body?: object) => ({
    tags: [TAG],
    summary,
    params: idParamsSchema,
    ...(body ? { body } : {}),
    response: { 200: envelopeSchema(moneyChangeSchema) },
  });

  app.post<{ Params: { id: number } }>(
    '/api/admin/site/money/changes/:id/confirm',
    {
      config: { staff: 'money', changesPublicPages: true },
      schema: decision(
        '确认银行转账信息的修改（仅管理员，且须为提出人以外的管理员；提出人本人为 409）：确认后捐赠页面即显示新信息，并通知所有管理员',
      ),
    },
    async (request) => {
      const staff = request.staff!;
      const change = await decide(request, 'confirm', async (tx, c) => {
        await writeTransfer(tx, c.proposed);
        const what = describe(c.proposed, c.previous);
        return {
          audit: `确认银行转账信息的修改 #${c.id}（${c.proposedByName} 提出）：${what}`,
          title: '银行转账信息已更新',
          body: `${staff.name}（${staff.account}）确认了 ${c.proposedByName} 提出的修改，捐赠页面现显示：${describe(c.proposed)}。`,
        };
      });
      return ok(change, '已确认，捐赠页面已更新');
    },
  );

  app.post<{ Params: { id: number }; Body: RejectValues }>(
    '/api/admin/site/money/changes/:id/reject',
    {
      config: { staff: 'money', changesPublicPages: false },
      schema: decision(
        '驳回银行转账信息的修改（仅管理员，且须为提出人以外的管理员）：捐赠页面不变，并通知所有管理员',
        toJsonSchema(rejectFormSchema),
      ),
    },
    async (request) => {
      const staff = request.staff!;
      const change = await decide(request, 'reject', async (_tx, c) => {
        const note = (request.body?.note ?? '').trim();
        return {
          audit: `驳回银行转账信息的修改 #${c.id}（${c.proposedByName} 提出）${note ? `：${note}` : ''}`,
          title: '银行转账信息的修改被驳回',
          body: `${staff.name}（${staff.account}）驳回了 ${c.proposedByName} 提出的修改（${describe(c.proposed, c.previous)}）${note ? `，原因：${note}` : ''}。捐赠页面不变。`,
        };
      });
      return ok(change, '已驳回');
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/site/money/changes/:id/withdraw',
    {
      config: { staff: 'money', changesPublicPages: false },
      schema: decision('撤回自己提出的银行转账信息修改（仅提出人）：捐赠页面不变，并通知所有管理员'),
    },
    async (request) => {
      const staff = request.staff!;
      const change = await decide(request, 'withdraw', async (_tx, c) => ({
        audit: `撤回银行转账信息的修改 #${c.id}：${describe(c.proposed, c.previous)}`,
        title: '银行转账信息的修改已撤回',
        body: `${staff.name}（${staff.account}）撤回了自己提出的修改（${describe(c.proposed, c.previous)}）。捐赠页面不变。`,
      }));
      return ok(change, '已撤回');
    },
  );
};

export default adminMoneyRoutes;
