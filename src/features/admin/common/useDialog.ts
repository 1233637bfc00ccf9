import { useCallback, useState } from 'react';

/**
 * A dialog's subject and whether it is open. Closing keeps the subject, so the dialog stays mounted and closes as a
 * Fluent dialog does (its exit, the page given back to assistive technology) rather than vanishing mid-way.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ what: T | null; open: boolean }>({ what: null, open: false });
  const show = useCallback((what: T) => setState({ what, open: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { what: state.what, open: state.open, show, close };
}
