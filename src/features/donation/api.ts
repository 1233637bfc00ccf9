import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import type { DonationProject, MyDonations, PledgeAnswer } from '../../shared/api/donation.ts';
export type { Donation, DonationProject, DonationStatus, MyDonations } from '../../shared/api/donation.ts';

export interface PledgeValues {
  [key: string]: string | number | boolean | undefined;
  projectId: number;
  amount: number | '';
  anonymous: boolean;
  message: string;
}

export const donationApi = {
  projects: () => http.get<DonationProject[]>('/donation/projects'),
  my: () => http.get<MyDonations>('/donation/my'),
  pledge: (values: PledgeValues) => http.post<PledgeAnswer>('/donation/pledge', values),
  cancel: (id: number) => http.post<null>(`/donation/${id}/cancel`),
};

export const donationProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'donation', 'projects'], queryFn: donationApi.projects, staleTime: 30_000 });

export const DONATION_KEY = [PERSONAL_KEY, 'donation'] as const;
export const myDonationsQueryOptions = () => queryOptions({ queryKey: [...DONATION_KEY, 'my'], queryFn: donationApi.my });
