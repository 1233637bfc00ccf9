import { describe, expect, it } from 'vitest';
import { deriveOpenType, toDicts, toMenus, toNoticeTotal } from '../../src/api/site-shapes.ts';
import { cardStyle, templateId, templateList } from '../../src/features/personal/card-style.ts';
import { menuTarget, routeMeta } from '../../src/site/menu.ts';
import { sessionUser } from '../../src/session/store.ts';

// A college's own backend answers with the spec's fields only (portal-spec.md section 3); the portal derives the rest.

describe('deriveOpenType (a menu item without openType)', () => {
  it.each([
    ['/', 'route'],
    ['/article/collegeNews', 'route'],
    ['/services/organization?kind=regional', 'route'],
    ['  /article/activities ', 'route'],
    ['http://www.example.edu.cn/', 'iframe'],
    ['https://forms.example.edu.cn/survey?a=1', 'iframe'],
    ['HTTPS://EXAMPLE.EDU.CN/', 'iframe'],
    ['//evil.example/x', 'none'],
    ['http:///x', 'none'],
    ['https:', 'none'],
    ['javascript:alert(1)', 'none'],
    ['mailto:alumni@example.edu.cn', 'none'],
    ['article/collegeNews', 'none'],
    ['', 'none'],
  ] as const)('%j -> %s', (linkUrl, expected) => {
    expect(deriveOpenType(linkUrl)).toBe(expected);
  });
});

describe('toMenus', () => {
  it.each([
    [
      'a spec item: openType derived, children kept',
      { id: 2, name: '新闻', linkUrl: '/article/collegeNews', children: [{ id: 3, name: '官网', linkUrl: 'https://x.edu.cn/' }] },
      {
        id: 2,
        name: '新闻',
        linkUrl: '/article/collegeNews',
        openType: 'route',
        children: [{ id: 3, name: '官网', linkUrl: 'https://x.edu.cn/', openType: 'iframe', children: [] }],
      },
    ],
    [
      "the backend's openType wins",
      { id: 4, name: '官网', linkUrl: 'https://x.edu.cn/', openType: 'external', children: [] },
      { id: 4, name: '官网', linkUrl: 'https://x.edu.cn/', openType: 'external', children: [] },
    ],
    [
      'an unknown openType is derived instead',
      { id: 5, name: 'a', linkUrl: '/a', openType: 'popup' },
      { id: 5, name: 'a', linkUrl: '/a', openType: 'route', children: [] },
    ],
    [
      'a title without a link, children null',
      { id: 6, name: '关于', linkUrl: null, children: null },
      { id: 6, name: '关于', linkUrl: '', openType: 'none', children: [] },
    ],
    ['a string id', { id: '7', name: 'b', linkUrl: '/b' }, { id: 7, name: 'b', linkUrl: '/b', openType: 'route', children: [] }],
  ])('%s', (_, raw, expected) => {
    expect(toMenus([raw])).toEqual([expected]);
  });

  it('answers no items for anything that is not a list', () => {
    for (const data of [null, undefined, {}, 'x', 3]) expect(toMenus(data)).toEqual([]);
  });

  it("derived items link, frame and title the page as the reference API's do", () => {
    const origin = 'http://portal.example';
    const menus = toMenus([
      {
        id: 1,
        name: '新闻中心',
        linkUrl: '/article/collegeNews',
        children: [{ id: 11, name: '学院要闻', linkUrl: '/article/collegeNews' }],
      },
      {
        id: 2,
        name: '联系我们',
        linkUrl: '',
        children: [
          { id: 21, name: '校友会简介', linkUrl: 'https://about.example.edu.cn/' },
          { id: 22, name: '校友会章程', linkUrl: '/pages/charter.html' },
        ],
      },
    ]);
    // The portal's routes: what the router would match (the menu asks the app's router).
    const isRoute = (pathname: string) => ['/', '/article/collegeNews'].includes(pathname);
    expect(menuTarget(menus[0], origin, isRoute)).toEqual({ kind: 'route', href: '/article/collegeNews' });
    expect(menuTarget(menus[1], origin, isRoute)).toEqual({ kind: 'none' });
    expect(menuTarget(menus[1].children[0], origin, isRoute)).toEqual({ kind: 'iframe', href: '/iframe/21' });
    // A page of this site that is no route of the portal opens framed, not as the not-found page (issue 29 point 11).
    expect(menuTarget(menus[1].children[1], origin, isRoute)).toEqual({ kind: 'iframe', href: '/iframe/22' });
    expect(routeMeta(menus, '/iframe/22', 22)?.name).toBe('校友会章程');
    expect(routeMeta(menus, '/article/newDetails/3')?.name).toBe('学院要闻');
    expect(routeMeta(menus, '/iframe/21', 21)?.name).toBe('校友会简介');
  });
});

