// The phone's drawer: a native modal <dialog> (MobileDrawer) drawn closed into every page, the server's included, and
// opened here: by the reading islands before the app runs (src/app/first-taps.ts), by the app after. One element for
// both, so the app takes over a drawer opened before it ran as it is: open, the focus where it was. The browser gives
// the modality, the focus moving in, Esc, the closing (its close button is a form of method "dialog"), and the focus
// going back to the menu button. The button's aria-expanded is kept here, for the islands and the app alike.

const drawer = () => document.querySelector<HTMLDialogElement>('dialog.mobile-drawer');
const expanded = (open: boolean) => document.querySelector('[aria-controls="mobile-drawer"]')?.setAttribute('aria-expanded', String(open));

export function openDrawer(): void {
  const dialog = drawer();
  if (!dialog || dialog.open) return;
  // A tap on the backdrop closes it: the drawer's content fills its box, so a click on the <dialog> itself is outside.
  // (A block: a handler property answering false would cancel every click in the drawer.)
  dialog.onclick = (event) => {
    if (event.target === dialog) dialog.close();
  };
  dialog.onclose = () => expanded(false);
  dialog.showModal();
  expanded(true);
}

export function closeDrawer(): void {
  drawer()?.close();
}
