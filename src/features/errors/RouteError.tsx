import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isOfflineError } from '../../api/errors.ts';
import { OfflineNotice } from '../../pwa/OfflineNotice.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** A route that failed to load: offline gets a notice with 重试, anything else the generic error page. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (isOfflineError(error)) return <OfflineNotice onRetry={() => void router.invalidate()} />;
  return <ErrorPage to="500" />;
}
