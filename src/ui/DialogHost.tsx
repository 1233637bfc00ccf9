import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { closeDialog, currentDialog, onDialogChange } from '../lib/dialogs.ts';

// Fluent's Dialog loads with the first dialog asked for, not with every page.
const DialogView = lazy(() => import('./DialogView.tsx'));

/** The one place confirm and alert dialogs render; mounted at the root. */
export function DialogHost() {
  const request = useSyncExternalStore(onDialogChange, currentDialog, () => null);
  // Once loaded the view stays mounted, so Fluent closes the dialog properly (focus and aria-hidden restored).
  const [used, setUsed] = useState(false);
  if (request && !used) setUsed(true);
  if (!request && !used) return null;
  return (
    <Suspense fallback={null}>
      <DialogView request={request} onClose={closeDialog} />
    </Suspense>
  );
}
