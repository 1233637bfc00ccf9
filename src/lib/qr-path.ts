import QRCode from 'qrcode';

/**
 * `text` as a QR code: one SVG path of unit squares, drawn in the browser, so nothing it holds (a card's code, an
 * otpauth secret, a page's address) is sent anywhere to be drawn. Those who show it on demand import it on demand.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
