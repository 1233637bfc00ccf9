import QRCode from 'qrcode';

// Imported on demand by the share panel only: the QR encoder stays out of the article's first load.

/** `text` as a QR code: one SVG path of unit squares, drawn in the browser. */
export function shareQrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
