import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.ts';
import { sniffImage } from '../../server/routes/uploads.ts';
import { jpeg, jpegWithGps, png, pngBomb, webp } from '../helpers/images.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const [{ id }] = await server.db.query<{ id: number }>("select id from app_user where name = '张明'");
  token = await createSession(server.db, id, 60_000);
});
afterAll(() => server.close());

function multipart(filename: string, content: Buffer, type = 'image/png') {
  const boundary = '----portaltest' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } };
}

const upload = (filename: string, content: Buffer, type?: string) =>
  server.app.inject({ method: 'POST', url: '/api/upload/image', ...multipart(filename, content, type) });

const storedFiles = () => fs.readdirSync(path.join(server.config.dataDir, 'uploads')).sort();

/** Uploads `content` and answers what the public URL serves. */
async function uploadAndFetch(content: Buffer, filename = 'photo.jpg') {
  const res = await upload(filename, content);
  expect(res.statusCode, res.body).toBe(200);
  const served = await server.app.inject({ method: 'GET', url: res.json().data.url });
  expect(served.statusCode).toBe(200);
  return served;
}

describe('image uploads', () => {
  it.each([
    [png, 'png'],
    [jpeg, 'jpg'],
    [webp, 'webp'],
    [Buffer.from('GIF89a......'), null],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    [Buffer.from('<html><script>alert(1)</script>'), null],
  ])('sniffs by content: %#', (content, ext) => {
    expect(sniffImage(content)).toBe(ext);
  });

  it('stores png, jpeg and webp under random names and serves them, re-encoded in the same format, with the right type', async () => {
    for (const [content, type, format] of [
      [png, 'image/png', 'png'],
      [jpeg, 'image/jpeg', 'jpeg'],
      [webp, 'image/webp', 'webp'],
    ] as const) {
      const res = await upload('photo.bin', content, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      const { url } = res.json().data;
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/);
      expect(fs.existsSync(path.join(server.config.dataDir, 'uploads', path.basename(url)))).toBe(true);
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(fs.readFileSync(path.join(server.config.dataDir, 'uploads', path.basename(url))))).toBe(true);
      const [before, after] = await Promise.all([sharp(content).metadata(), sharp(served.rawPayload).metadata()]);
      expect(after).toMatchObject({ format, width: before.width, height: before.height });
    }
  });

  it('serves a JPEG without its EXIF: no GPS position, no camera, turned upright by its orientation first', async () => {
    const photo = jpegWithGps(jpeg, 'PortalTestCam');
    expect((await sharp(photo).metadata()).orientation).toBe(6); // the test's own picture does carry EXIF
    const served = await uploadAndFetch(photo);
    expect(served.rawPayload.includes('Exif\0\0')).toBe(false);
    expect(served.rawPayload.includes('PortalTestCam')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // 4×2 with "turn 90°" is shown 2×4: the pixels are turned, since the tag that said so is gone.
    expect([meta.width, meta.height]).toEqual([2, 4]);
  });

  it('serves a PNG with HTML after its end (a polyglot) without the HTML', async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const served = await uploadAndFetch(Buffer.concat([png, Buffer.from(html)]), 'poly.png');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a file that begins like an image but does not decode as one, and stores nothing', async () => {
    const files = storedFiles();
    for (const [name, content] of [
      ['html behind a PNG signature', Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')])],
      ['a JPEG marker and filler', Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(64, 2)])],
      ['a WebP header and filler', Buffer.concat([webp.subarray(0, 12), Buffer.alloc(64, 3)])],
      ['a JPEG cut in half', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ] as const) {
      const res = await upload('photo.png', content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 400, msg: '图片文件已损坏或不是有效的图片，请重新选择', data: { field: 'file' } });
    }
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a decompression bomb (12 KB, 100 million pixels) from its header, with a 400 naming the limit', async () => {
    const files = storedFiles();
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await upload('bomb.png', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '图片尺寸过大：不能超过 4000 万像素，请缩小后再上传', data: { field: 'file' } });
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a file that is not an image by content, whatever its name says', async () => {
    const res = await upload('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { field: 'file' } });
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('5 MB');
  });

  it('refuses a file name that shows as something else (校友聚会\u202egpj.exe reads 校友聚会exe.jpg)', async () => {
    for (const name of ['校友聚会\u202egpj.exe', '照片\u2066.png', '第一行\u2028第二行.png']) {
      const res = await upload(name, png);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { field: 'file' } });
      expect(res.json().msg).toContain('文件名');
    }
  });

  it('keeps a file name without the characters that draw nothing', async () => {
    // A whole 1×1 PNG, so the upload is stored whatever else the route checks of the picture.
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const res = await upload('\ufeff校友\u200b聚会\u200d.png', pixel);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await server.db.query<{ name: string }>('select original_name as name from upload where path = $1', [
      res.json().data.url,
    ]);
    expect(row.name).toBe('校友聚会.png');
  });

  it('needs a signed-in user', async () => {
    const { payload, headers } = multipart('a.png', png);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload,
      headers: { 'content-type': headers['content-type'] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves only stored names: no traversal', async () => {
    for (const url of ['/uploads/..%2F..%2Fpackage.json', '/uploads/../server/app.ts', '/uploads/abc.png', '/uploads/%2e%2e%2fconfig.ts']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
