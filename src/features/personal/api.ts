import { http } from '../../api/http.ts';
import type { NotifySettings } from '../../shared/personal-forms.ts';
import type { SiteDocument, WxBinding } from '../../shared/api/personal.ts';
export type { SiteDocument, WxBinding } from '../../shared/api/personal.ts';

export const personalApi = {
  // The spec's two calls: the active default template, then that template in full.
  // Their fields are not in the spec: read through card-style.ts.
  cardTemplates: () => http.get<unknown>('/alumcardtemplate/list', { active: 1, defaultTemplate: 1 }),
  cardTemplate: (id: string) => http.get<unknown>(`/alumcardtemplate/${encodeURIComponent(id)}`),
  document: (key: string) => http.get<SiteDocument>(`/sitedocument/${key}`),
  /** 下载我的数据: the ZIP of everything about me, with the name the server gives it. */
  dataExport: (fallbackName: string) => http.download('/alumuser/dataExport', undefined, fallbackName),
  notifySettings: () => http.get<NotifySettings>('/alumuser/notifySettings'),
  saveNotifySettings: (body: NotifySettings) => http.put<NotifySettings>('/alumuser/notifySettings', body),
  wxBinding: () => http.get<WxBinding[]>('/alumuser/wxBinding'),
};
