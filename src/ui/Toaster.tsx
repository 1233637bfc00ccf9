import { Toast, ToastTitle, Toaster as FluentToaster, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { onNotify } from './notify.ts';

/** Renders every notice raised through notify(); mounted once at the root. */
export function Toaster() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onNotify(({ intent, text, timeout }) =>
        dispatchToast(
          <Toast data-testid="toast" data-intent={intent}>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent, timeout, position: 'top' },
        ),
      ),
    [dispatchToast],
  );
  return <FluentToaster toasterId={toasterId} position="top" />;
}
