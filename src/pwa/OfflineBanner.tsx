import { WifiOffRegular } from '@fluentui/react-icons/svg/wifi-off';
import { t } from '../strings.ts';
import { useOnline } from '../ui/useOnline.ts';

/** Shown while the device is offline; react-query refreshes stale data itself when the network returns. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOffRegular aria-hidden="true" />
      {t.pwa.offlineBanner}
    </div>
  );
}
