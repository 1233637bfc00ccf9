import type { EncryptedField } from '../../crypto/field-cipher.ts';
// Shapes of the seed records. The seed writes them into the tables of migrations/001_public.sql.
// Dates are ISO strings in China Standard Time, e.g. '2026-10-12T09:30:00+08:00'.
// Image paths are served by the project itself from public/media (see scripts/make-media.ts).

export interface SeedNews {
  title: string;
  summary: string; // one or two sentences, 40-90 characters
  cover: string; // '/media/cover-NN.svg' (NN = 01..24), 800x450
  content: string; // rich HTML body
  author: string;
  source: string; // e.g. '党委宣传部'
  publishedAt: string;
}

export interface SeedActivity {
  title: string;
  summary: string;
  cover: string;
  content: string;
  place: string;
  organizer: string;
  startTime: string;
  endTime: string;
  capacity: number;
  signupDeadline: string;
  publishedAt: string;
}

export interface SeedAlumnus {
  name: string;
  honour: string; // short title line, e.g. '2008届计算机科学与技术专业 · 某科技公司创始人'
  graduationYear: number;
  faculty: string;
  major: string;
  summary: string;
  photo: string; // '/media/portrait-NN.svg' (NN = 01..12), 400x500
  content: string;
  publishedAt: string;
}

export interface SeedOrganization {
  name: string;
  kind: 'regional' | 'industry' | 'interest';
  region: string; // province or city, e.g. '上海'
  summary: string;
  cover: string;
  content: string;
  foundedAt: string; // 'YYYY-MM-DD'
  leader: string;
  contact: string; // e.g. '联系人：某某 电话：021-5555 0101'
  publishedAt: string;
}

/**
 * Encrypts a seeded ID or phone number before it is written (fieldCipher's seal): a seed never writes one in clear,
 * since a clear value, even one sealed before commit, would stay in the WAL and in the table's dead rows.
 */
export type Seal = (field: EncryptedField, plain: string) => string;
