import { describe, expect, it } from 'vitest';
import {
  changedFields,
  decideMoneyAction,
  isMoneyDict,
  MONEY_REFUSALS as R,
  type ChangeFacts,
  type MoneyAction,
} from '../../src/shared/admin/money-settings.ts';
import type { StaffRole } from '../../src/shared/admin/roles.ts';

// Who may change the money details donors are told (issue 48): a 管理员 proposes, a different 管理员 confirms or rejects,
// the proposer withdraws; everyone else is refused whatever the change's state.

const ME = 7;
const OTHER = 8;
const admin = { id: ME, roles: ['admin'] as StaffRole[] };
const pendingMine: ChangeFacts = { status: 'pending', proposedBy: ME };
const pendingOthers: ChangeFacts = { status: 'pending', proposedBy: OTHER };

type Case = [name: string, actor: { id: number; roles: StaffRole[] }, MoneyAction, ChangeFacts | undefined, number | 'allow', string?];

describe('decideMoneyAction', () => {
  it.each<Case>([
    // Roles without `money`: 403 for every action, pending change or not.
    ...(['editor', 'reviewer', 'orgadmin'] as const).flatMap((role) =>
      (['propose', 'confirm', 'reject', 'withdraw'] as const).map((action): Case => [
        `${role} ${action}`,
        { id: OTHER + 1, roles: [role] },
        action,
        pendingOthers,
        403,
        R.forbidden,
      ]),
    ),
    ['editor and reviewer together propose', { id: 3, roles: ['editor', 'reviewer'] }, 'propose', undefined, 403, R.forbidden],
    ['no roles at all', { id: 3, roles: [] }, 'confirm', pendingOthers, 403, R.forbidden],
    // Proposing.
    ['管理员 proposes with nothing pending', admin, 'propose', undefined, 'allow'],
    ['管理员 proposes after a decided change', admin, 'propose', { status: 'confirmed', proposedBy: OTHER }, 'allow'],
    ['管理员 proposes while one waits', admin, 'propose', pendingOthers, 409, R.pendingExists],
    ['管理员 proposes while their own waits', admin, 'propose', pendingMine, 409, R.pendingExists],
    // Confirming: another 管理员 only.
    ['管理员 confirms another’s change', admin, 'confirm', pendingOthers, 'allow'],
    ['管理员 confirms their own change', admin, 'confirm', pendingMine, 409, R.ownConfirm],
    ['a 管理员 who is also 内容编辑 confirms their own', { id: ME, roles: ['editor', 'admin'] }, 'confirm', pendingMine, 409, R.ownConfirm],
    ['管理员 confirms a missing change', admin, 'confirm', undefined, 404, R.missing],
    ['管理员 confirms a confirmed change', admin, 'confirm', { status: 'confirmed', proposedBy: OTHER }, 409, R.decided],
    ['管理员 confirms a rejected change', admin, 'confirm', { status: 'rejected', proposedBy: OTHER }, 409, R.decided],
    ['管理员 confirms a withdrawn change', admin, 'confirm', { status: 'withdrawn', proposedBy: OTHER }, 409, R.decided],
    // Rejecting: another 管理员 only.
    ['管理员 rejects another’s change', admin, 'reject', pendingOthers, 'allow'],
    ['管理员 rejects their own change', admin, 'reject', pendingMine, 409, R.ownReject],
    ['管理员 rejects a decided change', admin, 'reject', { status: 'confirmed', proposedBy: OTHER }, 409, R.decided],
    // Withdrawing: the proposer only.
    ['管理员 withdraws their own change', admin, 'withdraw', pendingMine, 'allow'],
    ['管理员 withdraws another’s change', admin, 'withdraw', pendingOthers, 409, R.othersWithdraw],
    ['管理员 withdraws their own decided change', admin, 'withdraw', { status: 'rejected', proposedBy: ME }, 409, R.decided],
    ['管理员 withdraws a missing change', admin, 'withdraw', undefined, 404, R.missing],
  ])('%s', (_name, actor, action, change, status, message) => {
    const decision = decideMoneyAction(actor, action, change);
    if (status === 'allow') expect(decision).toEqual({ kind: 'allow' });
    else expect(decision).toEqual({ kind: 'refuse', status, message });
  });
});

describe('the money dictionaries and what a change alters', () => {
  it('marks 银行转账 as money, and no other dictionary', () => {
    expect(isMoneyDict('donation_transfer')).toBe(true);
    for (const type of ['site_info', 'site_contact', 'footer_school_links', 'site_qrcode']) expect(isMoneyDict(type)).toBe(false);
  });

  it('lists the changed fields in the form’s order', () => {
    const before = { accountName: 'A', bank: 'B', accountNo: '123456', remark: '' };
    expect(changedFields(before, before)).toEqual([]);
    expect(changedFields(before, { ...before, remark: '附言', accountName: 'X' })).toEqual(['accountName', 'remark']);
  });
});
