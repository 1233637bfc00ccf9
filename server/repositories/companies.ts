import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { CompanyApplication, CompanyItem, JobItem } from '../../src/shared/api/companies.ts';
import type { CompanyApplyValues } from '../../src/shared/company-forms.ts';
import { containsPattern, visible } from './sql.ts';

const jobColumns = `j.id, j.title, j.city, j.salary_min as "salaryMin", j.salary_max as "salaryMax", j.education, j.experience,
  j.headcount, j.published_at as "publishedAt", c.id as "companyId", c.name as "companyName", c.logo as "companyLogo"`;

/** Open positions the public sees: hiring, visible, at a visible company (`j` joined with `c`). */
const openJob = `j.status = 'open' and ${visible('j')} and ${visible('c')}`;

/** The open positions of company `c`, counted. */
const openJobCount = `(select count(*)::int from job j where j.company_id = c.id and j.status = 'open' and ${visible('j')}) as "openJobs"`;

const applicationColumns = `id, name, industry, scale, city, logo, introduction, contact_name as "contactName", contact_phone as "contactPhone",
  contact_email as "contactEmail", status, review_note as "reviewNote", created_at as "createdAt"`;

/** A page of companies, newest first: keyword in name or summary, exact industry and city. */
export async function companyPage(
  db: Queryable,
  filter: { keyword?: string; industry?: string; city?: string },
  pageNum: number,
  pageSize: number,
) {
  const where = [visible('c')];
  const params: unknown[] = [];
  if (filter.keyword) {
    params.push(containsPattern(filter.keyword));
    where.push(`(c.name ilike $${params.length} or c.summary ilike $${params.length})`);
  }
  if (filter.industry) {
    params.push(filter.industry);
    where.push(`c.industry = $${params.length}`);
  }
  if (filter.city) {
    params.push(filter.city);
    where.push(`c.city = $${params.length}`);
  }
  const clause = `where ${where.join(' and ')}`;
  const [list, [{ total }]] = await Promise.all([
    db.query<CompanyItem>(
      `select c.id, c.name, c.industry, c.scale, c.city, c.logo, c.summary, c.published_at as "publishedAt", ${openJobCount}
         from company c ${clause}
        order by c.published_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from company c ${clause}`, params),
  ]);
  return { list, total };
}

/** The cities of companies and open positions, for the filters. */
export const companyCities = async (db: Queryable) =>
  (
    await db.query<{ city: string }>(
      `select city from (select c.city from company c where ${visible('c')}
          union select j.city from job j join company c on c.id = j.company_id where ${openJob}) s order by city`,
    )
  ).map((r) => r.city);

const openApplication = (cipher: FieldCipher, row: CompanyApplication): CompanyApplication => ({
  ...row,
  contactPhone: cipher.open('company_application.contact_phone', row.contactPhone),
});

export const myApplications = async (db: Queryable, cipher: FieldCipher, userId: number) =>
  (
    await db.query<CompanyApplication>(
      `select ${applicationColumns} from company_application where user_id = $1 order by created_at desc, id desc`,
      [userId],
    )
  ).map((row) => openApplication(cipher, row));

export async function myApplication(db: Queryable, cipher: FieldCipher, userId: number, id: number) {
  const [row] = await db.query<CompanyApplication>(`select ${applicationColumns} from company_application where id = $1 and user_id = $2`, [
    id,
    userId,
  ]);
  return row && openApplication(cipher, row);
}

export const insertApplication = async (tx: Queryable, cipher: FieldCipher, userId: number, v: CompanyApplyValues) =>
  (
    await tx.query<{ id: number; status: string }>(
      `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, status`,
      [
        userId,
        v.name,
        v.industry,
        v.scale,
        v.city,
        v.logo,
        v.introduction,
        v.contactName,
        cipher.seal('company_application.contact_phone', v.contactPhone),
        v.contactEmail,
      ],
    )
  )[0];

/**
 * A company, or undefined: its public profile, and for the `full` view its contacts and open positions too (the
 * public view does not read them).
 */
export async function companyDetail(db: Queryable, cipher: FieldCipher, id: number, view: 'full' | 'public') {
  const guarded =
    view === 'full'
      ? `, c.contact_name as "contactName", c.contact_phone as "contactPhone", c.contact_email as "contactEmail", ${openJobCount}`
      : '';
  const [company] = await db.query<CompanyItem & Record<string, unknown>>(
    `select c.id, c.name, c.industry, c.scale, c.city, c.logo, c.summary, c.published_at as "publishedAt", c.introduction,
            c.founder_name as "founderName", c.founder_graduation as "founderGraduation", c.website${guarded}
       from company c where c.id = $1 and ${visible('c')}`,
    [id],
  );
  if (!company) return undefined;
  if (view === 'public') return { view, ...company };
  const jobs = await db.query<JobItem>(
    `select ${jobColumns} from job j join company c on c.id = j.company_id
      where j.company_id = $1 and ${openJob} order by j.published_at desc, j.id desc`,
    [id],
  );
  return { view, ...company, contactPhone: cipher.open('company.contact_phone', String(company.contactPhone)), jobs };
}

/** A page of open positions, newest first: keyword in title or company name, exact city and education, pay reaching salaryMin. */
export async function jobPage(
  db: Queryable,
  filter: { keyword?: string; city?: string; education?: string; salaryMin?: number },
  pageNum: number,
  pageSize: number,
) {
  const where = [openJob];
  const params: unknown[] = [];
  if (filter.keyword) {
    params.push(containsPattern(filter.keyword));
    where.push(`(j.title ilike $${params.length} or c.name ilike $${params.length})`);
  }
  if (filter.city) {
    params.push(filter.city);
    where.push(`j.city = $${params.length}`);
  }
  if (filter.education) {
    params.push(filter.education);
    where.push(`j.education = $${params.length}`);
  }
  if (filter.salaryMin !== undefined) {
    params.push(filter.salaryMin);
    where.push(`j.salary_max >= $${params.length}`);
  }
  const clause = `where ${where.join(' and ')}`;
  const [list, [{ total }]] = await Promise.all([
    db.query<JobItem>(
      `select ${jobColumns} from job j join company c on c.id = j.company_id ${clause}
        order by j.published_at desc, j.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from job j join company c on c.id = j.company_id ${clause}`, params),
  ]);
  return { list, total };
}

/** A position with its company's industry and city, or undefined. */
export const jobWithCompany = async (db: Queryable, id: number) =>
  (
    await db.query<JobItem & { description: string; status: string; companyIndustry: string; companyCity: string }>(
      `select ${jobColumns}, j.description, j.status, c.industry as "companyIndustry", c.city as "companyCity"
       from job j join company c on c.id = j.company_id where j.id = $1 and ${visible('j')} and ${visible('c')}`,
      [id],
    )
  )[0];
