import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config/index.ts';
import { chooseUploadStore } from '../../server/uploads/choose.ts';
import { matchesEtag } from '../../server/uploads/store.ts';

const s3 = {
  UPLOAD_S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
  UPLOAD_S3_BUCKET: 'alumni-uploads',
  UPLOAD_S3_ACCESS_KEY_ID: 'LTAI-example',
  UPLOAD_S3_SECRET_ACCESS_KEY: 'top-secret-value',
};
const pg = { DATABASE_URL: 'postgres://portal@db/portal' };

describe('which store keeps uploads', () => {
  it.each<[string, Record<string, string>, string]>([
    ['embedded: the data folder', {}, 'folder'],
    ['PostgreSQL: the database', pg, 'database'],
    ['the S3 variables: the bucket', s3, 's3'],
    ['S3 wins over the database', { ...pg, ...s3 }, 's3'],
    ['S3 with a region and path style', { ...s3, UPLOAD_S3_REGION: 'cn-hangzhou', UPLOAD_S3_FORCE_PATH_STYLE: '1' }, 's3'],
    ['UPLOAD_STORE=folder beside PostgreSQL', { ...pg, UPLOAD_STORE: 'folder' }, 'folder'],
    ['UPLOAD_STORE=database on the embedded database', { UPLOAD_STORE: 'database' }, 'database'],
    ['UPLOAD_STORE=database though S3 is set', { ...s3, UPLOAD_STORE: 'database' }, 'database'],
    [
      'a bucket without keys',
      { UPLOAD_S3_BUCKET: 'b' },
      'problem:UPLOAD_S3_ENDPOINT、UPLOAD_S3_ACCESS_KEY_ID、UPLOAD_S3_SECRET_ACCESS_KEY',
    ],
    ['a region alone', { ...pg, UPLOAD_S3_REGION: 'cn-hangzhou' }, 'problem:UPLOAD_S3_ENDPOINT'],
    ['UPLOAD_STORE=s3 without the variables', { UPLOAD_STORE: 's3' }, 'problem:UPLOAD_S3_BUCKET'],
    ['an unknown UPLOAD_STORE', { UPLOAD_STORE: 'disk' }, 'problem:UPLOAD_STORE'],
  ])('%s', (_, env, expected) => {
    const choice = chooseUploadStore(readConfig(env));
    if (expected.startsWith('problem:')) {
      expect(choice).toHaveProperty('problem', expect.stringContaining(expected.slice('problem:'.length)));
      // Names the variables, never a value: the problem goes to the service log.
      expect(JSON.stringify(choice)).not.toMatch(/top-secret|LTAI|example/);
    } else expect(choice).toEqual({ kind: expected });
  });
});

describe('If-None-Match', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => expect(matchesEtag(header, '"abc"')).toBe(expected));
});
