import { useRef, type KeyboardEvent } from 'react';

/**
 * Closing an inline panel opened by a button (not a dialog: the page stays usable): `close` hides it and puts focus
 * back on the button; `onKeyDown`, on the element holding both, closes it on Escape while it is open.
 */
export function useDisclosureClose(open: boolean, hide: () => void) {
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    hide();
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };
  return { button, close, onKeyDown };
}
