import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';

export interface DonationProject {
  id: number;
  title: string;
  summary: string;
  cover: string;
  targetAmount: number;
  raisedAmount: number;
  donorCount: number;
  startDate: string;
  endDate: string;
  status: 'active' | 'closed';
}

export type DonationStatus = 'awaiting_payment' | 'paid' | 'cancelled';

export interface Donation {
  id: number;
  projectId: number;
  projectTitle: string;
  amount: number;
  anonymous: boolean;
  message: string;
  status: DonationStatus;
  orderNo: string;
  payUrl: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface MyDonations {
  list: Donation[];
  totalPaid: number;
  paidCount: number;
}

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
  pledge: (values: PledgeValues) => http.post<{ id: number; orderNo: string; payUrl: string }>('/donation/pledge', values),
  cancel: (id: number) => http.post<null>(`/donation/${id}/cancel`),
};

export const donationProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'donation', 'projects'], queryFn: donationApi.projects, staleTime: 30_000 });

export const DONATION_KEY = [PERSONAL_KEY, 'donation'] as const;
export const myDonationsQueryOptions = () => queryOptions({ queryKey: [...DONATION_KEY, 'my'], queryFn: donationApi.my });
