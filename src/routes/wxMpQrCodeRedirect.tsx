import { createFileRoute } from '@tanstack/react-router';
import { LoginCallback } from '../features/account/LoginCallback.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export const Route = createFileRoute('/wxMpQrCodeRedirect')({
  validateSearch: (search: Record<string, unknown>) => ({
    code: text(search.code),
    state: text(search.state),
    redirect_url: text(search.redirect_url),
  }),
  component: function WxMpQrCodeRedirect() {
    const { code, state, redirect_url } = Route.useSearch();
    return <LoginCallback code={code} state={state} redirectUrl={redirect_url} />;
  },
});
