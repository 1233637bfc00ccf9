import { createFileRoute } from '@tanstack/react-router';
import { CardVerifyPage } from '../../features/card-verify/CardVerifyPage.tsx';

// The address every alumni card's QR code holds: public, for anyone who scans a card (signed in or not).
export const Route = createFileRoute('/card/verify')({
  validateSearch: (search: Record<string, unknown>): { c?: string } => (typeof search.c === 'string' && search.c ? { c: search.c } : {}),
  component: function CardVerify() {
    const { c } = Route.useSearch();
    return <CardVerifyPage code={c} />;
  },
});
