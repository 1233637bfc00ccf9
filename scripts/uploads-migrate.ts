// npm run uploads:migrate: copies DATA_DIR/uploads (where uploads were kept before there was a choice, or what a restore
// of an older backup put there) into the configured upload store: the database with DATABASE_URL, or S3. Idempotent:
// run again, it copies only what is new. The folder is left in place.
import { readConfig } from '../server/config/index.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { chooseUploadStore } from '../server/uploads/choose.ts';
import { createUploadStore, uploadsFolder } from '../server/uploads/index.ts';
import { copyFolderIntoStore, folderCopySummary } from '../server/uploads/migrate-folder.ts';

const config = readConfig();
const choice = chooseUploadStore(config);
if ('problem' in choice) {
  console.error(`迁移失败：${choice.problem}`);
  process.exit(1);
}
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const store = createUploadStore(config, db);
  const dir = uploadsFolder(config.dataDir);
  if (store.kind === 'folder') {
    console.log(`上传文件保存在 ${dir}，无需迁移：设置 DATABASE_URL（存入数据库）或 UPLOAD_S3_ 变量（存入对象存储）后再运行`);
  } else {
    const copy = await copyFolderIntoStore(dir, store);
    console.log(folderCopySummary(copy, dir, store.kind === 'database' ? '数据库' : `对象存储 ${config.uploadS3.bucket}`));
  }
} catch (error) {
  console.error(`迁移失败：${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
