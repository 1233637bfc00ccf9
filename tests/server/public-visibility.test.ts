import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/connect.ts';
import { serverSuite } from '../helpers/server.ts';

// These tests change rows straight in the database (as no console would), so the public answers are read every time.
const suite = serverSuite({ zhang: 'demo-zhangming' }, { contentCacheMs: 0 });
const get = (url: string) => suite.inject(suite.tokens.zhang, 'GET', url);
const post = (url: string, payload: object) => suite.inject(suite.tokens.zhang, 'POST', url, payload);

/** The four ways a row is hidden from the public, as column values. */
const hidden = {
  draft: { publish_state: "'draft'" },
  offline: { publish_state: "'offline'" },
  scheduled: { published_at: "now() + interval '1 day'" },
  deleted: { deleted_at: 'now()' },
} as const;
type Way = keyof typeof hidden;

/** A copy of row `id` of `table` with `patch` (column -> SQL expression) applied; answers the new id. */
async function cloneRow(db: Queryable, table: string, id: number, patch: Record<string, string>): Promise<number> {
  const columns = (
    await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and column_name <> 'id' order by ordinal_position`,
      [table],
    )
  ).map((c) => c.name);
  const values = columns.map((c) => patch[c] ?? c);
  const [row] = await db.query<{ id: number }>(
    `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} from ${table} where id = $1 returning id`,
    [id],
  );
  return row.id;
}

/** One hidden copy of seeded row `id` for each way of hiding it. */
async function hiddenCopies(table: string, id: number): Promise<Record<Way, number>> {
  const out = {} as Record<Way, number>;
  for (const way of Object.keys(hidden) as Way[]) out[way] = await cloneRow(suite.server.db, table, id, hidden[way]);
  return out;
}

const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);

interface Kind {
  table: string;
  seeded: number;
  /** the public list's ids and its total */
  list: () => Promise<{ ids: number[]; total: number }>;
  /** the public detail's status */
  detail?: (id: number) => Promise<number>;
}

const page = (url: string) => async () => {
  const { data } = (await get(url)).json();
  return { ids: ids(data.list), total: data.total };
};
const array = (url: string) => async () => {
  const { data } = (await get(url)).json();
  return { ids: ids(data), total: data.length };
};
const status = (prefix: string) => async (id: number) => (await get(`${prefix}/${id}`)).statusCode;

const kinds: Record<string, Kind> = {
  news: { table: 'news', seeded: 1, list: page('/api/alumnews/list?pageSize=50'), detail: status('/api/alumnews') },
  activity: { table: 'activity', seeded: 1, list: page('/api/alumactivity/list?pageSize=50'), detail: status('/api/alumactivity') },
  outstanding: {
    table: 'outstanding_alumni',
    seeded: 1,
    list: page('/api/alumoutstanding/list?pageSize=50'),
    detail: status('/api/alumoutstanding'),
  },
  organization: {
    table: 'organization',
    seeded: 1,
    list: page('/api/alumorganization/list?pageSize=50'),
    detail: status('/api/alumorganization'),
  },
  notice: { table: 'notice', seeded: 1, list: page('/api/alumnotice/list?pageSize=50'), detail: status('/api/alumnotice') },
  scenery: { table: 'scenery_photo', seeded: 1, list: array('/api/scenery/list') },
  donationProject: {
    table: 'donation_project',
    seeded: 1,
    list: array('/api/donation/projects'),
    detail: status('/api/donation/projects'),
  },
  company: { table: 'company', seeded: 1, list: page('/api/alumcompany/list?pageSize=50'), detail: status('/api/alumcompany') },
  job: { table: 'job', seeded: 1, list: page('/api/recruitment/list?pageSize=50'), detail: status('/api/recruitment') },
};

describe('only published, due, undeleted rows are public', () => {
  describe.each(Object.entries(kinds))('%s', (_name, kind) => {
    let copies: Record<Way, number>;
    let before: { ids: number[]; total: number };
    beforeAll(async () => {
      before = await kind.list();
      copies = await hiddenCopies(kind.table, kind.seeded);
    });

    it('keeps the seeded rows in the list and leaves the hidden ones out', async () => {
      expect(before.ids).toContain(kind.seeded);
      const after = await kind.list();
      expect(after).toEqual(before);
      for (const id of Object.values(copies)) expect(after.ids).not.toContain(id);
    });

    it.each(Object.keys(hidden) as Way[])('answers 404 for the %s row', async (way) => {
      if (!kind.detail) return;
      expect(await kind.detail(kind.seeded)).toBe(200);
      expect(await kind.detail(copies[way])).toBe(404);
    });

    it('starts showing a scheduled row once its time has come', async () => {
      await suite.server.db.query(`update ${kind.table} set published_at = now() - interval '1 minute' where id = $1`, [copies.scheduled]);
      expect((await kind.list()).ids).toContain(copies.scheduled);
      if (kind.detail) expect(await kind.detail(copies.scheduled)).toBe(200);
      await suite.server.db.query(`update ${kind.table} set published_at = now() + interval '1 day' where id = $1`, [copies.scheduled]);
    });
  });
});

describe('what hangs off a hidden row is hidden with it', () => {
  it("counts only the public notices in the home strip's total, and never names a hidden one the latest", async () => {
    const before = (await get('/api/alumnotice/total')).json().data;
    const list = (await get('/api/alumnotice/list?pageSize=50')).json().data;
    expect(before.total).toBe(list.total);
    expect(before.latest.id).toBe(list.list[0].id);
    // Hidden copies of the latest notice, dated later still: none of them counts or leads.
    const copies = await hiddenCopies('notice', before.latest.id);
    for (const id of Object.values(copies)) {
      await suite.server.db.query(`update notice set published_at = greatest(published_at, now()) + interval '1 minute' where id = $1`, [
        id,
      ]);
    }
    expect((await get('/api/alumnotice/total')).json().data).toEqual(before);
  });

  it('never names a hidden neighbour as the previous or next article', async () => {
    const copies = await hiddenCopies('news', 2);
    const { data } = (await get('/api/alumnews/2')).json();
    const hiddenIds: number[] = Object.values(copies);
    expect(hiddenIds).not.toContain(data.prev?.id);
    expect(hiddenIds).not.toContain(data.next?.id);
  });

  it('answers 404 for the stats and the sign-up of a hidden activity', async () => {
    const copies = await hiddenCopies('activity', 2);
    for (const id of Object.values(copies)) {
      expect((await get(`/api/alumactivity/${id}/stats`)).statusCode).toBe(404);
      expect((await get(`/api/alumactivity/${id}/signup-status`)).statusCode).toBe(404);
      expect((await post(`/api/alumactivity/${id}/signup`, {})).statusCode).toBe(404);
    }
  });

  it('answers 404 for joining a hidden organisation, and leaves it off the alumni map', async () => {
    const copies = await hiddenCopies('organization', 2);
    for (const id of Object.values(copies)) {
      expect((await get(`/api/alumorganization/${id}/membership`)).statusCode).toBe(404);
      expect((await post(`/api/alumorganization/${id}/join`, { reason: '我是校友，希望加入组织参加活动。' })).statusCode).toBe(404);
    }
    const map: Array<{ organizations: Array<{ id: number }> }> = (await get('/api/alummap/provinces')).json().data;
    const placed = map.flatMap((p) => ids(p.organizations));
    expect(placed).toContain(2);
    for (const id of Object.values(copies)) expect(placed).not.toContain(id);
  });

  it('refuses a pledge to a hidden donation project', async () => {
    const copies = await hiddenCopies('donation_project', 1);
    for (const id of Object.values(copies)) {
      const res = await post('/api/donation/pledge', { projectId: id, amount: 100 });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('projectId');
    }
  });

  it("leaves hidden positions out of their company, and a hidden company's positions out of every list", async () => {
    const jobs = await hiddenCopies('job', 1);
    const company = (await get('/api/alumcompany/1')).json().data;
    for (const id of Object.values(jobs)) expect(ids(company.jobs)).not.toContain(id);
    const openJobs = company.openJobs;
    expect(openJobs).toBe(company.jobs.length);

    await suite.server.db.query(`update company set publish_state = 'offline' where id = 1`);
    try {
      const list = (await get('/api/recruitment/list?pageSize=50')).json().data;
      expect(list.list.filter((j: { companyId: number }) => j.companyId === 1)).toEqual([]);
      expect((await get('/api/recruitment/1')).statusCode).toBe(404);
    } finally {
      await suite.server.db.query(`update company set publish_state = 'published' where id = 1`);
    }
    expect((await get('/api/recruitment/1')).statusCode).toBe(200);
  });
});

describe('the order of 校友活动', () => {
  it('lists what is still to come first, soonest first, then the past ones, latest first; neighbours follow the list', async () => {
    const at = (hours: number) => `now() + interval '${hours} hours'`;
    const copy = (start: number, end: number) =>
      cloneRow(suite.server.db, 'activity', 1, {
        start_time: at(start),
        end_time: at(end),
        signup_deadline: at(start - 1),
        published_at: "now() - interval '1 minute'",
      });
    // Published newest last, so an order by publication would reverse what is asked for.
    const later = await copy(24 * 40, 24 * 40 + 3);
    const soon = await copy(24 * 2, 24 * 2 + 3);
    const underWay = await copy(-1, 2);
    const pastOld = await copy(-24 * 400, -24 * 400 + 3);
    const pastRecent = await copy(-24 * 3, -24 * 3 + 3);
    const { list } = (await get('/api/alumactivity/list?pageSize=50')).json().data as {
      list: Array<{ id: number; startTime: string; endTime: string }>;
    };
    const now = Date.now();
    const upcoming = list.filter((a) => Date.parse(a.endTime) > now);
    const past = list.filter((a) => Date.parse(a.endTime) <= now);
    expect(list).toEqual([...upcoming, ...past]);
    const starts = (items: typeof list) => items.map((a) => Date.parse(a.startTime));
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(past)).toEqual([...starts(past)].sort((a, b) => b - a));
    const position = (id: number) => list.findIndex((a) => a.id === id);
    expect([underWay, soon, later, pastRecent, pastOld].map(position)).toEqual(
      [underWay, soon, later, pastRecent, pastOld].map(position).sort((a, b) => a - b),
    );
    expect(position(underWay)).toBeGreaterThanOrEqual(0);

    const detail = (await get(`/api/alumactivity/${soon}`)).json().data;
    expect(detail.prev.id).toBe(list[position(soon) - 1].id);
    expect(detail.next.id).toBe(list[position(soon) + 1].id);
  });
});
