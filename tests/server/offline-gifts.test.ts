import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { png } from '../helpers/images.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

// 线下捐赠 (issue 33): a gift received by bank transfer or in cash, recorded by staff with `donations`; paid at once,
// counted everywhere an online gift is (ledger, project total and donors, 捐赠名单, the letter), its voucher unique
// per channel, its scan kept out of the public upload store.
const suite = serverSuite();
let reviewer: string;
let editor: string;
let projectId: number;

beforeAll(async () => {
  [reviewer, editor] = await Promise.all([staffToken(suite.server, 'reviewer'), staffToken(suite.server, 'editor')]);
  projectId = (await suite.server.db.query<{ id: number }>('select id from donation_project order by id limit 1'))[0].id;
});

const gift = (over: Record<string, unknown> = {}) => ({
  donorName: '赵敏',
  graduationYear: 2008,
  projectId,
  amount: 2000,
  arrivedOn: '2026-09-10',
  channel: 'bank',
  voucherNo: 'BK20260910-001',
  anonymous: false,
  note: '工行转账',
  ...over,
});
const record = (body: object, token = reviewer) => suite.inject(token, 'POST', '/api/admin/donations/offline', body);
const project = async () => (await suite.inject(null, 'GET', `/api/donation/projects/${projectId}`)).json().data;
const entry = async (id: number) =>
  (await suite.inject(reviewer, 'GET', '/api/admin/donations?pageSize=50')).json().data.list.find((e: { id: number }) => e.id === id);

