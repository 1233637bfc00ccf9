import { Button } from '@fluentui/react-button';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { closeDialog, currentDialog, dialogPresentation, onDialogChange } from '../lib/dialogs.ts';
import { t } from '../strings.ts';
import { useElderMode } from './useElderMode.ts';

/**
 * In 长辈模式, a 提示 that would pop up as a dialog is shown here instead, at the top of the page's content: read out
 * at once (role=alert), and gone when the reader presses 确定.
 */
export function InlineNotice() {
  const [elder] = useElderMode();
  const current = useSyncExternalStore(onDialogChange, currentDialog, () => null);
  const request = current && dialogPresentation(current.kind, elder) === 'inline' ? current : null;
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Brought into view: the notice may arrive while the reader is further down the page.
  useEffect(() => {
    if (request) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [request]);
  if (!request) return null;
  return (
    <div ref={ref} className="inline-notice" role="alert" aria-labelledby={titleId} data-testid="dialog-alert" data-inline="">
      <div className="container inline-notice__inner">
        <h2 id={titleId} className="inline-notice__title">
          {request.title}
        </h2>
        <p className="inline-notice__body">{request.body}</p>
        {request.action && (
          <Button appearance="primary" data-testid="dialog-action" onClick={() => (closeDialog(true), request.action!.run())}>
            {request.action.label}
          </Button>
        )}
        <Button appearance={request.action ? 'secondary' : 'primary'} className="inline-notice__close" onClick={() => closeDialog(true)}>
          {t.dialog.confirm}
        </Button>
      </div>
    </div>
  );
}
