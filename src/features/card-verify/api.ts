import { http } from '../../api/http.ts';
import type { CardVerify } from '../../shared/api/card.ts';

export const cardVerifyApi = {
  verify: (c: string) => http.get<CardVerify>('/card/verify', { c }),
};
