import { http } from '../../api/http.ts';
import type { NotifySettings } from '../../shared/personal-forms.ts';

/** An alumni card design (the reference API's fields; the spec leaves them open). */
export interface CardTemplate {
  id: number;
  name: string;
  active: boolean;
  defaultTemplate: boolean;
  /** a same-origin image path drawn behind the card */
  background: string;
  textColor: string;
  accentColor: string;
  /** 'classic' (dark picture, light text) or 'light' (pale picture, dark text) */
  layout: string;
}

export interface SiteDocument {
  key: string;
  title: string;
  content: string;
  updatedAt: string;
}

export interface WxBinding {
  nickname: string;
  /** masked by the server */
  openid: string;
}

export const personalApi = {
  // The spec's two calls: the active default template, then that template in full.
  cardTemplates: () => http.get<CardTemplate[]>('/alumcardtemplate/list', { active: 1, defaultTemplate: 1 }),
  cardTemplate: (id: number) => http.get<CardTemplate>(`/alumcardtemplate/${id}`),
  document: (key: string) => http.get<SiteDocument>(`/sitedocument/${key}`),
  notifySettings: () => http.get<NotifySettings>('/alumuser/notifySettings'),
  saveNotifySettings: (body: NotifySettings) => http.put<NotifySettings>('/alumuser/notifySettings', body),
  wxBinding: () => http.get<WxBinding[]>('/alumuser/wxBinding'),
};
