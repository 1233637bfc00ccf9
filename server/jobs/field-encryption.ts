import type { DataKeys } from '../crypto/data-keys.ts';
import { fieldCipher, type EncryptedField } from '../crypto/field-cipher.ts';
import type { Db } from '../db/connect.ts';
import { sealFields, storedKeyIds, type SealCounts } from '../db/seal-fields.ts';

/** What each encrypted column holds, as `npm run rekey` names it. */
export const FIELD_NAMES: Record<EncryptedField, string> = {
  'app_user.phone': '校友手机号',
  'app_user.id_number_tail': '校友身份证号后 6 位',
  'appointment_visitor.id_number': '返校来访人身份证号',
  'proof_application.phone': '证明补办联系电话',
  'proof_application.id_number': '证明补办身份证号',
  'company.contact_phone': '校友企业联系电话',
  'company_application.contact_phone': '企业入驻申请联系电话',
  'activity_walkin.phone': '活动现场登记手机号',
  'alumni_record.id_number': '校友信息库身份证号',
  'alumni_record.phone': '校友信息库手机号',
};

const total = (counts: SealCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * The key ids stored values carry that `keys` lacks: a server started without them could not read those values, so
 * it refuses to start (a key removed before `npm run rekey` moved its values, or the wrong key file).
 */
export async function missingKeyIds(db: Db, keys: DataKeys): Promise<string[]> {
  return (await storedKeyIds(db)).filter((id) => !keys.byId(id));
}

/**
 * Encrypts every ID and phone number still stored in clear, in one transaction (all or none); answers how many.
 * Run at each start: an upgraded deployment's old rows end encrypted; with nothing left it only reads a few columns.
 * When it encrypted any, the tables it changed are rewritten (VACUUM FULL), so the clear values' old row versions do
 * not stay in their files, and the embedded database checkpoints.
 */
export async function encryptClearFields(db: Db, keys: DataKeys): Promise<number> {
  const counts = await db.transaction((tx) => sealFields(tx, fieldCipher(keys), 'clear'));
  const changed = new Set(
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([field]) => field.split('.')[0]),
  );
  for (const table of changed) await db.exec(`vacuum full ${table}`);
  // PostgreSQL lets only privileged roles checkpoint; it does so by itself within minutes.
  if (changed.size && db.kind === 'pglite') await db.exec('checkpoint');
  return total(counts);
}

/**
 * `npm run rekey`: every value not yet under the current key (older keys' ciphertexts, clear values) rewritten under
 * it, in one transaction. Afterwards only the current key is needed to read the database.
 */
export function rekeyFields(db: Db, keys: DataKeys): Promise<SealCounts> {
  return db.transaction((tx) => sealFields(tx, fieldCipher(keys), 'rekey'));
}

/** The rekey's report, one line per column and a total. */
export function rekeyReport(counts: SealCounts, keyId: string): string[] {
  const lines = Object.entries(counts).map(([field, n]) => `  ${FIELD_NAMES[field as EncryptedField]}（${field}）：${n} 条`);
  return [`已用当前密钥 ${keyId} 重新加密 ${total(counts)} 个字段值：`, ...lines];
}
