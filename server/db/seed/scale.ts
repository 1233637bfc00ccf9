import type { DataKeys } from '../../crypto/data-keys.ts';
import { fieldCipher } from '../../crypto/field-cipher.ts';
import type { Queryable } from '../connect.ts';

// `npm run seed:scale`: synthetic alumni at scale (issue 31), on top of the demo site, to measure the directory, the
// console lists, exports and the clean-up job as a large college would have them. Every row is made up: names drawn
// from common surnames and given-name characters, a seeded random so two runs write the same people. Rows go in with
// one multi-row statement per column set (unnest of arrays), thousands at a time; phone and ID numbers are encrypted
// with the server's data keys like every other write.

export interface ScaleCounts {
  alumni: number;
  bookings: number;
  visitors: number;
  donations: number;
  signups: number;
  auditEntries: number;
  uploads: number;
}

/** What `alumni` synthetic alumni bring with them: the other tables in proportion. */
export const scaleCounts = (alumni: number): ScaleCounts => ({
  alumni,
  bookings: Math.floor(alumni / 10),
  visitors: 2 * Math.floor(alumni / 10),
  donations: Math.floor(alumni / 5),
  signups: Math.floor(alumni / 4),
  auditEntries: alumni,
  uploads: Math.floor(alumni / 20),
});

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉建国文斌宇浩凯晨欣怡佳琪子涵梓轩雨轩一诺思远嘉怡若曦俊杰晓雯志强海燕婷婷';
const PROVINCES = [
  ['浙江', '杭州'],
  ['浙江', '宁波'],
  ['浙江', '温州'],
  ['江苏', '南京'],
  ['江苏', '苏州'],
  ['上海', '上海'],
  ['北京', '北京'],
  ['广东', '深圳'],
  ['广东', '广州'],
  ['四川', '成都'],
  ['湖北', '武汉'],
  ['福建', '厦门'],
  ['山东', '青岛'],
  ['安徽', '合肥'],
] as const;
const COMPANIES = ['恒准精密', '滨江银行', '市第一人民医院', '华联软件', '江湾建设集团', '新程教育', '远航物流', '青禾食品', '', ''];
const ACTIONS = ['审核通过校友卡', '编辑新闻', '发布活动', '导出捐赠台账', '登录', '修改门岗设置', '驳回证明申请'];

/** A seeded random (mulberry32): the same people every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHUNK = 5000;

/**
 * Inserts the rows, CHUNK at a time, each chunk one statement: `insert … select * from unnest($1::type[], …)`;
 * answers the new rows' ids in order (`returning` keeps the order of an insert from a select).
 */
