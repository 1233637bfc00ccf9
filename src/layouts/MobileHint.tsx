import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { imageSrc } from '../lib/images.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { t } from '../strings.ts';

/** The 提示 dialog that points phone users to the mini-program, with its QR image. */
export function MobileHint({ open, onOpenChange, qrImage }: { open: boolean; onOpenChange: (open: boolean) => void; qrImage: string }) {
  const qr = imageSrc(qrImage);
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface className="mobile-hint" data-testid="mobile-hint">
        <DialogBody>
          <DialogTitle>{t.mobileHint.title}</DialogTitle>
          <DialogContent>
            <p>{t.mobileHint.body}</p>
            {qr && <img className="mobile-hint__qr" src={qr} alt={t.mobileHint.qrAlt} width={180} height={180} />}
          </DialogContent>
          <DialogActions className="mobile-hint__actions">
            <InstallAction />
            <Button appearance="primary" onClick={() => onOpenChange(false)}>{t.mobileHint.ok}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
