import { http } from '../../api/http.ts';
import type { ConsentAnswer, ConsentBody } from '../../shared/consent.ts';
import type { SiteDocument } from '../../shared/api/personal.ts';

export type ConsentState = ConsentAnswer & { publishedAt: string };

export const consentApi = {
  // Silent: a check that cannot be made lets the page through (see consentGate), without a toast on every page.
  current: () => http.get<ConsentState>('/my/consent', undefined, { silent: true }),
  // 400: the policy changed while it was on screen; the page shows the new one and says so.
  decide: (body: ConsentBody) => http.post<ConsentState>('/my/consent', body, { handles: [400] }),
  policy: () => http.get<SiteDocument>('/sitedocument/privacyPolicy'),
};
