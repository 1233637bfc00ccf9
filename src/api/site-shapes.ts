// The spec gives the menu, dictionaries and notice total with few (or no) fields; a college's own backend answers
// with exactly those. These read whatever arrives into the shapes the portal draws, deriving what is missing.

export type OpenType = 'route' | 'external' | 'iframe' | 'none';

export interface MenuItem {
  id: number;
  name: string;
  linkUrl: string;
  openType: OpenType;
  children: MenuItem[];
}

export interface DictEntry {
  dictValue: string;
  dictLabel: string;
}
export interface DictGroup {
  dictType: string;
  dataList: DictEntry[];
}

export interface NoticeTotal {
  total: number;
  latest: { id: number; title: string; publishedAt: string } | null;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const openTypes: readonly string[] = ['route', 'external', 'iframe', 'none'];

/**
 * How a menu item opens when the backend does not say (the spec's item has no such field): a path on this site is a
 * route (one the portal's router does not know is framed instead: src/site/menu.ts, menuTarget), a web address is
 * shown inside the portal's /iframe page (the spec's "menu url"), anything else is no link.
 */
export function deriveOpenType(linkUrl: string): OpenType {
  const link = linkUrl.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return 'route';
  if (/^https?:\/\/[^/]/i.test(link)) return 'iframe';
  return 'none';
}

/** One menu item: the backend's openType when it sends a known one, otherwise derived from the link. */
export function toMenuItem(raw: unknown): MenuItem {
  const item = record(raw);
  const linkUrl = text(item.linkUrl);
  const sent = text(item.openType);
  return {
    id: Number(item.id),
    name: text(item.name),
    linkUrl,
    openType: openTypes.includes(sent) ? (sent as OpenType) : deriveOpenType(linkUrl),
    children: list(item.children).map(toMenuItem),
  };
}

export const toMenus = (data: unknown): MenuItem[] => list(data).map(toMenuItem);

/** Dictionaries: a group without a list, or an entry without a label, is left out rather than breaking the footer. */
export function toDicts(data: unknown): DictGroup[] {
  return list(data).map((raw) => {
    const group = record(raw);
    const dataList = list(group.dataList)
      .map((e) => ({ dictValue: text(record(e).dictValue), dictLabel: text(record(e).dictLabel) }))
      .filter((e) => e.dictLabel);
    return { dictType: text(group.dictType), dataList };
  });
}

/** The notice total, whether the backend answers a bare number or an object with or without `latest`. */
export function toNoticeTotal(data: unknown): NoticeTotal {
  if (typeof data === 'number') return { total: data, latest: null };
  const body = record(data);
  const latest = record(body.latest);
  return {
    total: Number(body.total) || 0,
    latest: typeof latest.title === 'string' ? { id: Number(latest.id), title: latest.title, publishedAt: text(latest.publishedAt) } : null,
  };
}
