import QRCode from 'qrcode/lib/core/qrcode';
import { pngDataUrl } from './png';

// The alumni card's QR code, drawn here from the signed address the portal gives (as the portal's card page draws it
// with the same library, src/lib/qr-path.ts): nothing it holds is sent anywhere to be drawn.

/** UTF-8 bytes by hand: WeChat's JavaScript may have no TextEncoder (which qrcode uses for a string). */
function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return new Uint8Array(out);
}

/** `text` as a QR code image (a PNG data: address): `scale` pixels a module, a quiet zone of 4 modules. */
export function qrImage(text: string, scale = 8): { src: string; modules: number } {
  const { modules } = QRCode.create([{ data: utf8(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const src = pngDataUrl(side, side, (x, y) => {
    const col = Math.floor(x / scale) - quiet;
    const row = Math.floor(y / scale) - quiet;
    return col >= 0 && row >= 0 && col < modules.size && row < modules.size && modules.get(row, col) === 1;
  });
  return { src, modules: modules.size };
}
