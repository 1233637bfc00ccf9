import { describe, expect, it } from 'vitest';
import { actionsFor, allowedFrom, cardNumber, checkDecision, mayBatch, type DecisionInput } from '../../src/shared/admin/review.ts';
import { refusalMayBeStale, type Access } from '../../src/shared/access-rules.ts';
import { currentCardStatus } from '../../src/session/store.ts';
import { proofSteps } from '../../src/features/proof/ProofList.tsx';

const d = (input: Partial<DecisionInput> & Pick<DecisionInput, 'queue' | 'action' | 'status'>): DecisionInput => input;

describe('checkDecision: which decisions a queue takes, from where', () => {
  it.each([
    // queue, action, status, extra, problem
    ['cards', 'approve', 'pending', {}, null],
    ['cards', 'reject', 'pending', { reason: '照片不清晰' }, null],
    ['cards', 'reject', 'pending', { reason: '  ' }, 'reason'],
    ['cards', 'approve', 'verified', {}, 'status'],
    ['cards', 'reject', 'rejected', { reason: '再次驳回' }, 'status'],
    ['cards', 'post', 'pending', {}, 'action'],
    ['cards', 'reissue', 'verified', { reason: '校友来电挂失' }, null],
    ['cards', 'reissue', 'verified', { reason: ' ' }, 'reason'],
    ['cards', 'reissue', 'pending', { reason: '挂失' }, 'status'],
    ['cards', 'reissue', 'rejected', { reason: '挂失' }, 'status'],
    ['joins', 'reissue', 'approved', { reason: '挂失' }, 'action'],
    ['certificates', 'reissue', 'posted', { reason: '挂失' }, 'action'],
    ['joins', 'approve', 'pending', {}, null],
    ['joins', 'approve', 'approved', {}, 'status'],
    ['joins', 'reject', 'rejected', { reason: 'x' }, 'status'],
    ['companies', 'approve', 'submitted', {}, null],
    ['companies', 'reject', 'approved', { reason: 'x' }, 'status'],
    ['companies', 'accept', 'submitted', {}, 'action'],
    ['proposals', 'approve', 'submitted', {}, null],
    ['proposals', 'reject', 'submitted', {}, 'reason'],
    ['proposals', 'approve', 'rejected', {}, 'status'],
    ['certificates', 'approve', 'submitted', {}, 'action'],
    ['certificates', 'accept', 'submitted', {}, null],
    ['certificates', 'accept', 'accepted', {}, 'status'],
    ['certificates', 'process', 'submitted', {}, null],
    ['certificates', 'process', 'accepted', {}, null],
    ['certificates', 'process', 'processing', {}, 'status'],
    ['certificates', 'post', 'processing', { delivery: 'post', trackingNo: 'SF123456789' }, null],
    ['certificates', 'post', 'accepted', { delivery: 'post', trackingNo: 'SF123456789' }, null],
    ['certificates', 'post', 'submitted', { delivery: 'post', trackingNo: 'SF123456789' }, 'status'],
    ['certificates', 'post', 'processing', { delivery: 'post', trackingNo: '' }, 'trackingNo'],
    ['certificates', 'post', 'processing', { delivery: 'pickup', trackingNo: 'SF1' }, 'action'],
    ['certificates', 'ready', 'processing', { delivery: 'pickup' }, null],
    ['certificates', 'ready', 'processing', { delivery: 'post' }, 'action'],
    ['certificates', 'post', 'posted', { delivery: 'post', trackingNo: 'SF2' }, 'status'],
    ['certificates', 'reject', 'processing', { reason: '学籍档案无此人' }, null],
    ['certificates', 'reject', 'posted', { reason: '太晚了' }, 'status'],
    ['certificates', 'reject', 'ready', { reason: '太晚了' }, 'status'],
  ] as const)('%s %s from %s %o → %s', (queue, action, status, extra, problem) => {
    expect(checkDecision(d({ queue, action, status, ...extra }))?.field ?? null).toBe(problem);
  });
});

describe('the console offers what the rules allow', () => {
  it.each([
    ['cards', 'pending', undefined, ['approve', 'reject']],
    ['cards', 'verified', undefined, ['reissue']],
    ['cards', 'rejected', undefined, []],
    ['certificates', 'submitted', 'post', ['reject', 'accept', 'process']],
    ['certificates', 'accepted', 'post', ['reject', 'process', 'post']],
    ['certificates', 'processing', 'pickup', ['reject', 'ready']],
    ['certificates', 'posted', 'post', []],
    ['proposals', 'submitted', undefined, ['approve', 'reject']],
  ] as const)('%s in %s (%s): %o', (queue, status, delivery, actions) => {
    expect(actionsFor(queue, status, delivery)).toEqual(actions);
  });

  it('batches only where one answer suits many: cards and join requests', () => {
    expect(mayBatch('cards', 'approve')).toBe(true);
    expect(mayBatch('joins', 'reject')).toBe(true);
    expect(mayBatch('companies', 'approve')).toBe(false);
    expect(mayBatch('certificates', 'reject')).toBe(false);
    expect(mayBatch('proposals', 'approve')).toBe(false);
    expect(mayBatch('cards', 'reissue')).toBe(false);
    expect(allowedFrom('cards', 'post')).toEqual([]);
  });

  it('card numbers look like the seed’s', () => {
    expect(cardNumber('BJCC', 2016, 315)).toBe('BJCC-2016-000315');
    expect(cardNumber('XYZ', 2014, 1001)).toBe('XYZ-2014-001001');
  });
});

describe('the guard reloads the user only when the card may have changed', () => {
  it.each([
    [{ kind: 'card-pending' }, true],
    [{ kind: 'card-rejected' }, true],
    [{ kind: 'card-unknown' }, true],
    [{ kind: 'login' }, false],
    [{ kind: 'graduates-only' }, false],
    [{ kind: 'allow' }, false],
  ] as Array<[Access, boolean]>)('%o → %s', (access, stale) => {
    expect(refusalMayBeStale(access)).toBe(stale);
  });

  it.each([
    ['alumni', 'pending', 'verified', 'verified'],
    ['alumni', 'pending', 'rejected', 'rejected'],
    ['alumni', 'verified', undefined, 'verified'],
    ['alumni', 'pending', 'somethingelse', 'pending'],
    ['member', 'verified', 'pending', 'verified'],
  ] as const)('%s signed in %s, info says %s → %s', (userType, signedIn, info, now) => {
    expect(currentCardStatus({ token: 't', userType, alumUserStatus: signedIn }, { userStatus: info })).toBe(now);
  });
});

describe('a certificate request’s steps', () => {
  const states = (status: Parameters<typeof proofSteps>[0], delivery: Parameters<typeof proofSteps>[1]) =>
    proofSteps(status, delivery).map((s) => `${s.label}:${s.state}`);
  it.each([
    ['submitted', 'post', ['已提交:current', '已受理:todo', '办理中:todo', '已寄出:todo']],
    ['accepted', 'post', ['已提交:done', '已受理:current', '办理中:todo', '已寄出:todo']],
    ['processing', 'pickup', ['已提交:done', '已受理:done', '办理中:current', '可领取:todo']],
    ['posted', 'post', ['已提交:done', '已受理:done', '办理中:done', '已寄出:done']],
    ['ready', 'pickup', ['已提交:done', '已受理:done', '办理中:done', '可领取:done']],
    ['rejected', 'post', ['已提交:done', '未通过:failed']],
  ] as const)('%s (%s)', (status, delivery, expected) => {
    expect(states(status, delivery)).toEqual(expected);
  });
});
