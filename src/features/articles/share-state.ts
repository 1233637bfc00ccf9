// 分享's state and its press, shared by ShareButton and the reading islands (src/app/reading.ts): on a drawn page the
// islands answer 分享 before the app runs, and the app takes the panel over as it is (open, with its address).
import { sharedState } from '../../lib/shared-state.ts';
import { canonicalAddress, isShareCancelled, shareWay, type ShareAbility } from './share.ts';

/** The address the open panel shows; null while it is closed. */
export const sharePanel = sharedState<string | null>(null);

/** What this browser offers for sharing `data` (read at the click: nothing of it exists on the server). */
function shareAbility(data: ShareData): ShareAbility {
  return {
    webShare: typeof navigator.share === 'function',
    canShare: typeof navigator.canShare === 'function' ? navigator.canShare(data) : undefined,
    coarsePointer: matchMedia('(pointer: coarse)').matches,
  };
}

/** 分享 pressed with the panel closed: the system share sheet on a phone, else (or when the browser refuses it) the panel. */
export async function sharePage(title: string): Promise<void> {
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
  sharePanel.set(data.url);
}
