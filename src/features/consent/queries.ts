import { queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { consentApi } from './api.ts';

/** Whether the signed-in user has agreed to the policy's current version: personal, dropped at logout. */
export const consentQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'consent'], queryFn: consentApi.current });

/** The policy's text for one version: a new version is a new key, so no older text is shown for it. */
export const consentPolicyQueryOptions = (version: number) =>
  queryOptions({ queryKey: ['sitedocument', 'privacyPolicy', 'version', version], queryFn: consentApi.policy });
