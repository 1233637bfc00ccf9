import { http } from './http.ts';

export interface ActivityStats {
  signedCount: number;
  remaining: number;
}

export interface SignupStatus extends ActivityStats {
  signedUp: boolean;
  deadlinePassed: boolean;
}

export interface MySignup {
  id: number;
  activityId: number;
  title: string;
  cover: string;
  place: string;
  startTime: string;
  endTime: string;
  status: 'signed' | 'cancelled';
  signedAt: string;
  cancelledAt: string | null;
  canCancel: boolean;
}

export interface MyProposal {
  id: number;
  title: string;
  activityType: string;
  activityTypeLabel: string;
  startTime: string;
  endTime: string;
  place: string;
  capacity: number;
  signupDeadline: string;
  cover: string;
  status: 'submitted' | 'approved' | 'rejected';
  reviewNote: string;
  createdAt: string;
}

export interface MyActivities {
  signedUp: MySignup[];
  proposed: MyProposal[];
}

export interface ProposalBody {
  title: string;
  activityType: string;
  startTime: string;
  endTime: string;
  place: string;
  capacity: number;
  signupDeadline: string;
  description: string;
  cover: string;
}

export const activitySignupApi = {
  stats: (id: number) => http.get<ActivityStats>(`/alumactivity/${id}/stats`),
  status: (id: number) => http.get<SignupStatus>(`/alumactivity/${id}/signup-status`),
  signUp: (id: number) => http.post<ActivityStats>(`/alumactivity/${id}/signup`),
  cancel: (id: number) => http.post<ActivityStats>(`/alumactivity/${id}/signup/cancel`),
  my: () => http.get<MyActivities>('/alumactivity/my'),
  withdraw: (id: number) => http.delete<null>(`/alumactivity/proposals/${id}`),
  propose: (body: ProposalBody) => http.post<{ id: number; status: string }>('/alumactivity/propose', body),
};
