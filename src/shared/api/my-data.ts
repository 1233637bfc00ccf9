// The shape of 下载我的数据: every record the portal holds about one alumnus, as server/repositories/my-data.ts reads
// it and server/http/my-data-archive.ts writes it out. Times are China time, `2026-11-25 09:30:00`.

import type { CompanyApplication } from './companies.ts';
import type { ProofApplication } from './proof.ts';

export interface MyProfile {
  name: string;
  userType: string;
  studentCurrentStatus: string;
  cardStatus: string;
  cardRejectReason: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number | null;
  city: string;
  company: string;
  phone: string;
  photo: string;
  cardNo: string;
  organizationName: string;
  idNumberTail: string;
  disabled: boolean;
  createdAt: string;
  findable: boolean;
  showCity: boolean;
  showCompany: boolean;
  notifyReview: boolean;
  notifyActivity: boolean;
}

export interface MyVisit {
  visitDate: string;
  slot: string;
  visitorCount: number;
  carPlate: string | null;
  reason: string;
  status: string;
  createdAt: string;
  cancelledAt: string | null;
  checkedInAt: string | null;
  visitors: Array<{ name: string; idNumber: string }>;
}

/** A proof application as filed, with the ID number in full (the API's own answer masks it). */
export type MyCertificate = Omit<ProofApplication, 'id' | 'address' | 'rejectReason'> & {
  address: string | null;
  rejectReason: string | null;
};

/** A company application as filed, with when it was reviewed. */
export type MyCompanyApplication = Omit<CompanyApplication, 'id'> & { reviewedAt: string | null };

export type MyRow = Record<string, string | number | boolean | null>;

export interface MyData {
  profile: MyProfile;
  wechat: Array<{ nickname: string }>;
  messages: MyRow[];
  signups: MyRow[];
  proposals: MyRow[];
  organizations: MyRow[];
  companies: MyCompanyApplication[];
  jobs: MyRow[];
  donations: MyRow[];
  visits: MyVisit[];
  certificates: MyCertificate[];
  uploads: MyRow[];
  sessions: MyRow[];
  consents: MyRow[];
  /** the WeChat subscribe messages sent (or to be sent) through the mini-program, with their outcome */
  subscribeMessages: MyRow[];
  /** the registrar's record of the account's 学号 (校友信息库), numbers in full; none when the roster has no such 学号 */
  roster: MyRow[];
}
