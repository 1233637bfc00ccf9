// Reading a QR code from a picture in the browser: the browser's own BarcodeDetector where it has one that reads QR
// codes (Android, ChromeOS, macOS), else jsQR, loaded only when the first picture is read (never with the console's
// other pages).

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Reader = (canvas: HTMLCanvasElement) => Promise<string | undefined>;
let reader: Promise<Reader> | undefined;

async function nativeReader(): Promise<Reader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue;
  } catch {
    return undefined;
  }
}

async function jsqrReader(): Promise<Reader> {
  const { default: jsQR } = await import('jsqr');
  return async (canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data || undefined;
  };
}

/** The text of the QR code in what the canvas shows, or undefined when it shows none. */
export async function readQr(canvas: HTMLCanvasElement): Promise<string | undefined> {
  reader ??= nativeReader().then((native) => native ?? jsqrReader());
  return (await reader)(canvas);
}

/** Largest side a picture is read at: a phone's 12-megapixel photo is scaled down first (jsQR's time grows with it). */
const MAX_SIDE = 1280;

/** Draws `source` (a video frame, a photo) onto `canvas`, scaled to fit MAX_SIDE. */
export function drawScaled(canvas: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number) {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d', { willReadFrequently: true })!.drawImage(source, 0, 0, canvas.width, canvas.height);
}

/** The QR code in a chosen or photographed picture. */
export async function readQrInFile(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    drawScaled(canvas, bitmap, bitmap.width, bitmap.height);
    return await readQr(canvas);
  } finally {
    bitmap.close();
  }
}
