import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, isOfflineError } from '../../lib/api-error.ts';
import { OfflineNotice } from '../../pwa/OfflineNotice.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** A fault on the server's side or on the way (5xx, timeout, a broken answer): asking again may help. */
const isServiceFault = (error: unknown) => error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.code === 500);

/**
 * A route that failed to load: offline gets a notice with 重试; a service fault gets the error page with the
 * catalogue's words for it (spec section 8) and 重试; anything else the generic error page.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => void router.invalidate();
  if (isOfflineError(error)) return <OfflineNotice onRetry={retry} />;
  if (isServiceFault(error)) return <ErrorPage to="500" hint={(error as ApiError).message} onRetry={retry} />;
  return <ErrorPage to="500" />;
}