function uploadScan(token: string, content: Buffer) {
  const boundary = '----ledgertest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return suite.server.app.inject({
    method: 'POST',
    url: '/api/admin/donations/vouchers',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

describe('recording a gift received offline', () => {
  it('is paid on the day it arrived, in the ledger with its channel and voucher, the project total, 捐赠名单 and the letter', async () => {
    const before = await project();
    const res = await record(gift());
    expect(res.statusCode, res.body).toBe(200);
    const { id, orderNo } = res.json().data;
    expect(orderNo).toMatch(/^L\d{14}[0-9A-F]{8}$/);
    expect(await entry(id)).toMatchObject({
      userId: null,
      donorName: '赵敏',
      graduationYear: 2008,
      amount: 2000,
      status: 'paid',
      payChannel: 'bank',
      voucherNo: 'BK20260910-001',
      note: '工行转账',
      refunded: 0,
      paidAt: new Date('2026-09-10T00:00:00+08:00').toISOString(),
    });
    const after = await project();
    expect(after.raisedAmount).toBe(before.raisedAmount + 2000);
    expect(after.donorCount).toBe(before.donorCount + 1);
    const donors = (await suite.inject(null, 'GET', `/api/donation/projects/${projectId}/donors?pageSize=50`)).json().data;
    expect(donors.list).toContainEqual(expect.objectContaining({ name: '赵敏', amount: 2000 }));
    const letter = await suite.inject(reviewer, 'GET', `/api/admin/donations/${id}/letter`);
    expect(letter.statusCode).toBe(200);
    expect(letter.json().data).toMatchObject({ donorName: '赵敏', amount: 2000 });
    expect(letter.json().data.html).toContain('赵敏');
    const [audit] = await suite.server.db.query<{ summary: string; account: string; action: string }>(
      "select summary, account, action from audit_log where entity = 'donation' and entity_id = $1 order by id limit 1",
      [String(id)],
    );
    expect(audit).toEqual({
      summary: `登记线下捐赠 #${id}（赵敏，2000 元，银行转账 凭证号 BK20260910-001，2026-09-10 到账）`,
      account: 'reviewer',
      action: 'POST /api/admin/donations/offline',
    });
    const words = (await suite.inject(await staffToken(suite.server, 'admin'), 'GET', '/api/admin/audit?pageNum=1&pageSize=20')).json().data
      .list;
    expect(words.find((w: { content: string }) => w.content === audit.summary)).toMatchObject({ operation: '登记线下捐赠' });
  });

  it('an anonymous cash gift is 匿名 in 捐赠名单 and counted in the ledger totals', async () => {
    const before = (await suite.inject(reviewer, 'GET', `/api/admin/donations?projectId=${projectId}`)).json().data.totals;
    const res = await record(
      gift({ donorName: '钱多多', graduationYear: null, channel: 'cash', voucherNo: 'XJ-0001', anonymous: true, amount: 300 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const donors = (await suite.inject(null, 'GET', `/api/donation/projects/${projectId}/donors?pageSize=50`)).json().data;
    expect(donors.list.map((d: { name: string }) => d.name)).not.toContain('钱多多');
    // 匿名 shows neither the name nor the amount (issue 48).
    expect(donors.list).toContainEqual(expect.objectContaining({ name: '匿名', amount: null }));
    const after = (await suite.inject(reviewer, 'GET', `/api/admin/donations?projectId=${projectId}`)).json().data.totals;
    expect(after).toMatchObject({ paid: before.paid + 300, donors: before.donors + 1, count: before.count + 1 });
    expect((await entry(res.json().data.id)).graduationYear).toBeNull();
  });

  it('refuses the same voucher of the same channel twice, naming the field; another channel may share the number', async () => {
    const first = await record(gift({ voucherNo: 'DUP-1' }));
    expect(first.statusCode).toBe(200);
    const again = await record(gift({ voucherNo: 'DUP-1', donorName: '别人' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().data.field).toBe('voucherNo');
    expect(again.json().msg).toContain(`#${first.json().data.id}`);
    expect((await record(gift({ voucherNo: 'DUP-1', channel: 'cash' }))).statusCode).toBe(200);
  });

  it('refuses a voucher recorded again under another case or punctuation (issue 48), here and in the database', async () => {
    const first = await record(gift({ voucherNo: 'BK-2026/0042' }));
    expect(first.statusCode).toBe(200);
    for (const voucherNo of ['bk-2026/0042', 'BK20260042', 'bk_2026_0042', 'Bk/2026-0042']) {
      const again = await record(gift({ voucherNo, donorName: '别人' }));
      expect(again.statusCode, voucherNo).toBe(400);
      expect(again.json().data.field).toBe('voucherNo');
      expect(again.json().msg).toContain(`#${first.json().data.id}`);
    }
    // The unique index decides too, for two clerks at once (the check before it would not see the other's gift).
    await expect(
      suite.server.db.query(
        `insert into donation (project_id, donor_name, amount, status, order_no, paid_at, pay_channel, voucher_no, voucher_key)
         values ($1, '别人', 10, 'paid', 'LTESTVOUCHERKEY1', now(), 'bank', $2, donation_voucher_key($2))`,
        [projectId, 'ＢＫ 2026．0042'],
      ),
    ).rejects.toThrow(/donation_voucher/);
  });

  it.each([
    ['donorName', { donorName: '' }],
    ['donorName', { donorName: '名'.repeat(41) }],
    ['graduationYear', { graduationYear: 1800 }],
    ['projectId', { projectId: 999999 }],
    ['amount', { amount: 0 }],
    ['amount', { amount: 12.5 }],
    ['amount', { amount: 2_000_000 }],
    ['arrivedOn', { arrivedOn: '2026-02-30' }],
    ['arrivedOn', { arrivedOn: chinaDate(2) }],
    ['channel', { channel: 'cheque' }],
    ['voucherNo', { voucherNo: '' }],
    ['voucherNo', { voucherNo: '凭证 1' }],
    ['voucherScan', { voucherScan: 'deadbeefdeadbeefdeadbeefdeadbeef.png' }],
    ['note', { note: 'x'.repeat(201) }],
  ])('refuses a bad %s with 400 naming it', async (field, over) => {
    const res = await record(gift({ voucherNo: `BAD-${field}`, ...over }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.field).toBe(field);
  });

  it('is refused to a role without `donations`', async () => {
    expect((await record(gift({ voucherNo: 'EDITOR-1' }), editor)).statusCode).toBe(403);
    expect((await uploadScan(editor, png)).statusCode).toBe(403);
  });
});

describe("a voucher's scan", () => {
  it('is stored privately: not in the public upload store, shown only to the ledger, audited, attached to one gift', async () => {
    const up = await uploadScan(reviewer, png);
    expect(up.statusCode, up.body).toBe(200);
    const { name } = up.json().data;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await suite.inject(null, 'GET', `/uploads/${name}`)).statusCode).toBe(404);
    const res = await record(gift({ voucherNo: 'SCAN-1', voucherScan: name }));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    expect((await entry(id)).voucherScan).toBe(name);
    const shown = await suite.inject(reviewer, 'GET', `/api/admin/donations/vouchers/${name}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((await suite.inject(editor, 'GET', `/api/admin/donations/vouchers/${name}`)).statusCode).toBe(403);
    expect((await suite.inject(null, 'GET', `/api/admin/donations/vouchers/${name}`)).statusCode).toBe(401);
    const [viewed] = await suite.server.db.query<{ summary: string }>(
      "select summary from audit_log where action = 'GET /api/admin/donations/vouchers/:name' order by id desc limit 1",
    );
    expect(viewed.summary).toBe(`查看线下捐赠凭证扫描件 #${id}`);
    // One scan, one gift.
    const reused = await record(gift({ voucherNo: 'SCAN-2', voucherScan: name }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().data.field).toBe('voucherScan');
  });

  it('must be a picture', async () => {
    const res = await uploadScan(reviewer, Buffer.from('%PDF-1.4 not a picture'));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('file');
  });
});
