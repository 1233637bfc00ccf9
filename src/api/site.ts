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

export const siteApi = {
  menus: (pid: number) => http.get<MenuItem[]>('/alumsitecolumn/selectList', { pid }),
  dicts: () => http.get<DictGroup[]>('/sysdict/dictList'),
  noticeTotal: () => http.get<NoticeTotal>('/alumnotice/total'),
};
