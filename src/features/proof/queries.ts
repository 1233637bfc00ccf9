import { queryOptions } from '@tanstack/react-query';
import type { AlumUserInfo } from '../../api/account.ts';
import { ApiError } from '../../lib/api-error.ts';
import { http } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { proofApi } from './api.ts';

export const myProofsQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'proof', 'my'], queryFn: proofApi.my });

/** The alumnus' own record, to prefill the form; null for accounts that are not alumni (the API answers 403). Other failures, offline among them, stay errors. */
export const proofProfileQueryOptions = () =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'proof', 'profile'],
    queryFn: () =>
      http.get<AlumUserInfo>('/alumuser/info', undefined, { silent: true }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }),
    staleTime: 5 * 60_000,
  });
