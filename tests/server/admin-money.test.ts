// Issue 48: the money details donors are told (站点设置's 银行转账（捐赠）). No one but a 管理员 changes them, by no
// endpoint; a 管理员's change waits until a second, different 管理员 confirms it (donors see the old account until then);
// it can be rejected or withdrawn; the console shows the current value, the pending change and the last change with
// who made and who confirmed it; every step is audited and told to every 管理员.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertStaffSession } from '../../server/repositories/staff.ts';
import { serverSuite, staffToken, type DemoStaff } from '../helpers/server.ts';

const suite = serverSuite();
const tokens = {} as Record<DemoStaff | 'second' | 'third', string>;
const ids = {} as Record<'admin' | 'second' | 'third' | 'retired', number>;

/** Another 管理员, straight into the table (the demo has one), signed in. */
async function anotherAdmin(account: string, disabled = false) {
  const [{ id }] = await suite.server.db.query<{ id: number }>(
    `insert into staff_account (account, name, password_hash, roles, must_change_password, disabled)
     values ($1, $2, 'not-a-hash', array['admin'], false, $3) returning id`,
    [account, `管理员${account}`, disabled],
  );
  const token = newSecret();
  await insertStaffSession(suite.server.db, hashSecret(token), id, new Date(Date.now() + 3_600_000));
  return { id, token };
}

beforeAll(async () => {
  for (const role of ['admin', 'editor', 'reviewer', 'orgadmin'] as const) tokens[role] = await staffToken(suite.server, role);
  [{ id: ids.admin }] = await suite.server.db.query<{ id: number }>("select id from staff_account where account = 'admin'");
  ({ id: ids.second, token: tokens.second } = await anotherAdmin('second'));
  ({ id: ids.third, token: tokens.third } = await anotherAdmin('third'));
  ({ id: ids.retired } = await anotherAdmin('retired', true));
});

type Who = keyof typeof tokens;
const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  suite.inject(tokens[who], method, url, payload ?? (method === 'GET' ? undefined : {}));

const seeded = {
  accountName: '滨江城市学院教育基金会',
  bank: '中国工商银行滨江学院路支行',
  accountNo: '1202 0211 0900 1234 567',
  remark: '捐赠＋您的姓名＋项目名称',
};
const redirected = { ...seeded, accountName: '某某贸易有限公司', accountNo: '6222 0000 1111 2222' };

/** What donors are shown on the public donation page. */
const donorsSee = async () => (await suite.inject(null, 'GET', '/api/donation/payment')).json().data.transfer;
const transferEntries = () =>
  suite.server.db.query<{ id: number; value: string }>(
    "select id, dict_value as value from sys_dict where dict_type = 'donation_transfer' order by sort",
  );
const messagesOf = (staffId: number) =>
  suite.server.db.query<{ title: string; body: string }>('select title, body from staff_message where staff_id = $1 order by id', [
    staffId,
  ]);
const auditSince = (id: number) =>
  suite.server.db.query<{ account: string; entity: string; summary: string }>(
    'select account, entity, summary from audit_log where id > $1 order by id',
    [id],
  );
const lastAuditId = async () =>
  (await suite.server.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0].id;

