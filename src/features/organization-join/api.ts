import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import type { OrganizationJoinValues } from '../../shared/organization-join-forms.ts';
import type { JoinRequest, Membership } from '../../shared/api/organization-join.ts';
export type { JoinRequest, JoinStatus, Membership } from '../../shared/api/organization-join.ts';

export const organizationJoinApi = {
  my: () => http.get<JoinRequest[]>('/alumorganization/my'),
  membership: (organizationId: number) => http.get<Membership>(`/alumorganization/${organizationId}/membership`),
  join: (organizationId: number, values: OrganizationJoinValues) =>
    http.post<{ id: number; status: string }>(`/alumorganization/${organizationId}/join`, values),
  withdraw: (requestId: number) => http.delete<null>(`/alumorganization/join/${requestId}`),
};

/** Personal: the key space is cleared on logout with the rest of PERSONAL_KEY. */
export const JOIN_KEY = [PERSONAL_KEY, 'organization-join'] as const;

export const myJoinRequestsQueryOptions = () => queryOptions({ queryKey: [...JOIN_KEY, 'my'], queryFn: organizationJoinApi.my });

export const membershipQueryOptions = (organizationId: number) =>
  queryOptions({ queryKey: [...JOIN_KEY, 'membership', organizationId], queryFn: () => organizationJoinApi.membership(organizationId) });
