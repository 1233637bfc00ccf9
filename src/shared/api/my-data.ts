// The shape of 下载我的数据: every record the portal holds about one alumnus, as server/repositories/my-data.ts reads
// it and server/http/my-data-archive.ts writes it out. Times are China time, `2026-11-25 09:30:00`.

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

export interface MyCertificate {
  name: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number;
  certificateType: string;
  reason: string;
  delivery: string;
  address: string | null;
  phone: string;
  idNumber: string;
  status: string;
  rejectReason: string | null;
  trackingNo: string;
  createdAt: string;
  updatedAt: string;
}

export interface MyCompanyApplication {
  name: string;
  industry: string;
  scale: string;
  city: string;
  logo: string;
  introduction: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  status: string;
  reviewNote: string;
  createdAt: string;
  reviewedAt: string | null;
}

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
}
