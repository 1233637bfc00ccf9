import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  certificateNo,
  dashboardParts,
  fillTemplate,
  mayHaveLetter,
  noticeHtml,
  noticeTarget,
  queueAddress,
} from '../../src/shared/admin/ledger.ts';
import type { StaffRole } from '../../src/shared/admin/roles.ts';

describe('ledger rules', () => {
  it.each([
    ['paid', true],
    ['awaiting_payment', false],
    ['cancelled', false],
    ['', false],
  ])('a letter for a donation %s: %s', (status, expected) => {
    expect(mayHaveLetter(status)).toBe(expected);
  });

  it.each([
    [1, '2026-09-06T02:16:20Z', 'JZ2026-000001'],
    // paid at 23:30 on 31 December in China: that year, though UTC says the next day is not yet
    [42, '2026-12-31T15:30:00Z', 'JZ2026-000042'],
    // paid at 00:30 on 1 January in China: already the new year, though UTC is still in the old one
    [1234567, '2026-12-31T16:30:00Z', 'JZ2027-1234567'],
  ])('certificate number of #%i paid %s is %s', (id, paidAt, expected) => {
    expect(certificateNo(id, paidAt)).toBe(expected);
  });

  it.each([
    ['<p>{姓名}，{金额}元</p>', { 姓名: '张明', 金额: '1,000' }, '<p>张明，1,000元</p>'],
    ['<p>{姓名}{姓名}</p>', { 姓名: 'A' }, '<p>AA</p>'],
    ['<p>{姓名}</p>', { 姓名: '<img src=x onerror=alert(1)>' }, '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['<p>{未知}{姓名</p>', { 姓名: '张明' }, '<p>{未知}{姓名</p>'],
    ['<p>{项目}</p>', { 项目: '"奖学金" & \'助学\'' }, '<p>&quot;奖学金&quot; &amp; &#39;助学&#39;</p>'],
  ])('fills %s', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });

  it.each([
    ['一行', '<p>一行</p>'],
    ['第一段\n\n第二段', '<p>第一段</p><p>第二段</p>'],
    ['甲\r\n乙', '<p>甲<br>乙</p>'],
    ['<script>x</script>', '<p>&lt;script&gt;x&lt;/script&gt;</p>'],
    ['  \n\n\n  ', ''],
  ])('notice text %j as the inbox shows it', (text, html) => {
    expect(noticeHtml(text)).toBe(html);
  });

  it.each([
    [{ audience: 'all' as const }, { audience: 'all' }, '全体校友'],
    [{ audience: 'all' as const, graduationYear: 2016, organizationId: 3 }, { audience: 'all' }, '全体校友'],
    [{ audience: 'year' as const, graduationYear: 2016 }, { audience: 'year', graduationYear: 2016 }, '2016 届校友'],
    [{ audience: 'year' as const, organizationId: 3 }, { missing: 'graduationYear' }, null],
    [{ audience: 'organization' as const, organizationId: 3 }, { audience: 'organization', organizationId: 3 }, '杭州校友会成员'],
    [{ audience: 'organization' as const, graduationYear: 2016 }, { missing: 'organizationId' }, null],
    [{ audience: 'roster' as const, rosterFilterId: 4 }, { audience: 'roster', rosterFilterId: 4 }, '花名册筛选「杭州校友会」'],
    [{ audience: 'roster' as const, organizationId: 3 }, { missing: 'rosterFilterId' }, null],
    [{ audience: 'year' as const, graduationYear: 2016, rosterFilterId: 4 }, { audience: 'year', graduationYear: 2016 }, '2016 届校友'],
  ])('the audience of %j', (values, target, label) => {
    const t = noticeTarget(values);
    expect(t).toEqual(target);
    // The name given is the organisation's or the saved filter's, as the audience needs.
    if (label) expect(audienceLabel(t as Exclude<typeof t, { missing: string }>, '杭州校友会')).toBe(label);
  });

  it.each<[StaffRole[], ReturnType<typeof dashboardParts>]>([
    [['admin'], { pending: 'all', visits: true, donations: true, notices: true, signups: true }],
    [['reviewer'], { pending: 'all', visits: true, donations: true, notices: false, signups: true }],
    [['editor'], { pending: null, visits: true, donations: false, notices: true, signups: true }],
    [['orgadmin'], { pending: 'joins', visits: false, donations: false, notices: false, signups: false }],
    [['orgadmin', 'reviewer'], { pending: 'all', visits: true, donations: true, notices: false, signups: true }],
  ])('dashboard parts for %j', (roles, parts) => {
    expect(dashboardParts(roles)).toEqual(parts);
  });

  it.each([
    ['cards', 'all', '/admin/review/cards'],
    ['joins', 'all', '/admin/review/joins'],
    ['joins', 'joins', '/admin/organization/join-requests'],
  ] as const)('the %s count for %s leads to %s', (queue, mode, address) => {
    expect(queueAddress(queue, mode)).toBe(address);
  });
});
