// The totals the database keeps (migration 035): the directory's findable alumni and the audit log's entries, which
// the unfiltered pages read instead of counting 100,000 rows. Whatever changes the rows, one at a time or many in one
// statement, the kept total is what a count says; and the pages answer it.
import { afterAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../server/jobs/retention.ts';
import { purgeAuditLog } from '../../server/repositories/retention.ts';
import { rowTotal } from '../../server/repositories/sql.ts';
import { startTestServer, signInThroughStandin, staffToken } from '../helpers/server.ts';

const server = await startTestServer({ loginStandin: true });
afterAll(() => server.close());

const kept = async (name: 'directory' | 'audit_log') => (await rowTotal(server.db, name))[0].total;
const counted = async () =>
  (
    await server.db.query<{ total: number }>(
      `select count(*)::int as total from app_user
        where user_type = 'alumni' and card_status = 'verified' and not disabled and findable`,
    )
  )[0].total;

/** The `total` of a page the API answers. */
const answeredTotal = async (token: string, url: string) =>
  (await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json().data.total as number;

/** New alumni, `n` of them in one statement, in the state given; their ids. */
const insert = async (n: number, state: { card: string; findable?: boolean; disabled?: boolean; type?: string }) =>
  (
    await server.db.query<{ id: number }>(
      `insert into app_user (name, user_type, student_current_status, card_status, findable, disabled, graduation_year)
       select '总数校友' || i, $2, '07', $3, $4, $5, 2001 from generate_series(1, $1::int) i returning id`,
      [n, state.type ?? 'alumni', state.card, state.findable ?? true, state.disabled ?? false],
    )
  ).map((r) => r.id);

describe('the directory total', () => {
  const made: number[] = [];
  const changes: Array<[string, () => Promise<unknown>]> = [
    ['one verified alumnus added', async () => made.push(...(await insert(1, { card: 'verified' })))],
    ['50 verified alumni added in one statement', async () => made.push(...(await insert(50, { card: 'verified' })))],
    [
      '10 pending, 5 hidden, 5 disabled and 5 members added',
      async () => {
        made.push(...(await insert(10, { card: 'pending' })), ...(await insert(5, { card: 'verified', findable: false })));
        made.push(...(await insert(5, { card: 'verified', disabled: true })), ...(await insert(5, { card: 'verified', type: 'member' })));
      },
    ],
    [
      'the pending ones verified in one statement',
      () => server.db.query(`update app_user set card_status = 'verified' where name like '总数校友%' and card_status = 'pending'`),
    ],
    ['one of them opts out of the directory', () => server.db.query('update app_user set findable = false where id = $1', [made[0]])],
    ['an unrelated column changes on every row', () => server.db.query(`update app_user set city = city || ''`)],
    [
      'a disabled one is enabled again',
      () => server.db.query(`update app_user set disabled = false where name like '总数校友%' and disabled and user_type = 'alumni'`),
    ],
    ['a verified card is rejected', () => server.db.query(`update app_user set card_status = 'rejected' where id = $1`, [made[1]])],
    ['30 of them deleted in one statement', () => server.db.query('delete from app_user where id = any($1::int[])', [made.slice(0, 30)])],
  ];
  it.each(changes)('after "%s" it equals a count of the findable alumni', async (_what, change) => {
    await change();
    expect(await kept('directory')).toBe(await counted());
  });

  it('is what the unfiltered directory answers, and a filter still counts', async () => {
    const token = await signInThroughStandin(server, 'demo-zhangming');
    const ask = (query: string) => answeredTotal(token, `/api/alumsearch/list?pageNum=1&pageSize=5${query}`);
    expect(await ask('')).toBe(await counted());
    await server.db.query(`update row_total set total = total + 1000 where name = 'directory'`);
    try {
      expect(await ask('')).toBe((await counted()) + 1000);
      expect(await ask('&graduationYear=2001')).toBeLessThan(1000);
    } finally {
      await server.db.query(`update row_total set total = total - 1000 where name = 'directory'`);
    }
  });
});

describe('the audit log total', () => {
  const count = async () => (await server.db.query<{ total: number }>('select count(*)::int as total from audit_log'))[0].total;

  it('grows with each entry, one or many in a statement, and is what the unfiltered log page answers', async () => {
    expect(await kept('audit_log')).toBe(await count());
    await server.db.query(
      `insert into audit_log (account, ip, action, entity, summary) select 'system', '127.0.0.1', 'test', 'staff', 'n' || i
         from generate_series(1, 25) i`,
    );
    expect(await kept('audit_log')).toBe(await count());
    const staff = await staffToken(server, 'admin');
    const page = (query: string) => answeredTotal(staff, `/api/admin/audit?pageNum=1&pageSize=5${query}`);
    // Reading the log is itself no write; what a sign-in wrote is counted too.
    expect(await page('')).toBe(await count());
    expect(await page('&entity=staff')).toBeLessThan(await count());
  });

  it("shrinks when the clean-up job purges entries past the log's keeping", async () => {
    await server.db.query(
      `insert into audit_log (at, account, ip, action, entity, summary) select now() - interval '400 days', 'system', '', 'test', 'staff', 'old'
         from generate_series(1, 7)`,
    );
    const purged = await server.db.transaction((tx) => purgeAuditLog(tx, new Date(Date.now() - 200 * 86_400_000)));
    expect(purged).toBeGreaterThanOrEqual(7);
    expect(await kept('audit_log')).toBe(await count());
  });
});

describe('folding the deltas in (the clean-up job)', () => {
  it('the daily clean-up job keeps both totals and leaves no delta behind', async () => {
    const audited = async () => (await server.db.query<{ total: number }>('select count(*)::int as total from audit_log'))[0].total;
    const before = await kept('directory');
    expect((await server.db.query('select 1 from row_total_delta')).length).toBeGreaterThan(0);
    await runRetention(server.db, server.config, new Date());
    expect((await server.db.query('select 1 from row_total_delta')).length).toBe(0);
    // The job's own entry (定期清理) is counted as well.
    expect({ directory: await kept('directory'), audit: await kept('audit_log') }).toEqual({ directory: before, audit: await audited() });
    expect(before).toBe(await counted());
  });
});
