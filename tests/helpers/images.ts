import zlib from 'node:zlib';

// Real (decodable) pictures, 2×2 (the JPEG 4×2, so turning it shows): uploads are decoded and re-encoded, so a magic
// number followed by filler is refused.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4oaFxQkODAUIBACEuBGGj1lj9AAAAAElFTkSuQmCC',
  'base64',
);
export const jpeg = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKAAK2/9k=',
  'base64',
);
export const webp = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQlCIXpf+BiOh/AAA=', 'base64');

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit grey PNG of `side`×`side` pixels, all black. 10,000 × 10,000 is some 12 KB on
 * the wire and 100 million pixels (hundreds of megabytes) once decoded.
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `jpeg` with an EXIF segment as a phone writes one: the camera's make, orientation 6 (turn 90° clockwise to show)
 * and a GPS position (39°54'27.54"N), in a big-endian TIFF block right after the start-of-image marker.
 */
export function jpegWithGps(image = jpeg, make = 'PortalTestCam'): Buffer {
  const makeBytes = Buffer.from(`${make}\0`, 'latin1');
  const ifd0 = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const makeAt = ifd0 + ifd0Size;
  const gpsAt = makeAt + makeBytes.length;
  const gpsSize = 2 + 2 * 12 + 4;
  const rationalsAt = gpsAt + gpsSize;
  const tiff = Buffer.alloc(rationalsAt + 3 * 8);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (b: Buffer, at: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff, at + 8);
  };
  tiff.writeUInt16BE(3, ifd0);
  entry(ifd0 + 2, 0x010f, 2, makeBytes.length, (b, at) => b.writeUInt32BE(makeAt, at)); // Make
  entry(ifd0 + 14, 0x0112, 3, 1, (b, at) => b.writeUInt16BE(6, at)); // Orientation
  entry(ifd0 + 26, 0x8825, 4, 1, (b, at) => b.writeUInt32BE(gpsAt, at)); // GPSInfo
  makeBytes.copy(tiff, makeAt);
  tiff.writeUInt16BE(2, gpsAt);
  entry(gpsAt + 2, 0x0001, 2, 2, (b, at) => b.write('N\0', at, 'latin1')); // GPSLatitudeRef
  entry(gpsAt + 14, 0x0002, 5, 3, (b, at) => b.writeUInt32BE(rationalsAt, at)); // GPSLatitude
  [39, 1, 54, 1, 2754, 100].forEach((n, i) => tiff.writeUInt32BE(n, rationalsAt + i * 4));
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(exif.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), app1, exif, image.subarray(2)]);
}
