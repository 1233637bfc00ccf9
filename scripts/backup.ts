// npm run backup -- [--out <file>]: the database (the embedded one in DATA_DIR, or PostgreSQL by DATABASE_URL, through
// pg_dump) and the uploads (the DATA_DIR/uploads folder; kept in the database, they are in its dump; S3's are not here)
// in one file, encrypted with the current data key (DATA_KEYS, or with the embedded database the key file
// DATA_DIR/data-keys, created when there is none). The embedded server must be stopped first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../server/backup/archive.ts';
import { S3_BACKUP_NOTE, uploadStoreOf } from '../server/backup/upload-store.ts';
import { createBackup } from '../server/backup/index.ts';
import { readConfig } from '../server/config/index.ts';
import { chooseUploadStore } from '../server/uploads/choose.ts';
import { DataKeyError, loadDataKeys } from '../server/crypto/data-keys.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = readConfig();
try {
  const keys = loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir: config.dataDir, embedded: !config.databaseUrl, create: true });
  const { file, manifest } = await createBackup(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, uploadStore: uploadStoreOf(chooseUploadStore(config)) },
    keys,
  );
  const stamp = manifest.createdAt.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(values.out ?? path.join('backups', `alumni-portal-${stamp}.backup`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written aside and renamed, so a full disk or an interruption never leaves a truncated file under the real name.
  const partial = `${out}.partial`;
  fs.writeFileSync(partial, file, { mode: 0o600 });
  fs.renameSync(partial, out);
  const size = (file.length / 1024 / 1024).toFixed(1);
  console.log(
    `备份完成：${out}（${size} MB，${manifest.database === 'pglite' ? '内嵌数据库' : 'PostgreSQL'}，上传文件 ${manifest.uploads} 个，密钥 ${keys.current.id}，来自 ${keys.source}）`,
  );
  console.log('请把备份与数据密钥分开保管：没有密钥，备份无法恢复。');
  if (manifest.uploadStore === 's3') console.log(S3_BACKUP_NOTE);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataKeyError) {
    console.error(`备份失败：${error.message}`);
    process.exit(1);
  }
  throw error;
}
