import { Button } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { t } from '../../strings.ts';
import { useDisclosureClose } from '../../ui/useDisclosureClose.ts';
import { canonicalAddress, isShareCancelled, shareWay, type ShareAbility } from './share.ts';
import { SharePanel } from './SharePanel.tsx';

/** What this browser offers for sharing `data` (read at the click: nothing of it exists on the server). */
function shareAbility(data: ShareData): ShareAbility {
  return {
    webShare: typeof navigator.share === 'function',
    canShare: typeof navigator.canShare === 'function' ? navigator.canShare(data) : undefined,
    coarsePointer: matchMedia('(pointer: coarse)').matches,
  };
}

/**
 * 分享: the system share sheet on a phone; elsewhere an inline panel (not a dialog: the page stays usable) with the
 * page's QR code and its link to copy. Escape or the button again closes the panel and leaves focus on the button.
 */
export function ShareButton({ title }: { title: string }) {
  // The address the open panel shows; null while it is closed.
  const [address, setAddress] = useState<string | null>(null);
  const panelId = useId();
  const { button, close, onKeyDown } = useDisclosureClose(address !== null, () => setAddress(null));

  const share = async () => {
    if (address !== null) return close();
    const data = { title, url: canonicalAddress(location.href) };
    if (shareWay(shareAbility(data)) === 'web-share') {
      try {
        // Called before any await: the share sheet needs the click's user activation.
        await navigator.share(data);
        return;
      } catch (error) {
        // Dismissed by the reader: nothing to say. Refused by the browser: the panel still shares.
        if (isShareCancelled(error)) return;
      }
    }
    setAddress(data.url);
  };

  return (
    <div className="share" onKeyDown={onKeyDown}>
      <Button
        ref={button}
        icon={<ShareRegular />}
        aria-expanded={address !== null}
        aria-controls={address !== null ? panelId : undefined}
        onClick={() => void share()}
        data-testid="share-button"
      >
        {t.share.button}
      </Button>
      {address !== null && <SharePanel id={panelId} title={title} address={address} onClose={close} />}
    </div>
  );
}
