import { createFileRoute } from '@tanstack/react-router';
import { ConsentGate } from '../features/consent/ConsentGate.tsx';
import { consentQueryOptions } from '../features/consent/queries.ts';
import { accessLayout } from '../session/guard.ts';

// Every page in _login/ needs a signed-in user: an alumnus with a verified card, or an organisation member (spec section 5).
// Its pages then wait for the privacy policy's consent (ConsentGate); the answer is fetched beside the page's own data.
export const Route = createFileRoute('/_login')({
  ...accessLayout('login'),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(consentQueryOptions()),
  component: ConsentGate,
});
