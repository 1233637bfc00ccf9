import { CERTIFICATE_WORDS, DONATION_WORDS, MEMBERSHIP_WORDS, REVIEW_WORDS, SIGNUP_WORDS, VISIT_WORDS } from '../status-words.ts';

// What a roster record's portal account has done, as the record's page lists it: each kind of record, what it is
// called and its statuses in words (the same words 下载我的数据 uses).

export const HISTORY_KINDS = ['signup', 'proposal', 'organization', 'company', 'donation', 'visit', 'certificate'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_LABELS: Readonly<Record<HistoryKind, string>> = {
  signup: '活动报名',
  proposal: '申办活动',
  organization: '校友组织',
  company: '企业入驻',
  donation: '捐赠',
  visit: '返校预约',
  certificate: '证明补办',
};

const WORDS: Readonly<Record<HistoryKind, Readonly<Record<string, string>>>> = {
  signup: SIGNUP_WORDS,
  proposal: REVIEW_WORDS,
  organization: MEMBERSHIP_WORDS,
  company: REVIEW_WORDS,
  donation: DONATION_WORDS,
  visit: VISIT_WORDS,
  certificate: CERTIFICATE_WORDS,
};

/** A status in words; a code the list does not know is shown as it is. */
export const historyStatus = (kind: HistoryKind, status: string): string => WORDS[kind][status] ?? status;
