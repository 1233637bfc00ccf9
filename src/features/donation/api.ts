import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, type Page } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import type { DonorDisplay } from '../../shared/donor-display.ts';
import type {
  Donation,
  DonationProject,
  DonationProjectDetail,
  MyDonations,
  PledgeAnswer,
  ProjectDonor,
} from '../../shared/api/donation.ts';
export type {
  Donation,
  DonationProject,
  DonationProjectDetail,
  DonationStatus,
  MyDonations,
  ProjectDonor,
} from '../../shared/api/donation.ts';

export interface PledgeValues {
  [key: string]: string | number | boolean | undefined;
  projectId: number;
  amount: number | '';
  publicDisplay: DonorDisplay;
  message: string;
}

export const donationApi = {
  projects: () => http.get<DonationProject[]>('/donation/projects'),
  project: (id: number) => http.get<DonationProjectDetail>(`/donation/projects/${id}`, undefined, { handles: [404] }),
  donors: (id: number, pageNum: number, pageSize: number) =>
    http.get<Page<ProjectDonor>>(`/donation/projects/${id}/donors`, { pageNum, pageSize }, { handles: [404] }),
  my: () => http.get<MyDonations>('/donation/my'),
  pledge: (values: PledgeValues) => http.post<PledgeAnswer>('/donation/pledge', values),
  cancel: (id: number) => http.post<null>(`/donation/${id}/cancel`),
  display: ({ id, publicDisplay }: { id: number; publicDisplay: DonorDisplay }) =>
    http.put<Donation>(`/donation/${id}/display`, { publicDisplay }),
  one: (id: number) => http.get<Donation>(`/donation/${id}`, undefined, { handles: [404] }),
};

export const donationProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'donation', 'projects'], queryFn: donationApi.projects, staleTime: 30_000 });

/** A project's page: its 项目介绍 and figures. */
export const donationProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['public', 'donation', 'project', id], queryFn: () => donationApi.project(id), staleTime: 30_000 });

export const DONORS_PAGE_SIZE = 10;

/** A page of a project's 捐赠名单. */
export const projectDonorsQueryOptions = (id: number, pageNum: number) =>
  queryOptions({
    queryKey: ['public', 'donation', 'donors', id, pageNum],
    queryFn: () => donationApi.donors(id, pageNum, DONORS_PAGE_SIZE),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const DONATION_KEY = [PERSONAL_KEY, 'donation'] as const;
export const myDonationsQueryOptions = () => queryOptions({ queryKey: [...DONATION_KEY, 'my'], queryFn: donationApi.my });

/** One pledge of mine; followed every few seconds while it awaits payment (WeChat's notification marks it paid). */
export const myDonationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...DONATION_KEY, 'one', id],
    queryFn: () => donationApi.one(id),
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? 3000 : false),
  });
