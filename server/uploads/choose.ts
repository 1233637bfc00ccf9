export const UPLOAD_STORES = ['folder', 'database', 's3'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORES)[number];

/** The S3 settings a bucket cannot be reached without, by the variable that sets each. */
const s3Needs: Array<[keyof S3Settings, string]> = [
  ['endpoint', 'UPLOAD_S3_ENDPOINT'],
  ['bucket', 'UPLOAD_S3_BUCKET'],
  ['accessKeyId', 'UPLOAD_S3_ACCESS_KEY_ID'],
  ['secretAccessKey', 'UPLOAD_S3_SECRET_ACCESS_KEY'],
];

/** S3-compatible object storage for uploads (Aliyun OSS, Tencent COS, MinIO). The secret is never logged or shown. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO wants it; OSS and COS do not). */
  forcePathStyle: boolean;
}

/** What the choice of a store reads from the server's configuration. */
export interface UploadSettings {
  /** UPLOAD_STORE as set, not yet checked. */
  uploadStore: string | undefined;
  uploadS3: S3Settings;
  databaseUrl: string | undefined;
}

type Choice = { kind: UploadStoreKind } | { problem: string };

/**
 * Where uploads are kept: UPLOAD_STORE when set; else S3 when any UPLOAD_S3_ variable is set; else the database with
 * DATABASE_URL (every process reads it, and its backups carry them); else the embedded server's folder. A half-set S3
 * configuration is a problem naming the missing variables, never their values.
 */
export function chooseUploadStore(config: UploadSettings): Choice {
  const chosen = config.uploadStore;
  if (chosen !== undefined && !(UPLOAD_STORES as readonly string[]).includes(chosen))
    return { problem: `UPLOAD_STORE 须为 ${UPLOAD_STORES.join('、')} 之一` };
  const s3 = config.uploadS3;
  const anyS3 = s3Needs.some(([key]) => s3[key] !== '') || s3.region !== '';
  const kind = (chosen as UploadStoreKind | undefined) ?? (anyS3 ? 's3' : config.databaseUrl ? 'database' : 'folder');
  if (kind !== 's3') return { kind };
  const missing = s3Needs.filter(([key]) => s3[key] === '').map(([, name]) => name);
  return missing.length ? { problem: `上传图片存到对象存储需要设置 ${missing.join('、')}` } : { kind };
}
