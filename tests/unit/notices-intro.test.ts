import { describe, expect, it } from 'vitest';
import { NOTICE_AUDIENCES, offeredAudiences, type NoticeAudience } from '../../src/shared/admin/ledger.ts';
import { noticesT } from '../../src/strings/admin-ledger.ts';

// 通知's intro names every audience the form offers, as its radio button names it (issue 48, point 6).
describe("the notices page's intro", () => {
  it.each<[string, NoticeAudience[]]>([
    ['内容编辑 and 管理员: every audience', [...NOTICE_AUDIENCES]],
    ['审核员: a saved filter of the roster', ['roster']],
  ])('%s', (_, offered) => {
    const intro = noticesT.intro(offered);
    for (const audience of offered) expect(intro).toContain(noticesT.audiences[audience]);
    for (const audience of NOTICE_AUDIENCES.filter((a) => !offered.includes(a))) expect(intro).not.toContain(noticesT.audiences[audience]);
  });

  it('reads as one sentence', () => {
    expect(noticesT.intro([...NOTICE_AUDIENCES])).toBe(
      '向全体校友、某一届校友、某一校友组织成员或花名册筛选中已注册门户账号的校友发送站内通知，通知将出现在校友的“我的消息”中。',
    );
    expect(noticesT.intro(['roster'])).toBe('向花名册筛选中已注册门户账号的校友发送站内通知，通知将出现在校友的“我的消息”中。');
  });
});

describe('the audiences a member of staff is offered', () => {
  it.each([
    [['admin'], ['all', 'year', 'organization', 'roster']],
    [['editor'], ['all', 'year', 'organization', 'roster']],
    [['reviewer'], ['roster']],
    [['orgadmin'], []],
  ] as const)('%j -> %j', (roles, offered) => expect(offeredAudiences(roles)).toEqual(offered));
});
