// npm run restore -- <file> [--key-file <path>] [--force]: a backup of `npm run backup` into DATA_DIR (which must be
// empty but for a key file) or, with DATABASE_URL, into an empty PostgreSQL database (pg_restore) plus DATA_DIR/uploads
// when the backup carries that folder (uploads kept in the database come back with it).
// The key: DATA_KEYS, else --key-file, else DATA_DIR/data-keys. --force replaces what the target already holds.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../server/backup/archive.ts';
import { S3_BACKUP_NOTE, uploadStoreOf } from '../server/backup/upload-store.ts';
import { restoreBackup } from '../server/backup/index.ts';
import { readConfig } from '../server/config/index.ts';
import { chooseUploadStore } from '../server/uploads/choose.ts';
import { DataKeyError, KEY_FILE_NAME, parseDataKeys, readKeyFile } from '../server/crypto/data-keys.ts';

const usage = '用法：npm run restore -- <备份文件> [--key-file 密钥文件] [--force]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'key-file': { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(1);
}
const config = readConfig();
const ownKeyFile = path.join(config.dataDir, KEY_FILE_NAME);
try {
  const store = uploadStoreOf(chooseUploadStore(config));
  const source = path.resolve(positionals[0]);
  if (!fs.existsSync(source)) throw new BackupError(`找不到备份文件 ${source}`);
  const keyFile = values['key-file'] ? path.resolve(values['key-file']) : ownKeyFile;
  if (!process.env.DATA_KEYS?.trim() && !fs.existsSync(keyFile))
    throw new DataKeyError(`没有数据密钥：请设置 DATA_KEYS，或用 --key-file 指向备份时的密钥文件（${KEY_FILE_NAME}）`);
  const keys = process.env.DATA_KEYS?.trim() ? parseDataKeys(process.env.DATA_KEYS) : readKeyFile(keyFile);
  const manifest = await restoreBackup(
    fs.readFileSync(source),
    keys,
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, uploadStore: store },
    { force: values.force },
  );
  // The restored embedded data is read with the same key from now on: it goes with the data folder it belongs to.
  if (!config.databaseUrl && !process.env.DATA_KEYS?.trim() && keyFile !== ownKeyFile && !fs.existsSync(ownKeyFile)) {
    fs.copyFileSync(keyFile, ownKeyFile, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(ownKeyFile, 0o600);
  }
  console.log(
    `恢复完成：${manifest.createdAt} 的备份（${manifest.database === 'pglite' ? `内嵌数据库 → ${config.dataDir}` : 'PostgreSQL'}，上传文件 ${manifest.uploads} 个）`,
  );
  if (store !== 'folder' && (manifest.uploadStore ?? 'folder') === 'folder' && manifest.uploads > 0)
    console.log(`备份中的上传文件已恢复到 ${path.join(config.dataDir, 'uploads')}：请运行 npm run uploads:migrate 把它们移入上传存储`);
  if (store === 's3') console.log(S3_BACKUP_NOTE);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataKeyError) {
    console.error(`恢复失败：${error.message}`);
    process.exit(1);
  }
  throw error;
}
