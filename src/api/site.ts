import { http } from './http.ts';

export interface MenuItem {
  id: number;
  name: string;
  linkUrl: string;
  openType: 'route' | 'external' | 'iframe';
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

/** The spec leaves the notice total's shape open: a backend may answer a bare count, or a count without the latest. */
export function toNoticeTotal(data: unknown): NoticeTotal {
  if (typeof data === 'number') return { total: data, latest: null };
  const { total, latest } = (data ?? {}) as Partial<NoticeTotal>;
  const title = latest && typeof latest.title === 'string' ? latest : null;
  return { total: typeof total === 'number' ? total : 0, latest: title };
}

export const siteApi = {
  menus: (pid: number) => http.get<MenuItem[]>('/alumsitecolumn/selectList', { pid }),
  dicts: () => http.get<DictGroup[]>('/sysdict/dictList'),
  noticeTotal: async () => toNoticeTotal(await http.get<unknown>('/alumnotice/total')),
};
