import { type FormSchema, formSchema } from '../forms.ts';
import { mayPerform, type StaffRole } from './roles.ts';

// The rules of the donations ledger, the thank-you letters, the notices and the dashboard, as pure functions: the
// server decides with them and the console shows the same answers before asking.

export const NOTICE_AUDIENCES = ['all', 'year', 'organization', 'roster'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/**
 * The audiences a member of staff may send a notice to: every one with `notices` (内容编辑, 管理员); with only
 * `rosterNotices` (审核员), a saved filter of the roster.
 */
export const offeredAudiences = (roles: readonly StaffRole[]): NoticeAudience[] =>
  mayPerform(roles, 'notices') ? [...NOTICE_AUDIENCES] : mayPerform(roles, 'rosterNotices') ? ['roster'] : [];

export const NOTICE_TITLE_MAX = 60;
export const NOTICE_CONTENT_MAX = 2000;

/** POST /api/admin/notices: plain text (the inbox shows it as paragraphs), to one audience. */
export const noticeFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['audience', 'title', 'content'],
  properties: {
    audience: { type: 'string', title: '发送对象', enum: NOTICE_AUDIENCES },
    graduationYear: {
      type: 'integer',
      title: '毕业年份',
      minimum: 1950,
      maximum: 2100,
      requiredWhen: { field: 'audience', values: ['year'] },
    },
    organizationId: {
      type: 'integer',
      title: '校友组织',
      minimum: 1,
      maximum: 2147483647,
      requiredWhen: { field: 'audience', values: ['organization'] },
    },
    rosterFilterId: {
      type: 'integer',
      title: '花名册筛选',
      minimum: 1,
      maximum: 2147483647,
      requiredWhen: { field: 'audience', values: ['roster'] },
    },
    title: { type: 'string', title: '标题', minLength: 2, maxLength: NOTICE_TITLE_MAX },
    content: { type: 'string', title: '正文', minLength: 2, maxLength: NOTICE_CONTENT_MAX },
  },
} as const satisfies FormSchema;

export interface NoticeValues {
  audience: NoticeAudience;
  graduationYear?: number | null;
  organizationId?: number | null;
  rosterFilterId?: number | null;
  title: string;
  content: string;
}

/** The audience a notice goes to, reduced to what the audience needs (a year only for `year`, and so on). */
export type NoticeTarget =
  | { audience: 'all' }
  | { audience: 'year'; graduationYear: number }
  | { audience: 'organization'; organizationId: number }
  | { audience: 'roster'; rosterFilterId: number };

/** The target the values name, or the field that is missing. */
export function noticeTarget(
  v: Pick<NoticeValues, 'audience' | 'graduationYear' | 'organizationId' | 'rosterFilterId'>,
): NoticeTarget | { missing: string } {
  if (v.audience === 'year')
    return v.graduationYear ? { audience: 'year', graduationYear: v.graduationYear } : { missing: 'graduationYear' };
  if (v.audience === 'organization') {
    return v.organizationId ? { audience: 'organization', organizationId: v.organizationId } : { missing: 'organizationId' };
  }
  if (v.audience === 'roster')
    return v.rosterFilterId ? { audience: 'roster', rosterFilterId: v.rosterFilterId } : { missing: 'rosterFilterId' };
  return { audience: 'all' };
}

/**
 * How the console and the audit log name an audience: 全体校友, 2016 届校友, 杭州校友会成员, 花名册筛选「2016 届杭州」.
 * `name` is the organisation's or the saved filter's.
 */
export function audienceLabel(target: NoticeTarget, name?: string): string {
  if (target.audience === 'year') return `${target.graduationYear} 届校友`;
  if (target.audience === 'organization') return `${name ?? `组织 #${target.organizationId}`}成员`;
  if (target.audience === 'roster') return `花名册筛选「${name ?? `#${target.rosterFilterId}`}」`;
  return '全体校友';
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

/**
 * A notice's plain text as the inbox shows messages (sanitised HTML): each blank-line-separated block a paragraph,
 * single line breaks kept. Everything typed is escaped, so a notice can carry no markup of its own.
 */
export function noticeHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A thank-you letter exists only for money received: a pledge awaiting payment or cancelled has none. */
export const mayHaveLetter = (status: string) => status === 'paid';

/** The letter's certificate number: year paid (China time) and the donation's number, e.g. JZ2026-000001. */
export function certificateNo(donationId: number, paidAt: Date | string): string {
  const year = new Date(new Date(paidAt).getTime() + 8 * 3_600_000).getUTCFullYear();
  return `JZ${year}-${String(donationId).padStart(6, '0')}`;
}

/**
 * The template with its placeholders ({姓名}, {金额}…) replaced by the values, escaped (a donor's name is text, never
 * markup). An unknown placeholder stays as written, so a typo shows on the preview instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^{}<>]{1,8})\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name]) : whole));
}

/** The built-in template, used until staff save their own. */
export const DEFAULT_LETTER_TEMPLATE = {
  title: '捐赠感谢信',
  content: [
    '<p>尊敬的{姓名}校友：</p>',
    '<p>您于{日期}慷慨捐赠人民币{金额}元，支持{项目}。您的善款已全额到账，将全部用于该项目的建设。</p>',
    '<p>饮水思源，情系母校。您的支持凝聚着对母校的深情厚谊，也激励着一代代学弟学妹奋发向上。谨代表学校和校友总会，向您致以最诚挚的感谢！</p>',
    '<p>衷心祝愿您工作顺利，阖家幸福！</p>',
  ].join('\n'),
} as const;

export const LETTER_TITLE_MAX = 40;
export const LETTER_CONTENT_MAX = 20_000;

/** PUT /api/admin/donations/letter-template: the title and the HTML (sanitised when saved). */
export const letterTemplateFormSchema = formSchema(['title', 'content'], {
  title: { type: 'string', title: '标题', minLength: 2, maxLength: LETTER_TITLE_MAX },
  content: { type: 'string', title: '正文', minLength: 1, maxLength: LETTER_CONTENT_MAX },
});
export type LetterTemplateValues = { title: string; content: string };

/** Which parts of the dashboard a member of staff holding `roles` is shown (the server answers only these). */
export function dashboardParts(roles: readonly StaffRole[]) {
  const review = mayPerform(roles, 'review');
  const events = mayPerform(roles, 'events');
  const donations = mayPerform(roles, 'donations');
  return {
    /** every queue (review), or only their organisation's join requests (organization) */
    pending: review ? ('all' as const) : mayPerform(roles, 'organization') ? ('joins' as const) : null,
    visits: events,
    donations,
    notices: mayPerform(roles, 'notices'),
    signups: events,
  };
}

/**
 * Where a pending count leads: its review queue (审核, for 审核员 and 管理员), or for a 组织管理员 the join requests
 * of their own organisation under 本组织 (they may not open 审核).
 */
export const queueAddress = (queue: string, pending: ReturnType<typeof dashboardParts>['pending']) =>
  pending === 'joins' ? '/admin/organization/join-requests' : `/admin/review/${queue}`;