async function bulkInsert(db: Queryable, table: string, columns: [name: string, type: string][], rows: unknown[][], returning = '1') {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map((_, c) => chunk.map((row) => row[c]));
    const inserted = await db.query<{ id: number }>(
      `insert into ${table} (${columns.map(([name]) => name).join(', ')})
       select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) returning ${returning} as id`,
      arrays,
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

const DAY = 86_400_000;

/** Writes the synthetic rows for `alumni` alumni into a migrated, seeded database; answers what it wrote. */
export async function seedScale(db: Queryable, keys: DataKeys, alumni: number, now = new Date()): Promise<ScaleCounts> {
  const counts = scaleCounts(alumni);
  const cipher = fieldCipher(keys);
  const rnd = random(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const ago = (days: number) => new Date(now.getTime() - Math.floor(rnd() * days * DAY));
  const majors = await db.query<{ major: string; faculty: string }>(
    'select m.name as major, f.name as faculty from major m join faculty f on f.id = m.faculty_id order by m.id',
  );
  if (majors.length === 0) throw new Error('no majors: seed the site first');
  const [{ serial }] = await db.query<{ serial: number }>('select count(*)::int as serial from app_user');

  const people: unknown[][] = [];
  for (let i = 0; i < alumni; i++) {
    const m = pick(majors);
    const year = 1990 + Math.floor(rnd() * 36);
    const given = pick([...GIVEN]) + (rnd() < 0.6 ? pick([...GIVEN]) : '');
    const state = i % 20 === 0 ? 'rejected' : i % 10 === 1 ? 'pending' : 'verified';
    const [, city] = pick(PROVINCES);
    const created = ago(3 * 365);
    const phone = `1${3 + Math.floor(rnd() * 6)}${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`;
    people.push([
      pick([...SURNAMES]) + given,
      'alumni',
      '08',
      state,
      state === 'rejected' ? '学籍信息与毕业名册不符' : '',
      `${year - 4}${String(serial + i).padStart(7, '0')}`,
      m.faculty,
      m.major,
      year,
      city,
      pick(COMPANIES),
      cipher.seal('app_user.phone', phone),
      state === 'verified' ? `BJ${year}${String(serial + i).padStart(7, '0')}` : '',
      rnd() < 0.92,
      rnd() < 0.8,
      rnd() < 0.7,
      state === 'pending' ? null : new Date(created.getTime() + DAY),
      created,
    ]);
  }
  const userIds = await bulkInsert(
    db,
    'app_user',
    [
      ['name', 'text'],
      ['user_type', 'text'],
      ['student_current_status', 'text'],
      ['card_status', 'text'],
      ['card_reject_reason', 'text'],
      ['student_no', 'text'],
      ['faculty', 'text'],
      ['major', 'text'],
      ['graduation_year', 'int'],
      ['city', 'text'],
      ['company', 'text'],
      ['phone', 'text'],
      ['card_no', 'text'],
      ['findable', 'boolean'],
      ['show_city', 'boolean'],
      ['show_company', 'boolean'],
      ['card_reviewed_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
    people,
    'id',
  );
  const userId = () => pick(userIds);

  // Bookings on past days (the gate's history), two visitors each, ID numbers encrypted.
  const slots = (await db.query<{ id: number }>('select id from visit_slot order by id')).map((r) => r.id);
  const bookings: unknown[][] = [];
  for (let i = 0; i < counts.bookings; i++) {
    const day = ago(2 * 365);
    // One booking per person: a person books a day and slot once.
    bookings.push([userIds[i], day.toISOString().slice(0, 10), pick(slots), 2, '', '参观校园', 'booked', day]);
  }
  if (bookings.length) {
    const bookingIds = await bulkInsert(
      db,
      'appointment',
      [
        ['user_id', 'int'],
        ['visit_date', 'date'],
        ['slot_id', 'int'],
        ['visitor_count', 'int'],
        ['car_plate', 'text'],
        ['reason', 'text'],
        ['status', 'text'],
        ['created_at', 'timestamptz'],
      ],
      bookings,
      'id',
    );
    const visitors = bookingIds.flatMap((id) =>
      [0, 1].map(() => {
        const idNumber = `3301${String(1960 + Math.floor(rnd() * 45))}0101${String(Math.floor(rnd() * 1000)).padStart(3, '0')}X`;
        return [id, pick([...SURNAMES]) + pick([...GIVEN]), cipher.seal('appointment_visitor.id_number', idNumber)];
      }),
    );
    await bulkInsert(
      db,
      'appointment_visitor',
      [
        ['appointment_id', 'int'],
        ['name', 'text'],
        ['id_number', 'text'],
      ],
      visitors,
    );
  }

  const projects = (await db.query<{ id: number }>('select id from donation_project order by id')).map((r) => r.id);
  const donations: unknown[][] = [];
  for (let i = 0; i < counts.donations; i++) {
    const created = ago(3 * 365);
    const status = i % 7 === 0 ? 'cancelled' : i % 5 === 0 ? 'awaiting_payment' : 'paid';
    donations.push([
      pick(projects),
      // One pledge per person: an unpaid pledge of one amount to one project is held once.
      userIds[i],
      pick([50, 100, 200, 500, 1000, 5000]),
      rnd() < 0.2 ? 'anonymous' : 'name',
      rnd() < 0.3 ? '祝母校越来越好' : '',
      status,
      `SCALE${String(i).padStart(9, '0')}`,
      created,
      status === 'paid' ? new Date(created.getTime() + 60_000) : null,
    ]);
  }
  await bulkInsert(
    db,
    'donation',
    [
      ['project_id', 'int'],
      ['user_id', 'int'],
      ['amount', 'int'],
      ['public_display', 'text'],
      ['message', 'text'],
      ['status', 'text'],
      ['order_no', 'text'],
      ['created_at', 'timestamptz'],
      ['paid_at', 'timestamptz'],
    ],
    donations,
  );

  // Sign-ups: each synthetic alumnus at most one, so the one-live-sign-up rule holds.
  const activities = (await db.query<{ id: number }>('select id from activity order by id')).map((r) => r.id);
  const signups: unknown[][] = [];
  for (let i = 0; i < counts.signups; i++) {
    const created = ago(365);
    const cancelled = i % 9 === 0;
    signups.push([activities[i % activities.length], userIds[i], cancelled ? 'cancelled' : 'signed', created, cancelled ? created : null]);
  }
  await bulkInsert(
    db,
    'activity_signup',
    [
      ['activity_id', 'int'],
      ['user_id', 'int'],
      ['status', 'text'],
      ['created_at', 'timestamptz'],
      ['cancelled_at', 'timestamptz'],
    ],
    signups,
  );

  const audit: unknown[][] = [];
  for (let i = 0; i < counts.auditEntries; i++) {
    const action = pick(ACTIONS);
    audit.push([
      ago(180),
      pick(['admin', 'editor', 'reviewer']),
      `10.0.${i % 256}.${(i >> 8) % 256}`,
      action,
      'scale',
      String(i),
      `${action}（模拟记录 ${i}）`,
    ]);
  }
  await bulkInsert(
    db,
    'audit_log',
    [
      ['at', 'timestamptz'],
      ['account', 'text'],
      ['ip', 'text'],
      ['action', 'text'],
      ['entity', 'text'],
      ['entity_id', 'text'],
      ['summary', 'text'],
    ],
    audit,
  );

  // Uploads older than the grace period, half of them a photo on an alumnus's row: what the clean-up job sifts.
  const uploads: unknown[][] = [];
  for (let i = 0; i < counts.uploads; i++)
    uploads.push([`/uploads/scale-${String(i).padStart(7, '0')}.jpg`, userId(), 20_000, '照片.jpg', ago(365)]);
  await bulkInsert(
    db,
    'upload',
    [
      ['path', 'text'],
      ['user_id', 'int'],
      ['size', 'int'],
      ['original_name', 'text'],
      ['created_at', 'timestamptz'],
    ],
    uploads,
  );
  await db.query(
    `update app_user u set photo = p.path from (select path, user_id from upload where path like '/uploads/scale-%' and right(path, 5) < '5.jpg') p
      where u.id = p.user_id and u.photo = ''`,
  );
  return counts;
}
