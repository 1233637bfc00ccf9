import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDataKeys } from '../../server/crypto/data-keys.ts';
import { ENCRYPTED_FIELDS, fieldCipher, keyIdOf, type EncryptedField } from '../../server/crypto/field-cipher.ts';
import { connect, type Db } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { encryptClearFields, missingKeyIds, rekeyFields, rekeyReport } from '../../server/jobs/field-encryption.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';

const k1 = `k1:${randomBytes(32).toString('base64')}`;
const k2 = `k2:${randomBytes(32).toString('base64')}`;
const onlyK1 = parseDataKeys(k1);
const k2First = parseDataKeys(`${k2},${k1}`);
const onlyK2 = parseDataKeys(k2);

let db: Db;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
beforeAll(async () => {
  scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : undefined;
  db = await connect({ dataDir: 'memory://', databaseUrl: scratch?.url });
  await migrate(db);
  await seedIfEmpty(db, { demo: true, keys: onlyK1 });
});
afterAll(async () => {
  await db.close();
  await scratch?.drop();
});

/** Every stored non-empty value of every encrypted column, keyed `field#id`. */
async function stored(): Promise<Map<string, { field: EncryptedField; value: string }>> {
  const all = new Map<string, { field: EncryptedField; value: string }>();
  for (const field of ENCRYPTED_FIELDS) {
    const [table, column] = field.split('.');
    const rows = await db.query<{ id: number; value: string }>(`select id, ${column} as value from ${table} where ${column} <> ''`);
    for (const row of rows) all.set(`${field}#${row.id}`, { field, value: row.value });
  }
  return all;
}

const opened = (values: Map<string, { field: EncryptedField; value: string }>, keys = k2First) =>
  new Map([...values].map(([at, { field, value }]) => [at, fieldCipher(keys).open(field, value)]));

describe('npm run rekey', () => {
  it('rewrites every value under the new key, which alone then reads them all', async () => {
    // A clear value left from before encryption (a deployment's old row) is encrypted by the same pass.
    const [user] = await db.query<{ id: number }>("select id from app_user where name = '张明' limit 1");
    await db.query(`update app_user set phone = '13800009999' where id = $1`, [user.id]);

    const before = await stored();
    const seededCount = before.size;
    expect(seededCount).toBeGreaterThan(50);
    // The seed wrote everything under k1; only the value just put there is clear.
    expect([...before.values()].filter((v) => keyIdOf(v.value) !== 'k1').map((v) => v.value)).toEqual(['13800009999']);
    // Before the rekey, dropping k1 would leave values no key reads: the server refuses to start.
    expect(await missingKeyIds(db, onlyK2)).toEqual(['k1']);
    const clear = opened(before, onlyK1);

    const counts = await rekeyFields(db, k2First);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(seededCount);
    expect(counts['appointment_visitor.id_number']).toBeGreaterThan(0);
    expect(counts['company.contact_phone']).toBeGreaterThan(0);

    const after = await stored();
    expect([...after.values()].every((v) => keyIdOf(v.value) === 'k2')).toBe(true);
    expect(opened(after, k2First)).toEqual(clear);
    // k1 removed from the keys: still read.
    expect(opened(after, onlyK2)).toEqual(clear);
    expect(opened(after, onlyK2).get(`app_user.phone#${user.id}`)).toBe('13800009999');
    // With only the old key nothing reads any more: the values really changed key, and a server would not start.
    expect(() => opened(after, onlyK1)).toThrow(/未配置的数据密钥 k2/);
    expect(await missingKeyIds(db, onlyK1)).toEqual(['k2']);
    expect(await missingKeyIds(db, onlyK2)).toEqual([]);

    // Run again: nothing left to do.
    const again = await rekeyFields(db, k2First);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('reports its counts per column in Chinese', () => {
    const counts = Object.fromEntries(ENCRYPTED_FIELDS.map((f, i) => [f, i])) as Record<EncryptedField, number>;
    const report = rekeyReport(counts, 'k2');
    expect(report[0]).toBe('已用当前密钥 k2 重新加密 45 个字段值：');
    expect(report).toContain('  返校来访人身份证号（appointment_visitor.id_number）：2 条');
    expect(report).toHaveLength(ENCRYPTED_FIELDS.length + 1);
  });
});

describe('the start-up pass', () => {
  it('encrypts clear values left in any column, once, and leaves encrypted and empty ones alone', async () => {
    const [visitor] = await db.query<{ id: number; idNumber: string }>(
      `select id, id_number as "idNumber" from appointment_visitor where id_number <> '' order by id limit 1`,
    );
    await db.query(`update appointment_visitor set id_number = '330102199003071230' where id = $1`, [visitor.id]);
    await db.query(`update company set contact_phone = '13857102231' where id = (select min(id) from company)`);
    const before = await stored();

    expect(await encryptClearFields(db, k2First)).toBe(2);
    expect(await encryptClearFields(db, k2First)).toBe(0);

    const after = await stored();
    expect([...after.values()].every((v) => v.value.startsWith('enc1:k2:'))).toBe(true);
    // Only the two clear values changed.
    expect([...after].filter(([at, v]) => before.get(at)!.value !== v.value)).toHaveLength(2);
    expect(opened(after).get(`appointment_visitor.id_number#${visitor.id}`)).toBe('330102199003071230');
  });
});
