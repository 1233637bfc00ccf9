import type { DataKeys } from '../../crypto/data-keys.ts';
import { fieldCipher } from '../../crypto/field-cipher.ts';
import { sealFields } from '../seal-fields.ts';
import type { Db, Queryable } from '../connect.ts';
import { activities } from './activities.ts';
import { alumni } from './alumni.ts';
import { news } from './news.ts';
import { organizations } from './organizations.ts';
import { cardTemplates, messages, people } from './accounts.ts';
import { columns, dicts, notices } from './site.ts';
import { skeleton } from './skeleton.ts';
import { seedActivitySignup } from './activity-signup.ts';
import { seedAlumniSearch } from './alumni-search.ts';
import { seedAppointment } from './appointment.ts';
import { seedCompanies } from './companies.ts';
import { seedDonation } from './donation.ts';
import { seedOrganizationJoin } from './organization-join.ts';
import { seedConsent, seedPersonal } from './personal.ts';
import { seedProof } from './proof.ts';
import { seedScenery } from './scenery.ts';
import { seedDemoStaff } from './staff.ts';
import type { Seal } from './types.ts';

/**
 * The alumni services' records, each seeded when its table is empty. They run after the accounts, whose ids their
 * records refer to, and in this order (some look up rows an earlier one wrote).
 */
const serviceSeeds: Array<{ name: string; table: string; seed: (tx: Queryable, seal: Seal) => Promise<void> }> = [
  { name: 'activity-signup', table: 'activity_proposal', seed: seedActivitySignup },
  { name: 'alumni-search', table: 'faculty', seed: seedAlumniSearch },
  { name: 'appointment', table: 'visit_slot', seed: seedAppointment },
  { name: 'companies', table: 'company', seed: seedCompanies },
  { name: 'donation', table: 'donation_project', seed: seedDonation },
  { name: 'organization-join', table: 'org_join_request', seed: seedOrganizationJoin },
  { name: 'personal', table: 'site_document', seed: seedPersonal },
  { name: 'consent', table: 'consent_record', seed: seedConsent },
  { name: 'proof', table: 'proof_application', seed: seedProof },
  { name: 'scenery', table: 'scenery_photo', seed: seedScenery },
  { name: 'staff', table: 'staff_account', seed: seedDemoStaff },
];

