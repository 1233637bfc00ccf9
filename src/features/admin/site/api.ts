import { http } from '../../../api/http.ts';
import type {
  CardTemplateValues,
  DictEntryValues,
  MenuItemValues,
  MenuMoveValues,
  NewDictEntryValues,
  NewMenuItemValues,
  SiteDocumentValues,
} from '../../../shared/admin/site-forms.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { CardTemplate } from '../../../shared/api/account.ts';
import type { AdminMenuItem, DictEntry } from '../../../shared/api/admin-site.ts';
import type { SiteDocument } from '../../../shared/api/personal.ts';
import type { RejectValues, TransferFormValues } from '../../../shared/admin/money-settings.ts';
import type { MoneyChange, MoneySettings } from '../../../shared/api/admin-money.ts';

// A refused form (400 naming a field) is told under that field, so those answers raise no toast.
const inForm = { handles: [400] } as const;

export const adminSiteApi = {
  menu: () => http.get<AdminMenuItem[]>('/admin/site/menu'),
  createMenuItem: (body: NewMenuItemValues) => http.post<AdminMenuItem[]>('/admin/site/menu', body, inForm),
  updateMenuItem: (id: number, body: MenuItemValues) => http.put<AdminMenuItem[]>(`/admin/site/menu/${id}`, body, inForm),
  moveMenuItem: (id: number, body: MenuMoveValues) => http.post<AdminMenuItem[]>(`/admin/site/menu/${id}/move`, body, inForm),
  deleteMenuItem: (id: number) => http.delete<AdminMenuItem[]>(`/admin/site/menu/${id}`),

  dicts: () => http.get<DictEntry[]>('/admin/site/dicts'),
  updateDictEntry: (id: number, body: DictEntryValues) => http.put<DictEntry>(`/admin/site/dicts/${id}`, body, inForm),
  addDictEntry: (body: NewDictEntryValues) => http.post<DictEntry>('/admin/site/dicts', body, inForm),
  removeDictEntry: (id: number) => http.delete<null>(`/admin/site/dicts/${id}`),

  cardTemplates: () => http.get<CardTemplate[]>('/admin/site/card-templates'),
  updateCardTemplate: (id: number, body: CardTemplateValues) => http.put<CardTemplate>(`/admin/site/card-templates/${id}`, body, inForm),
  makeDefaultTemplate: (id: number) => http.post<CardTemplate[]>(`/admin/site/card-templates/${id}/default`, {}),

  // null: not written yet (a college's charter before anyone has saved one).
  document: (key: string) =>
    http
      .get<SiteDocument>(`/admin/site/documents/${key}`, undefined, { handles: [404] })
      .catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
  saveDocument: (key: string, body: SiteDocumentValues) => http.put<SiteDocument>(`/admin/site/documents/${key}`, body, inForm),

  // 银行转账 (管理员): a change proposed by one, confirmed, rejected or withdrawn by another (the proposer withdraws).
  money: () => http.get<MoneySettings>('/admin/site/money'),
  proposeMoneyChange: (body: TransferFormValues) => http.post<MoneyChange>('/admin/site/money/changes', body, inForm),
  confirmMoneyChange: (id: number) => http.post<MoneyChange>(`/admin/site/money/changes/${id}/confirm`, {}),
  rejectMoneyChange: (id: number, body: RejectValues) => http.post<MoneyChange>(`/admin/site/money/changes/${id}/reject`, body, inForm),
  withdrawMoneyChange: (id: number) => http.post<MoneyChange>(`/admin/site/money/changes/${id}/withdraw`, {}),

  // The console's own upload: the portal's /upload/image takes an alumnus's sign-in, not a member of staff's.
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ url: string }>('/admin/upload/image', body, inForm);
  },
};
