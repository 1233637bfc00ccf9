// npm run rekey: after a new key is put first in DATA_KEYS (or the key file), rewrites every encrypted ID and phone
// number under it, and encrypts any value still in clear; older keys can then be removed (keep them while backups
// made under them may still be restored). With the embedded database the server must be stopped first.
import { readConfig } from '../server/config/index.ts';
import { DataKeyError, loadDataKeys } from '../server/crypto/data-keys.ts';
import { FieldCipherError } from '../server/crypto/field-cipher.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { rekeyFields, rekeyReport } from '../server/jobs/field-encryption.ts';

const config = readConfig();
try {
  // create: false — a new key file here would encrypt under a key that reads none of the existing values.
  const keys = loadDataKeys({ dataKeys: process.env.DATA_KEYS, dataDir: config.dataDir, embedded: !config.databaseUrl, create: false });
  const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const counts = await rekeyFields(db, keys);
    for (const line of rekeyReport(counts, keys.current.id)) console.log(line);
    console.log('数据库中的身份证号、手机号现在只需当前密钥即可读取；旧密钥仍需保留给用它加密的备份。');
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof DataKeyError || error instanceof FieldCipherError) {
    // Nothing was changed: the rewrite is one transaction.
    console.error(`重新加密失败，数据未改动：${error.message}`);
    process.exit(1);
  }
  throw error;
}
