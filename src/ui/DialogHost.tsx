import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { closeDialog, currentDialog, dialogPresentation, onDialogChange } from '../lib/dialogs.ts';
import { useElderMode } from './useElderMode.ts';

// Fluent's Dialog loads with the first dialog asked for, not with every page.
const DialogView = lazy(() => import('./DialogView.tsx'));

/** The one place confirm and alert dialogs render; mounted at the root. Inline notices are InlineNotice's. */
export function DialogHost() {
  const [elder] = useElderMode();
  const current = useSyncExternalStore(onDialogChange, currentDialog, () => null);
  const request = current && dialogPresentation(current.kind, elder) === 'modal' ? current : null;
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
