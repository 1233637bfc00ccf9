import { Button, Input, Label } from '@fluentui/react-components';
import { CopyRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../strings.ts';
import { copyText } from '../../lib/copy-text.ts';

type Qr = { state: 'loading' } | { state: 'ready'; size: number; path: string } | { state: 'failed' };

/** The QR code of `address`, drawn once the encoder has arrived (it is loaded only when a panel opens). */
function useShareQr(address: string | null): Qr {
  const [qr, setQr] = useState<Qr>({ state: 'loading' });
  useEffect(() => {
    if (address === null) return;
    let live = true;
    import('../../lib/qr-path.ts').then(
      ({ qrPath }) => live && setQr({ state: 'ready', ...qrPath(address) }),
      // Offline with the encoder never fetched: the link can still be copied.
      () => live && setQr({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [address]);
  return qr;
}

/**
 * The desktop's share: the page's QR code to continue reading on a phone, and its link to copy. Hidden while `address`
 * is null (closed): drawn all the same, so that the reading islands can open it (./share-state.ts).
 */
export function SharePanel({ id, title, address, onClose }: { id: string; title: string; address: string | null; onClose: () => void }) {
  const qr = useShareQr(address);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const s = t.share;

  return (
    <section id={id} className="share-panel" aria-label={s.panelLabel} data-testid="share-panel" hidden={address === null}>
      <figure className="share-panel__qr">
        {qr.state === 'ready' ? (
          <svg
            role="img"
            aria-label={s.qrLabel(title)}
            viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
            shapeRendering="crispEdges"
            data-testid="share-qr"
          >
            <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
        ) : (
          <p className="share-panel__qr-note" aria-busy={address !== null && qr.state === 'loading'}>
            {qr.state === 'loading' ? s.qrLoading : s.qrFailed}
          </p>
        )}
        <figcaption>{s.qrCaption}</figcaption>
      </figure>
      <div className="share-panel__link">
        <Label htmlFor={inputId}>{s.addressLabel}</Label>
        <Input id={inputId} ref={input} readOnly value={address ?? ''} data-testid="share-address" />
        <div className="share-panel__buttons">
          <Button
            appearance="primary"
            icon={<CopyRegular />}
            onClick={async () => setCopy((await copyText(address ?? '', input.current)) ? 'copied' : 'failed')}
            data-testid="share-copy"
          >
            {s.copy}
          </Button>
          <Button appearance="subtle" icon={<DismissRegular />} onClick={onClose} data-testid="share-close">
            {s.close}
          </Button>
        </div>
        <p className="share-panel__status" role="status" data-testid="share-status">
          {copy === 'copied' ? s.copied : copy === 'failed' ? s.copyFailed : ''}
        </p>
      </div>
    </section>
  );
}
