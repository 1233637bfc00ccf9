import { Button } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { t } from '../../strings.ts';
import { useDisclosureClose } from '../../ui/useDisclosureClose.ts';
import { sharePage, sharePanel } from './share-state.ts';
import { SharePanel } from './SharePanel.tsx';

/**
 * 分享: the system share sheet on a phone; elsewhere an inline panel (not a dialog: the page stays usable) with the
 * page's QR code and its link to copy. Escape or the button again closes the panel and leaves focus on the button.
 * The panel is drawn hidden, the server's page included: the reading islands open it before the app runs
 * (./share-state.ts), and the app shows it as they left it, also while hydrating.
 */
export function ShareButton({ title }: { title: string }) {
  const address = useSyncExternalStore(sharePanel.subscribe, sharePanel.get, sharePanel.get);
  const panelId = useId();
  const { button, close, onKeyDown } = useDisclosureClose(address !== null, () => sharePanel.set(null));
  // Leaving the page closes its panel.
  useEffect(() => () => sharePanel.set(null), []);

  return (
    <div className="share" onKeyDown={onKeyDown} data-title={title}>
      <Button
        ref={button}
        icon={<ShareRegular />}
        aria-expanded={address !== null}
        aria-controls={panelId}
        onClick={() => (address !== null ? close() : void sharePage(title))}
        data-testid="share-button"
      >
        {t.share.button}
      </Button>
      <SharePanel key={address ?? ''} id={panelId} title={title} address={address} onClose={close} />
    </div>
  );
}