describe('no one but a 管理员 changes the transfer account, by any endpoint', () => {
  it.each(['editor', 'reviewer', 'orgadmin'] as const)(
    '%s: 403 from the money endpoints and from the dictionary endpoints',
    async (who) => {
      const [accountNo] = (await transferEntries()).filter((e) => e.value === 'account_no');
      for (const [method, url, body] of [
        ['GET', '/api/admin/site/money', undefined],
        ['POST', '/api/admin/site/money/changes', redirected],
        ['POST', '/api/admin/site/money/changes/1/confirm', {}],
        ['POST', '/api/admin/site/money/changes/1/reject', {}],
        ['POST', '/api/admin/site/money/changes/1/withdraw', {}],
        ['PUT', `/api/admin/site/dicts/${accountNo.id}`, { dictLabel: redirected.accountNo, dictValue: 'account_no', sort: 3 }],
        [
          'POST',
          '/api/admin/site/dicts',
          { dictType: 'donation_transfer', dictLabel: redirected.accountNo, dictValue: 'account_no', sort: 9 },
        ],
        ['DELETE', `/api/admin/site/dicts/${accountNo.id}`, undefined],
      ] as const) {
        const res = await as(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe(403);
      }
      expect(await donorsSee()).toEqual(seeded);
    },
  );

  it('a 管理员 too is refused by the dictionary endpoints: the two-管理员 path is the only one', async () => {
    const [accountNo] = (await transferEntries()).filter((e) => e.value === 'account_no');
    const put = await as('admin', 'PUT', `/api/admin/site/dicts/${accountNo.id}`, {
      dictLabel: redirected.accountNo,
      dictValue: 'account_no',
      sort: 3,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().msg).toBe('银行转账信息只能由管理员在“站点设置 › 银行转账”中修改，并须经另一位管理员确认后生效');
    expect((await as('admin', 'DELETE', `/api/admin/site/dicts/${accountNo.id}`)).statusCode).toBe(403);
    expect(await donorsSee()).toEqual(seeded);
  });

  it('other dictionaries stay the editors’ to change', async () => {
    const [phone] = await suite.server.db.query<{ id: number; label: string; sort: number }>(
      "select id, dict_label as label, sort from sys_dict where dict_type = 'site_contact' and dict_value = 'phone'",
    );
    const res = await as('editor', 'PUT', `/api/admin/site/dicts/${phone.id}`, {
      dictLabel: phone.label,
      dictValue: 'phone',
      sort: phone.sort,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a 管理员’s change waits for a second 管理员', () => {
  let changeId: number;

  it('a proposal is pending: donors still see the old account, every 管理员 in use is told, and it is audited', async () => {
    const before = await lastAuditId();
    const res = await as('admin', 'POST', '/api/admin/site/money/changes', redirected);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', proposed: redirected, previous: seeded, proposedBy: ids.admin });
    changeId = res.json().data.id;
    expect(await donorsSee()).toEqual(seeded);

    for (const id of [ids.admin, ids.second, ids.third]) {
      const notes = await messagesOf(id);
      expect(notes.at(-1)?.title, String(id)).toBe('银行转账信息待确认');
      expect(notes.at(-1)?.body).toContain('6222 0000 1111 2222');
    }
    expect(await messagesOf(ids.retired)).toEqual([]);
    expect(await auditSince(before)).toEqual([
      {
        account: 'admin',
        entity: 'money_setting',
        summary:
          '提出修改银行转账信息（待确认）：开户名称「滨江城市学院教育基金会」→「某某贸易有限公司」，账号「1202 0211 0900 1234 567」→「6222 0000 1111 2222」',
      },
    ]);

    const view = (await as('second', 'GET', '/api/admin/site/money')).json().data;
    expect(view.current).toEqual(seeded);
    expect(view.pending).toMatchObject({ id: changeId, proposed: redirected, proposedByName: '周管理（admin）' });
  });

  it('a second proposal waits until the first is decided (409)', async () => {
    const res = await as('second', 'POST', '/api/admin/site/money/changes', { ...seeded, remark: '另一项' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('已有一项待确认的修改：请等另一位管理员确认或驳回，或由提出人撤回后再提出');
  });

  it('the proposer cannot confirm, nor reject, their own change; another cannot withdraw it', async () => {
    const own = await as('admin', 'POST', `/api/admin/site/money/changes/${changeId}/confirm`);
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe('不能确认自己提出的修改，须由另一位管理员确认');
    expect((await as('admin', 'POST', `/api/admin/site/money/changes/${changeId}/reject`)).statusCode).toBe(409);
    expect((await as('second', 'POST', `/api/admin/site/money/changes/${changeId}/withdraw`)).statusCode).toBe(409);
    expect(await donorsSee()).toEqual(seeded);
    expect((await as('admin', 'GET', '/api/admin/site/money')).json().data.pending.status).toBe('pending');
  });

  it('a second 管理员 confirms: donors see the new account, everyone is told, and the console names both', async () => {
    const before = await lastAuditId();
    const res = await as('second', 'POST', `/api/admin/site/money/changes/${changeId}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', decidedBy: ids.second, decidedByName: '管理员second（second）' });
    expect(await donorsSee()).toEqual(redirected);
    for (const id of [ids.admin, ids.second, ids.third]) expect((await messagesOf(id)).at(-1)?.title).toBe('银行转账信息已更新');
    expect(await auditSince(before)).toMatchObject([{ account: 'second', entity: 'money_setting' }]);
    expect((await auditSince(before))[0].summary).toMatch(/^确认银行转账信息的修改 #\d+（周管理（admin） 提出）：/);

    const view = (await as('admin', 'GET', '/api/admin/site/money')).json().data;
    expect(view.current).toEqual(redirected);
    expect(view.pending).toBeNull();
    expect(view.lastConfirmed).toMatchObject({
      id: changeId,
      proposedByName: '周管理（admin）',
      decidedByName: '管理员second（second）',
      previous: seeded,
      proposed: redirected,
    });
    expect(view.lastConfirmed.decidedAt).toEqual(expect.any(String));

    // Decided once: a second decision is refused.
    expect((await as('third', 'POST', `/api/admin/site/money/changes/${changeId}/confirm`)).statusCode).toBe(409);
  });

  it('a change can be rejected by another 管理员 (with a reason), leaving donors’ account as it was', async () => {
    const proposed = await as('second', 'POST', '/api/admin/site/money/changes', seeded);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const before = await lastAuditId();
    const res = await as('third', 'POST', `/api/admin/site/money/changes/${proposed.json().data.id}/reject`, { note: '账号与基金会不符' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', decidedByName: '管理员third（third）', note: '账号与基金会不符' });
    expect(await donorsSee()).toEqual(redirected);
    for (const id of [ids.admin, ids.second, ids.third]) {
      expect((await messagesOf(id)).at(-1)).toMatchObject({
        title: '银行转账信息的修改被驳回',
        body: expect.stringContaining('账号与基金会不符'),
      });
    }
    expect(await auditSince(before)).toMatchObject([{ account: 'third', entity: 'money_setting' }]);
  });

  it('the proposer can withdraw their change', async () => {
    const proposed = await as('third', 'POST', '/api/admin/site/money/changes', seeded);
    const before = await lastAuditId();
    const res = await as('third', 'POST', `/api/admin/site/money/changes/${proposed.json().data.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    expect(await donorsSee()).toEqual(redirected);
    expect((await messagesOf(ids.admin)).at(-1)?.title).toBe('银行转账信息的修改已撤回');
    expect(await auditSince(before)).toMatchObject([
      { account: 'third', entity: 'money_setting', summary: expect.stringMatching(/^撤回/) },
    ]);

    const view = (await as('admin', 'GET', '/api/admin/site/money')).json().data;
    expect(view.history.map((c: { status: string }) => c.status)).toEqual(['withdrawn', 'rejected', 'confirmed']);
    // The last change that took effect is still the confirmed one.
    expect(view.lastConfirmed.decidedByName).toBe('管理员second（second）');
  });

  it('bad input is a 400 naming the field; an unknown change is 404', async () => {
    const res = await as('admin', 'POST', '/api/admin/site/money/changes', { ...seeded, accountNo: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('accountNo');
    const same = await as('admin', 'POST', '/api/admin/site/money/changes', redirected);
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toBe('与捐赠页面现在显示的信息相同，无需修改');
    expect((await as('admin', 'POST', '/api/admin/site/money/changes/999999/confirm')).statusCode).toBe(404);
  });
});

describe('the console home lists a member of staff’s own notes', () => {
  it('answers the latest notes and the unread count, and marks them read', async () => {
    const inbox = (await as('third', 'GET', '/api/admin/inbox')).json().data;
    expect(inbox.unread).toBeGreaterThanOrEqual(4);
    expect(inbox.list[0]).toMatchObject({ title: '银行转账信息的修改已撤回', link: '/admin/site/money', read: false });
    const read = await as('third', 'POST', '/api/admin/inbox/read');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.unread).toBe(0);
    // Another's notes are not theirs to read.
    expect((await as('editor', 'GET', '/api/admin/inbox')).json().data.list).toEqual([]);
  });
});
