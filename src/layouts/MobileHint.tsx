import { Button } from '@fluentui/react-button';
import { useEffect, useId, useRef } from 'react';
import { imageSrc } from '../lib/images.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { t } from '../strings.ts';

/**
 * The 提示 dialog that points phone users to the mini-program, with its QR image. A native modal <dialog>: it opens by
 * itself on a phone's first page, where Fluent's dialog (focus trapping, motion, portal, its styles) cost ~100 ms of a
 * phone's main thread; the browser gives the same modality, focus handling and Esc.
 */
export function MobileHint({
  open,
  onOpenChange,
  qrImage,
  miniProgram,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  qrImage: string;
  /** the mini-program's name (站点设置) */
  miniProgram: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const qr = imageSrc(qrImage);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  if (!open) return null;
  // Closing goes through the element (button, Esc) so that the browser hands the focus back to where it was.
  return (
    <dialog ref={ref} className="mobile-hint" data-testid="mobile-hint" aria-labelledby={titleId} onClose={() => onOpenChange(false)}>
      <h2 id={titleId} className="mobile-hint__title">
        {t.mobileHint.title}
      </h2>
      <p className="mobile-hint__body">{t.mobileHint.body(miniProgram)}</p>
      {qr && <img className="mobile-hint__qr" src={qr} alt={t.mobileHint.qrAlt} width={180} height={180} />}
      <div className="mobile-hint__actions">
        <InstallAction />
        <Button appearance="primary" onClick={() => ref.current?.close()}>
          {t.mobileHint.ok}
        </Button>
      </div>
    </dialog>
  );
}
