import { config } from '../../config.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Spec section 8's helper for a page that cannot be shown: an error toast, then home once the toast has had its time
 * (2 s). Answers a cancel, for a reader who leaves for another page before then.
 */
export function errorThenHome(text: string, goHome: () => void, delayMs: number = config.toastMs): () => void {
  notify({ intent: 'error', text });
  const timer = setTimeout(goHome, delayMs);
  return () => clearTimeout(timer);
}