/** Inserts many rows through one multi-row insert per chunk. */
async function insertRows(db: Queryable, table: string, columnNames: string[], rows: unknown[][]) {
  const chunk = 50;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(', ')})`);
    await db.query(`insert into ${table} (${columnNames.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

const isEmpty = async (db: Queryable, table: string) =>
  (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0].count === 0;

/**
 * Seeds a new database, each part once, into tables that have none of it; answers what it seeded.
 *  - `demo`: the fictional college whole: its site, content, demo alumni with their records, and demo staff. The
 *    embedded demo and `npm run seed:demo` ask for it.
 *  - otherwise (production): the site's skeleton only (the menu's structure, the dictionary keys with neutral values
 *    to fill in the console, a card template); no content, no account.
 */
export async function seedIfEmpty(db: Db, { demo = true, keys }: { demo?: boolean; keys: DataKeys }): Promise<string[]> {
  const cipher = fieldCipher(keys);
  // The parts encrypt their demo phone and ID numbers as they write them (`seal`), so no clear copy reaches the
  // database's files; the pass after each part is a guard that finds nothing.
  const seal: Seal = (field, plain) => cipher.seal(field, plain);
  const inTransaction = (seed: (tx: Queryable, seal: Seal) => Promise<void>) =>
    db.transaction(async (tx) => {
      await seed(tx, seal);
      await sealFields(tx, cipher, 'clear');
    });
  const seeded: string[] = [];
  if (await isEmpty(db, 'site_column')) {
    await inTransaction((tx) => seedSite(tx, demo ? { columns, dicts } : skeleton));
    seeded.push(demo ? 'site' : 'site skeleton');
  }
  if (await isEmpty(db, 'alum_card_template')) {
    await inTransaction(seedCardTemplates);
    seeded.push('card templates');
  }
  if (!demo) return seeded;
  if (await isEmpty(db, 'news')) {
    await inTransaction(seedPublic);
    seeded.push('public');
  }
  if (await isEmpty(db, 'wx_account')) {
    await inTransaction(seedAccounts);
    seeded.push('accounts');
  }
  for (const service of serviceSeeds) {
    if (await isEmpty(db, service.table)) {
      await inTransaction(service.seed);
      seeded.push(service.name);
    }
  }
  return seeded;
}

async function seedSite(tx: Queryable, site: { columns: typeof columns; dicts: typeof dicts }) {
  await insertRows(
    tx,
    'site_column',
    ['id', 'pid', 'name', 'link_url', 'open_type', 'sort'],
    site.columns.map(([id, pid, name, linkUrl, openType], i) => [id, pid, name, linkUrl, openType, i]),
  );
  await insertRows(
    tx,
    'sys_dict',
    ['dict_type', 'dict_value', 'dict_label', 'sort'],
    site.dicts.map(([type, value, label], i) => [type, value, label, i]),
  );
}

async function seedCardTemplates(tx: Queryable) {
  await insertRows(
    tx,
    'alum_card_template',
    ['name', 'active', 'default_template', 'background', 'text_color', 'accent_color', 'layout'],
    cardTemplates.map((c) => [c.name, c.active, c.defaultTemplate, c.background, c.textColor, c.accentColor, c.layout]),
  );
}

async function seedPublic(tx: Queryable) {
  await insertRows(tx, 'notice', ['title', 'content', 'published_at'], notices);
  await insertRows(
    tx,
    'news',
    ['title', 'summary', 'cover', 'content', 'author', 'source', 'published_at'],
    news.map((n) => [n.title, n.summary, n.cover, n.content, n.author, n.source, n.publishedAt]),
  );
  await insertRows(
    tx,
    'activity',
    ['title', 'summary', 'cover', 'content', 'place', 'organizer', 'start_time', 'end_time', 'capacity', 'signup_deadline', 'published_at'],
    activities.map((a) => [
      a.title,
      a.summary,
      a.cover,
      a.content,
      a.place,
      a.organizer,
      a.startTime,
      a.endTime,
      a.capacity,
      a.signupDeadline,
      a.publishedAt,
    ]),
  );
  await insertRows(
    tx,
    'outstanding_alumni',
    ['name', 'honour', 'graduation_year', 'faculty', 'major', 'summary', 'photo', 'content', 'published_at'],
    alumni.map((a) => [a.name, a.honour, a.graduationYear, a.faculty, a.major, a.summary, a.photo, a.content, a.publishedAt]),
  );
  await insertRows(
    tx,
    'organization',
    ['name', 'kind', 'region', 'summary', 'cover', 'content', 'founded_at', 'leader', 'contact', 'published_at'],
    organizations.map((o) => [o.name, o.kind, o.region, o.summary, o.cover, o.content, o.foundedAt, o.leader, o.contact, o.publishedAt]),
  );
}

async function seedAccounts(tx: Queryable, seal: Seal) {
  for (const person of people) {
    let userId: number | null = null;
    if (person.user) {
      const u = person.user;
      [{ id: userId }] = await tx.query<{ id: number }>(
        `insert into app_user (name, user_type, student_current_status, card_status, card_reject_reason, student_no, faculty, major,
           graduation_year, city, company, phone, photo, card_no, organization_name, disabled)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
        [
          u.name,
          u.userType,
          u.studentCurrentStatus,
          u.cardStatus,
          u.cardRejectReason ?? '',
          u.studentNo ?? '',
          u.faculty ?? '',
          u.major ?? '',
          u.graduationYear ?? null,
          u.city ?? '',
          u.company ?? '',
          seal('app_user.phone', u.phone ?? ''),
          u.photo ?? '',
          u.cardNo ?? '',
          u.organizationName ?? '',
          u.disabled ?? false,
        ],
      );
    }
    await tx.query('insert into wx_account (openid, nickname, user_id) values ($1, $2, $3)', [person.openid, person.nickname, userId]);
    if (userId !== null && person.unread !== undefined) {
      // Every demo alumnus with an inbox gets the same messages; `unread` of them stay unread.
      const unread = messages.filter((m) => !m.read).slice(0, person.unread);
      await insertRows(
        tx,
        'message',
        ['user_id', 'kind', 'title', 'content', 'read_at', 'created_at'],
        messages.map((m) => {
          const at = new Date(Date.now() - m.daysAgo * 86400000).toISOString();
          return [userId, m.kind, m.title, m.content, unread.includes(m) ? null : at, at];
        }),
      );
    }
  }
}
