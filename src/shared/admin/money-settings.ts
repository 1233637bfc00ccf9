// Money details (issue 48): what tells donors where their money goes, 站点设置's 银行转账（捐赠）. Only a 管理员 may
// propose a change; it takes effect when a second, different 管理员 confirms it. The rule is one pure function,
// read by the server (which enforces it) and by the console (which shows only the buttons it would allow).
import type { FormSchema } from '../forms.ts';
import { mayPerform, type StaffRole } from './roles.ts';

/** The dictionaries that are money details: no generic dictionary endpoint may change them. */
export const MONEY_DICTS: readonly string[] = ['donation_transfer'];
export const isMoneyDict = (type: string) => MONEY_DICTS.includes(type);
/** What the generic dictionary endpoints answer (403) to anyone, 管理员 included, asking to change one. */
export const MONEY_DICT_REFUSAL = '银行转账信息只能由管理员在“站点设置 › 银行转账”中修改，并须经另一位管理员确认后生效';

/** The transfer details' fields, and the dictionary key (sys_dict.dict_value) each is kept under. */
export const TRANSFER_KEYS = { accountName: 'account_name', bank: 'bank', accountNo: 'account_no', remark: 'remark' } as const;
export type TransferField = keyof typeof TRANSFER_KEYS;
export const TRANSFER_FIELDS = Object.keys(TRANSFER_KEYS) as TransferField[];
export type TransferValues = Record<TransferField, string>;

/** POST /api/admin/site/money/changes: the transfer details asked for, whole. */
export const transferFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accountName', 'bank', 'accountNo'],
  properties: {
    accountName: { type: 'string', title: '开户名称', minLength: 2, maxLength: 100 },
    bank: { type: 'string', title: '开户行', minLength: 2, maxLength: 100 },
    accountNo: {
      type: 'string',
      title: '账号',
      minLength: 6,
      maxLength: 40,
      pattern: '^[0-9][0-9 ]*[0-9]$',
      patternMessage: '账号应为数字，可用空格分组',
    },
    remark: { type: 'string', title: '附言（转账时请注明）', maxLength: 200 },
  },
} as const satisfies FormSchema;
export type TransferFormValues = { accountName: string; bank: string; accountNo: string; remark?: string };

/** POST …/changes/:id/reject: why, optionally. */
export const rejectFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { note: { type: 'string', title: '驳回原因', maxLength: 200, multiline: true } },
} as const satisfies FormSchema;
export type RejectValues = { note?: string };

export type MoneyAction = 'propose' | 'confirm' | 'reject' | 'withdraw';
export type ChangeStatus = 'pending' | 'confirmed' | 'rejected' | 'withdrawn';

/** What the rule needs of a change: its state and who proposed it. */
export interface ChangeFacts {
  status: ChangeStatus;
  proposedBy: number;
}

export type MoneyDecision = { kind: 'allow' } | { kind: 'refuse'; status: 403 | 404 | 409; message: string };

export const MONEY_REFUSALS = {
  forbidden: '无权进行此操作',
  missing: '该修改不存在',
  pendingExists: '已有一项待确认的修改：请等另一位管理员确认或驳回，或由提出人撤回后再提出',
  decided: '该修改已处理，请刷新',
  ownConfirm: '不能确认自己提出的修改，须由另一位管理员确认',
  ownReject: '自己提出的修改请撤回',
  othersWithdraw: '只有提出人可以撤回；其他管理员可以驳回',
} as const;

const refuse = (status: 403 | 404 | 409, message: string): MoneyDecision => ({ kind: 'refuse', status, message });

/**
 * Whether `actor` may `action`:
 *  - `propose` (`change`: the one pending now, if any): a 管理员, while no other change waits;
 *  - `confirm`: a 管理员 other than the proposer, of a pending change;
 *  - `reject`: likewise, a 管理员 other than the proposer;
 *  - `withdraw`: the proposer, of their own pending change.
 * Anyone else: 403. A proposer confirming their own change is 409, not 403: they hold the right, the change does not
 * allow it (the role matrix keeps 403 for roles without it).
 */
export function decideMoneyAction(
  actor: { id: number; roles: readonly StaffRole[] },
  action: MoneyAction,
  change: ChangeFacts | undefined,
): MoneyDecision {
  if (!mayPerform(actor.roles, 'money')) return refuse(403, MONEY_REFUSALS.forbidden);
  if (action === 'propose') return change?.status === 'pending' ? refuse(409, MONEY_REFUSALS.pendingExists) : { kind: 'allow' };
  if (!change) return refuse(404, MONEY_REFUSALS.missing);
  if (change.status !== 'pending') return refuse(409, MONEY_REFUSALS.decided);
  const own = change.proposedBy === actor.id;
  if (action === 'confirm' && own) return refuse(409, MONEY_REFUSALS.ownConfirm);
  if (action === 'reject' && own) return refuse(409, MONEY_REFUSALS.ownReject);
  if (action === 'withdraw' && !own) return refuse(409, MONEY_REFUSALS.othersWithdraw);
  return { kind: 'allow' };
}

/** The fields a change alters, in the form's order. */
export const changedFields = (before: TransferValues, after: TransferValues): TransferField[] =>
  TRANSFER_FIELDS.filter((f) => before[f] !== after[f]);
