import { http } from './http.ts';
import { toDicts, toMenus, toNoticeTotal } from './site-shapes.ts';

export type { DictEntry, DictGroup, MenuItem, NoticeTotal, OpenType } from './site-shapes.ts';

export const siteApi = {
  menus: (pid: number) => http.get<unknown>('/alumsitecolumn/selectList', { pid }).then(toMenus),
  dicts: () => http.get<unknown>('/sysdict/dictList').then(toDicts),
  noticeTotal: () => http.get<unknown>('/alumnotice/total').then(toNoticeTotal),
};
