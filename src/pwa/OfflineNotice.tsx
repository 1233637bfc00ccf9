import { Button } from '@fluentui/react-button';
import { CloudOffRegular } from '@fluentui/react-icons/svg/cloud-off';
import { t } from '../strings.ts';

/** What a page that was never loaded says offline: not an error, just no network yet. */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="offline-notice container" role="alert" data-testid="offline-notice">
      <CloudOffRegular className="offline-notice__icon" aria-hidden="true" />
      <h1>{t.pwa.offlineTitle}</h1>
      <p>{t.pwa.offlineBody}</p>
      <Button appearance="primary" onClick={onRetry}>
        {t.pwa.retry}
      </Button>
    </div>
  );
}
