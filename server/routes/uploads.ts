import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { reencodeImage, type ImageExt } from '../http/reencode-image.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { forgetUpload, lockUser, recordUpload, uploadsSince } from '../repositories/uploads.ts';
import { uploadQuotaRefusal } from '../../src/shared/retention.ts';
import { hiddenCharacter, hiddenCharacterMessage } from '../../src/shared/hidden-characters.ts';
import { matchesEtag, storedName } from '../uploads/store.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The image type by its first bytes (not its name or the header the client sent), or null. */
export function sniffImage(head: Buffer): ImageExt | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Image uploads (signed-in alumni, and the console's staff): png, jpeg or webp by content, at most 5 MB, random names, kept in the upload store (a folder, the database or S3).
 * What is stored is the picture decoded and encoded anew (no EXIF or GPS, nothing riding along), so serving is a plain read.
 * The multipart parser is registered inside this plugin, so only the upload route accepts multipart bodies.
 */
const uploadRoutes: RoutePlugin = async (app, { config, db, uploads }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

  const schema = (summary: string) => ({
    tags: ['上传'],
    summary,
    consumes: ['multipart/form-data'],
    // Documents the form for OpenAPI; busboy reads the stream, so there is no parsed body to validate (null).
    body: {
      content: {
        'multipart/form-data': {
          schema: {
            type: ['object', 'null'],
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: '图片文件：png、jpeg 或 webp，不超过 5 MB' } },
          },
        },
      },
    },
    response: { 200: envelopeSchema({ type: 'object', required: ['url'], properties: { url: { type: 'string' } } }) },
  });

  /**
   * One checked upload, whoever sends it: the first bytes decide the type, the size is capped, the picture must decode
   * as that type and is re-encoded, the name is random.
   */
  const store = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new HttpError(400, '请以 multipart/form-data 上传图片', 400, 'file');
    const file = await request.file().catch(() => undefined);
    if (!file) throw new HttpError(400, '请选择要上传的图片', 400, 'file');
    const buffer = await file.toBuffer().catch(() => {
      throw new HttpError(400, '图片不能超过 5 MB', 400, 'file');
    });
    if (file.file.truncated || buffer.length > MAX_UPLOAD_BYTES) throw new HttpError(400, '图片不能超过 5 MB', 400, 'file');
    // The name is kept as a note that staff read: it may not say one thing and show another.
    const hidden = hiddenCharacter(file.filename ?? '', true);
    if (hidden) throw new HttpError(400, hiddenCharacterMessage('文件名', hidden), 400, 'file');
    const ext = sniffImage(buffer.subarray(0, 16));
    if (!ext) throw new HttpError(400, '仅支持 PNG、JPEG 或 WebP 格式的图片', 400, 'file');
    const image = await reencodeImage(buffer, ext);
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const url = `/uploads/${name}`;
    const user = request.user;
    // Recorded so the quota can be counted and the retention job can remove what no row ever referred to.
    const record = {
      path: url,
      userId: user?.id ?? null,
      staffId: request.staff?.id ?? null,
      size: image.length,
      originalName: file.filename ?? '',
    };
    if (user) {
      // An alumnus's daily quota, counted over the last 24 hours and recorded in one transaction that holds their row,
      // so uploads sent side by side cannot all pass the same count. Staff upload for the site and are not counted.
      const refusal = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const used = await uploadsSince(tx, user.id, new Date(Date.now() - 24 * 60 * 60 * 1000));
        const refused = uploadQuotaRefusal(used, image.length, config);
        if (!refused) await recordUpload(tx, record);
        return refused;
      });
      // A 400 naming the field, so the form shows this sentence (the portal shows a generic text for other statuses).
      if (refusal) throw new HttpError(400, refusal, 400, 'file');
    } else {
      await recordUpload(db, record);
    }
    const stored = await uploads.put(name, image).catch(async (error: unknown) => {
      await forgetUpload(db, url);
      throw error;
    });
    if (!stored) throw new Error(`upload name ${name} taken`);
    return url;
  };
  const rateLimit = { max: config.uploadRateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/upload/image',
    {
      config: { changesPublicPages: false, access: 'login', rateLimit },
      schema: schema('上传图片（multipart，字段 file）：仅 png、jpeg、webp，按文件内容判断，不超过 5 MB；返回图片地址'),
    },
    async (request) => ok({ url: await store(request) }, '上传成功'),
  );

  // The console's pictures (covers, photos, pictures inside an article): the same checks, with a staff token.
  app.post(
    '/api/admin/upload/image',
    {
      config: { changesPublicPages: false, staff: 'content', rateLimit },
      schema: schema('管理后台上传图片（multipart，字段 file）：仅 png、jpeg、webp，按文件内容判断，不超过 5 MB；返回图片地址'),
    },
    async (request) => {
      const url = await store(request);
      request.auditEntry = { entity: 'upload', entityId: url, summary: `上传图片 ${url}` };
      return ok({ url }, '上传成功');
    },
  );

  // An 组织管理员's pictures (their organisation's cover, pictures in its page): they publish nothing else, so the
  // console's upload above (\`content\`) is not theirs.
  app.post(
    '/api/admin/my-organization/image',
    {
      config: { changesPublicPages: false, staff: 'organization', rateLimit },
      schema: schema('本组织页面上传图片（multipart，字段 file）：仅 png、jpeg、webp，按文件内容判断，不超过 5 MB；返回图片地址'),
    },
    async (request) => {
      const url = await store(request);
      request.auditEntry = { entity: 'upload', entityId: url, summary: `上传本组织图片 ${url}` };
      return ok({ url }, '上传成功');
    },
  );

  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { schema: { hide: true, params: { type: 'object', properties: { name: { type: 'string', maxLength: 64 } } } } },
    async (request, reply) => {
      const { name } = request.params;
      const found = storedName.test(name) ? await uploads.get(name) : null;
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      // A name is never reused for other content, so the picture is cached for a year; the ETag (from the content, the
      // same from every process) lets a client that revalidates anyway get a 304.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', found.etag);
      if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
      return reply.type(found.contentType).send(found.bytes);
    },
  );
};

export default uploadRoutes;
