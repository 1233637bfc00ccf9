import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { onNotify } from '../lib/notify.ts';

/** Fluent's toaster, rendering every notice raised through notify(). */
export default function FluentToasts() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onNotify(({ intent, text, timeout }) =>
        dispatchToast(
          <Toast data-testid="toast" data-intent={intent} data-timeout={timeout}>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          // One toast per message while it shows: a failed load and its retry (or two failed calls of one page)
          // raise the same words, and a stack of them says nothing new.
          { intent, timeout, position: 'top', toastId: `${intent}:${text}` },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top" />;
}
