import { Spinner } from '@fluentui/react-spinner';
import { t } from '../strings.ts';

/** White full-screen cover shown until menus and dictionaries are loaded. */
export function LoadingCover() {
  return (
    <div className="loading-cover" data-testid="loading-cover" role="status" aria-live="polite">
      <Spinner size="large" label={t.loading} labelPosition="below" />
    </div>
  );
}

/** The 'logging in, please wait' overlay. */
export function LoggingInOverlay() {
  return (
    <div className="logging-in-overlay" data-testid="logging-in" role="alertdialog" aria-modal="true" aria-label={t.loggingIn}>
      <Spinner size="large" appearance="inverted" label={t.loggingIn} labelPosition="below" />
    </div>
  );
}

/** A page's body while its loader runs (after a short delay, so fast loads never flash it). */
export function RoutePending() {
  return (
    <div className="route-pending" data-testid="route-pending" role="status" aria-live="polite">
      <Spinner size="medium" label={t.loading} labelPosition="below" />
    </div>
  );
}
