import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import type { Donation, MpLinkAnswer, PayAnswer, PaymentWayAnswer } from '../../shared/api/donation.ts';

// Paying a pledge: apart from api.ts, whose queries the routes' loaders (in the portal's first script) use, since only
// the pages that pay, loaded on demand, need these.

export const paymentApi = {
  pay: (id: number, channel: 'native' | 'h5') => http.post<PayAnswer>(`/donation/${id}/pay`, { channel }),
  check: (id: number) => http.post<Donation>(`/donation/${id}/check`, {}),
  way: () => http.get<PaymentWayAnswer>('/donation/payment'),
  /** The URL Link into the mini-program's 我的捐赠 at this pledge; its refusals (409, 502) say what to do instead. */
  mpLink: (id: number) => http.post<MpLinkAnswer>(`/donation/${id}/mp-link`, {}, { serverWords: [409, 502] }),
};

/** How 捐赠 is paid here (WeChat Pay, the stand-in, or bank transfer with its details). */
export const paymentWayQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'donation', 'payment-way'], queryFn: paymentApi.way, staleTime: 5 * 60_000 });
