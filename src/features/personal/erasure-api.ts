import { http } from '../../api/http.ts';
import type { ErasureSchedule } from '../../shared/api/erasure.ts';

export const erasureApi = {
  /** Disables the account and signs it out everywhere; answers when its personal data will be erased. */
  request: (confirm: string) => http.post<ErasureSchedule>('/my/erasure', { confirm }),
};
