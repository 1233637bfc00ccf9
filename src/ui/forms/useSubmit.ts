import { useCallback, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';

export interface SubmitOptions<R> {
  /** the success toast, raised once the server accepted */
  success?: string;
  /** what follows an accepted call (set the page's state, refresh queries); awaited */
  onSuccess?: (result: R) => unknown;
  /** a refused or failed call; the http layer has already told the user */
  onError?: (error: unknown) => void;
}

/**
 * Sends one thing at a time: `pending` while it is under way, a second call meanwhile does nothing, a success toast
 * when accepted. Resolves to whether the server accepted: a refusal is an answer, not an exception, so callers steer
 * by the result and the options rather than by try/catch.
 */
export function useSubmit() {
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async <R>(action: () => Promise<R>, opts: SubmitOptions<R> = {}): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setPending(true);
    let result: R;
    try {
      result = await action();
    } catch (error) {
      opts.onError?.(error);
      return false;
    } finally {
      sending.current = false;
      setPending(false);
    }
    if (opts.success) notify({ intent: 'success', text: opts.success });
    await opts.onSuccess?.(result);
    return true;
  }, []);

  return { run, pending };
}

export type Submitter = ReturnType<typeof useSubmit>;
