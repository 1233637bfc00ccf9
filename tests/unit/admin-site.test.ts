import { describe, expect, it } from 'vitest';
import { linkName, pageChoices } from '../../src/features/admin/site/site-pages.ts';
import { cardNumber } from '../../src/shared/admin/review.ts';
import { adminSiteT } from '../../src/strings/admin.ts';
import { entriesOf, keyedEntries } from '../../src/features/admin/site/dict-groups.ts';
import { findItem, lastSort, menuReorderPlan, parentChoices } from '../../src/features/admin/site/menu-tree.ts';
import { reorderPlan, sortAfter } from '../../src/features/admin/site/reorder.ts';
import { versionKey } from '../../src/lib/version-key.ts';
import type { AdminMenuItem, DictEntry } from '../../src/shared/api/admin-site.ts';

const column = (id: number, pid: number, sort: number, children: AdminMenuItem[] = []): AdminMenuItem => ({
  id,
  pid,
  name: `栏目${id}`,
  linkUrl: '',
  openType: 'route',
  sort,
  visible: true,
  children,
});

// 1 ─ 10, 20 (21, 22, 23), 30 — the seed's sort numbers are all 0, as a fresh deployment's may be.
const tree = [
  column(1, 0, 0, [column(10, 1, 0), column(20, 1, 0, [column(21, 20, 0), column(22, 20, 0), column(23, 20, 0)]), column(30, 1, 0)]),
];

describe('reordering by sort number', () => {
  const list = [
    { id: 1, sort: 0 },
    { id: 2, sort: 1 },
    { id: 3, sort: 2 },
  ];

  it('swaps with the neighbour and renumbers only what changes', () => {
    expect(reorderPlan(list, 3, -1).map((c) => [c.entry.id, c.sort])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    expect(reorderPlan(list, 1, 1).map((c) => [c.entry.id, c.sort])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('does nothing past either end or for an unknown id', () => {
    expect(reorderPlan(list, 1, -1)).toEqual([]);
    expect(reorderPlan(list, 3, 1)).toEqual([]);
    expect(reorderPlan(list, 9, 1)).toEqual([]);
  });

  it('renumbers equal sort numbers into the shown order', () => {
    // 22, 21, 23: 22 keeps its 0.
    expect(menuReorderPlan(tree, 22, -1)).toEqual([
      { id: 21, pid: 20, sort: 1 },
      { id: 23, pid: 20, sort: 2 },
    ]);
  });

  it('puts a new entry last', () => {
    expect(sortAfter(list)).toBe(3);
    expect(sortAfter([])).toBe(0);
    expect(lastSort(tree, 20)).toBe(1);
    expect(lastSort(tree, 0)).toBe(1);
  });
});

describe('the menu tree', () => {
  it('finds a column at any depth', () => {
    expect(findItem(tree, 23)?.pid).toBe(20);
    expect(findItem(tree, 99)).toBeUndefined();
  });

  it('offers as new parents every column but itself, those below it and its present parent', () => {
    expect(parentChoices(tree, 20).map((c) => c.id)).toEqual([10, 30]);
    expect(parentChoices(tree, 21)).toEqual([
      { id: 1, name: '栏目1', depth: 0 },
      { id: 10, name: '栏目10', depth: 1 },
      { id: 22, name: '栏目22', depth: 2 },
      { id: 23, name: '栏目23', depth: 2 },
      { id: 30, name: '栏目30', depth: 1 },
    ]);
  });
});

describe('the dictionaries as the console groups them', () => {
  let id = 0;
  const entry = (dictType: string, dictValue: string, dictLabel: string, sort = 0): DictEntry => ({
    id: ++id,
    dictType,
    dictValue,
    dictLabel,
    sort,
  });
  const all = [
    entry('site_contact', 'email', 'b@x.cn', 2),
    entry('site_contact', 'address', '学院路 88 号', 0),
    entry('site_contact', 'email', 'a@x.cn', 1),
    entry('site_info', 'logo', '/media/logo.svg'),
    entry('site_info', 'name', '滨江城市学院'),
    entry('footer_school_links', '/b', 'B', 1),
    entry('footer_school_links', '/a', 'A', 0),
  ];

  it('orders one type by sort number, then by id', () => {
    expect(entriesOf(all, 'footer_school_links').map((e) => e.dictLabel)).toEqual(['A', 'B']);
    expect(entriesOf(all, 'site_info').map((e) => e.dictValue)).toEqual(['logo', 'name']);
    expect(entriesOf(all, 'none')).toEqual([]);
  });

  it('names keyed entries, numbering a repeated key, and marks the pictures', () => {
    const names = { email: '电子邮箱', address: '地址', logo: '校徽标志' };
    expect(keyedEntries(all, 'site_contact', names).map((e) => e.title)).toEqual(['地址', '电子邮箱 1', '电子邮箱 2']);
    expect(keyedEntries(all, 'site_info', names).map((e) => [e.title, e.image])).toEqual([
      ['校徽标志', true],
      ['name', false],
    ]);
  });
});

describe('versionKey', () => {
  it('is the same for equal values and differs when one changes', () => {
    expect(versionKey({ a: '1', b: [1, 2] })).toBe(versionKey({ a: '1', b: [1, 2] }));
    expect(versionKey({ a: '1' })).not.toBe(versionKey({ a: '2' }));
    expect(versionKey(undefined)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('the card template preview', () => {
  it('shows a sample number in the format real cards carry, with the college’s prefix, made by the same formatter', () => {
    const preview = adminSiteT.card.preview('HZU');
    expect(preview.cardNo).toBe(cardNumber('HZU', preview.graduationYear, 1));
    expect(preview.cardNo).toBe('HZU-2022-000001');
  });
});

describe('a column’s page, in words', () => {
  const tree = [column(1, 0, 0, [column(60, 1, 1, [column(61, 60, 1)])])];
  it.each([
    ['', '（无链接）'],
    ['/services/map', '校友地图'],
    ['/services/organization?kind=regional', '校友组织：地方校友会'],
    ['/iframe/61', '「栏目61」的内嵌页面'],
    ['/iframe/99', '/iframe/99'],
    ['/some/where', '/some/where'],
  ])('%s -> %s', (linkUrl, name) => {
    expect(linkName(linkUrl, tree)).toBe(name);
  });

  it('offers the portal’s pages by name, and keeps a column’s other address as a choice', () => {
    const known = pageChoices('/services/map', tree);
    expect(known.find((c) => c.value === '/services/map')?.label).toBe('校友地图');
    expect(known.every((c) => !c.label.startsWith('/'))).toBe(true);
    const other = pageChoices('/iframe/61', tree);
    expect(other.at(-1)).toEqual({ value: '/iframe/61', label: '「栏目61」的内嵌页面' });
    expect(other).toHaveLength(known.length + 1);
  });
});
