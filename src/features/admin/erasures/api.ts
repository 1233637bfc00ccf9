import { http } from '../../../api/http.ts';
import type { ErasureListItem } from '../../../shared/api/erasure.ts';

export const erasuresApi = {
  list: () => http.get<ErasureListItem[]>('/admin/erasures'),
};