describe('toDicts', () => {
  it.each([
    [
      'entries as sent',
      [{ dictType: 'site_contact', dataList: [{ dictValue: 'phone', dictLabel: '0571-1' }] }],
      [{ dictType: 'site_contact', dataList: [{ dictValue: 'phone', dictLabel: '0571-1' }] }],
    ],
    ['a group without a list', [{ dictType: 'site_filing' }], [{ dictType: 'site_filing', dataList: [] }]],
    [
      'an entry without a label is left out',
      [{ dictType: 'a', dataList: [{ dictValue: 'x' }, null, { dictValue: 'y', dictLabel: 'Y' }] }],
      [{ dictType: 'a', dataList: [{ dictValue: 'y', dictLabel: 'Y' }] }],
    ],
    ['not a list', null, []],
  ])('%s', (_, data, expected) => {
    expect(toDicts(data)).toEqual(expected);
  });
});

describe('toNoticeTotal (shape not shown in the spec)', () => {
  it.each([
    ['a bare number', 3, { total: 3, latest: null }],
    ['an object without latest', { total: 2 }, { total: 2, latest: null }],
    [
      "the reference API's",
      { total: 1, latest: { id: 9, title: '通知', publishedAt: '2026-01-01' } },
      { total: 1, latest: { id: 9, title: '通知', publishedAt: '2026-01-01' } },
    ],
    ['nothing', null, { total: 0, latest: null }],
  ])('%s', (_, data, expected) => {
    expect(toNoticeTotal(data)).toEqual(expected);
  });
});

describe('sessionUser', () => {
  const alumni = { token: 't', userType: 'alumni', alumUserStatus: 'pending' };
  const member = { token: 't', userType: 'member', alumUserStatus: 'verified' };
  it.each([
    [
      'spec alumni info: status from the record, code from the id',
      alumni,
      { id: 42, name: '林晓', studentCurrentStatus: '07' },
      { name: '林晓', studentCurrentStatus: '07', userCode: '42', userStatus: 'pending' },
    ],
    [
      'reference alumni info: its own status and code',
      alumni,
      { id: 42, name: '林晓', studentCurrentStatus: '07', userCode: '2016010203', userStatus: 'verified' as const },
      { name: '林晓', studentCurrentStatus: '07', userCode: '2016010203', userStatus: 'verified' },
    ],
    [
      'an organisation member: sysOrMember',
      member,
      { id: 7, name: '周宁' },
      { name: '周宁', studentCurrentStatus: 'sysOrMember', userCode: '7', userStatus: 'verified' },
    ],
  ])('%s', (_, record, info, expected) => {
    expect(sessionUser(record, info)).toEqual(expected);
  });
});

describe('cardStyle (template fields not shown in the spec)', () => {
  it.each([
    [
      "the reference API's template",
      { id: 1, background: '/media/hero.svg', textColor: '#FFFFFF', accentColor: '#C8A45C', layout: 'classic' },
      { background: '/media/hero.svg', textColor: '#FFFFFF', accentColor: '#C8A45C', layout: 'classic' },
    ],
    [
      'a template with other fields',
      { id: 7, templateName: '2026版', bgImage: '/x.png' },
      { background: '', textColor: '#FFFFFF', accentColor: '#C8A45C', layout: 'classic' },
    ],
    ['a light one without colours', { layout: 'light' }, { background: '', textColor: '#1F2328', accentColor: '#0F4C81', layout: 'light' }],
    [
      'colours that are not colours',
      { textColor: 'url(x)', accentColor: 12, background: 5 },
      { background: '', textColor: '#FFFFFF', accentColor: '#C8A45C', layout: 'classic' },
    ],
    ['nothing', null, { background: '', textColor: '#FFFFFF', accentColor: '#C8A45C', layout: 'classic' }],
  ])('%s', (_, template, expected) => {
    expect(cardStyle(template)).toEqual(expected);
  });

  it.each([
    [[{ id: 1 }], [{ id: 1 }]],
    [{ list: [{ id: 2 }] }, [{ id: 2 }]],
    [null, []],
    [{ id: 3 }, []],
  ])('templateList(%j)', (data, expected) => {
    expect(templateList(data)).toEqual(expected);
  });

  it.each([
    [{ id: 4 }, '4'],
    [{ id: 'tpl_2026' }, 'tpl_2026'],
    [{ id: '../admin' }, undefined],
    [{ templateName: 'x' }, undefined],
    [null, undefined],
  ])('templateId(%j)', (entry, expected) => {
    expect(templateId(entry)).toBe(expected);
  });
});
