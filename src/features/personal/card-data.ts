import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../session/store.ts';
import { alumUserInfoQueryOptions, cardImageQueryOptions, cardTemplateQueryOptions } from './queries.ts';

/** Only alumni have a card; members are told so without asking the alumni-only endpoint. */
export const hasAlumCard = (userType: string | undefined) => userType === 'alumni';

/** Everything the card draws, pictures included, so it appears whole and can be saved at once. */
export async function loadAlumCard(queryClient: QueryClient, session: Session) {
  if (!hasAlumCard(session.get().userType)) return;
  const [info, template] = await Promise.all([
    queryClient.ensureQueryData(alumUserInfoQueryOptions()),
    queryClient.ensureQueryData(cardTemplateQueryOptions()),
  ]);
  await Promise.all([info.photo ?? '', template?.background ?? ''].map((src) => queryClient.ensureQueryData(cardImageQueryOptions(src))));
}
