import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './choose.ts';
import { contentTypeOf, etagOf, type UploadStore } from './store.ts';

const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * A failed bucket call as the log shows it: the operation, the bucket and object, and what the service answered (its
 * error name and status), never the request (whose Authorization header is derived from the secret).
 */
function storeFailure(op: string, where: string, error: unknown): Error {
  const name = (error as { name?: string }).name ?? 'Error';
  return new Error(`对象存储${op}失败（${where}）：${name}${status(error) ? ` ${status(error)}` : ''}`);
}

/**
 * Uploads as objects `uploads/<name>` in an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO) through the AWS SDK.
 * The SDK is loaded on first use, so servers keeping uploads elsewhere never load it.
 */
export function s3Store(settings: S3Settings): UploadStore {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region || 'us-east-1',
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where S3 demands them: OSS and COS refuse the SDK's newer default checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const key = (name: string) => `uploads/${name}`;
  const where = (name: string) => `${Bucket}/${key(name)}`;
  return {
    kind: 's3',
    async put(name, bytes) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key(name) }));
        return false;
      } catch (error) {
        if (status(error) !== 404) throw storeFailure('查询', where(name), error);
      }
      await s3
        .send(new sdk.PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentType: contentTypeOf(name) }))
        .catch((error: unknown) => {
          throw storeFailure('写入', where(name), error);
        });
      return true;
    },
    async get(name) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) }));
        const bytes = Buffer.from(await answer.Body!.transformToByteArray());
        return { bytes, contentType: contentTypeOf(name), etag: etagOf(bytes) };
      } catch (error) {
        if (status(error) === 404) return null;
        throw storeFailure('读取', where(name), error);
      }
    },
    async remove(names) {
      const { s3, sdk } = await connect();
      for (const name of names) {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) })).catch((error: unknown) => {
          throw storeFailure('删除', where(name), error);
        });
      }
    },
  };
}
