import { http, type Page } from '../../../api/http.ts';
import type { NoticeValues } from '../../../shared/admin/ledger.ts';
import type { NoticeAudiences, RecipientCount, SentNotice } from '../../../shared/api/admin-ledger.ts';

export type NoticeTargetQuery = Pick<NoticeValues, 'audience' | 'graduationYear' | 'organizationId' | 'rosterFilterId'>;

export const noticesApi = {
  page: (pageNum: number) => http.get<Page<SentNotice>>('/admin/notices', { pageNum, pageSize: NOTICES_PAGE_SIZE }),
  audiences: () => http.get<NoticeAudiences>('/admin/notices/audiences'),
  recipients: (q: NoticeTargetQuery) =>
    http.get<RecipientCount>('/admin/notices/recipients', {
      audience: q.audience,
      ...(q.audience === 'year' && q.graduationYear ? { graduationYear: q.graduationYear } : {}),
      ...(q.audience === 'organization' && q.organizationId ? { organizationId: q.organizationId } : {}),
      ...(q.audience === 'roster' && q.rosterFilterId ? { rosterFilterId: q.rosterFilterId } : {}),
    }),
  send: (v: NoticeValues) => http.post<SentNotice>('/admin/notices', v),
};

export const NOTICES_PAGE_SIZE = 10;
