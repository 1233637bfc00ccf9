import { http } from './http.ts';
import type { ActivityStats, MyActivities, ProposalAnswer, ProposalBody, SignupStatus } from '../shared/api/activity-signup.ts';
export type { ActivityStats, MyActivities, MyProposal, MySignup, ProposalBody, SignupStatus } from '../shared/api/activity-signup.ts';

export const activitySignupApi = {
  // A missing activity's count is missing too: its page says so itself (the detail's 404), without a second toast.
  stats: (id: number) => http.get<ActivityStats>(`/alumactivity/${id}/stats`, undefined, { handles: [404] }),
  status: (id: number) => http.get<SignupStatus>(`/alumactivity/${id}/signup-status`),
  signUp: (id: number) => http.post<ActivityStats>(`/alumactivity/${id}/signup`),
  cancel: (id: number) => http.post<ActivityStats>(`/alumactivity/${id}/signup/cancel`),
  my: () => http.get<MyActivities>('/alumactivity/my'),
  withdraw: (id: number) => http.delete<null>(`/alumactivity/proposals/${id}`),
  propose: (body: ProposalBody) => http.post<ProposalAnswer>('/alumactivity/propose', body),
};
