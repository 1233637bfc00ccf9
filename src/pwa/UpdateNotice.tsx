import { Button } from '@fluentui/react-button';
import { useSyncExternalStore } from 'react';
import { t } from '../strings.ts';
import { activateUpdate, onUpdateWaiting, updateWaiting } from './register.ts';

/** 有新版本可用 with a 刷新 button, while a new version of the portal waits. */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <span>{t.pwa.updateAvailable}</span>
      <Button appearance="primary" size="small" onClick={activateUpdate}>
        {t.pwa.refresh}
      </Button>
    </div>
  );
}
