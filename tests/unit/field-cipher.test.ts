import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDataKeys } from '../../server/crypto/data-keys.ts';
import { decryptField, encryptField, FieldCipherError, fieldCipher, isEncrypted, keyIdOf } from '../../server/crypto/field-cipher.ts';

const key = () => randomBytes(32).toString('base64');
const k1 = key();
const k2 = key();
const old = parseDataKeys(`k1:${k1}`);
const rotated = parseDataKeys(`k2:${k2},k1:${k1}`);
const idNumber = '330102199003071230';

describe('field cipher', () => {
  it('round-trips and never shows the clear value', () => {
    for (const plain of [idNumber, '13800005678', '33010619910520452X', '手机 138-0000 5678']) {
      const stored = encryptField(old.current, 'proof_application.id_number', plain);
      expect(stored).toMatch(/^enc1:k1:[A-Za-z0-9_-]+$/);
      expect(stored).not.toContain(plain);
      expect(isEncrypted(stored)).toBe(true);
      expect(decryptField(old, 'proof_application.id_number', stored)).toBe(plain);
    }
  });

  it('uses a fresh IV each time: the same value stored twice differs', () => {
    const a = encryptField(old.current, 'app_user.phone', '13800005678');
    expect(encryptField(old.current, 'app_user.phone', '13800005678')).not.toBe(a);
  });

  it('keeps the empty value empty and reads clear values left from before encryption as they are', () => {
    expect(encryptField(old.current, 'appointment_visitor.id_number', '')).toBe('');
    expect(decryptField(old, 'appointment_visitor.id_number', '')).toBe('');
    expect(decryptField(old, 'appointment_visitor.id_number', idNumber)).toBe(idNumber);
    expect(keyIdOf(idNumber)).toBeUndefined();
  });

  it('refuses a tampered value', () => {
    const stored = encryptField(old.current, 'app_user.phone', '13800005678');
    const body = Buffer.from(stored.slice('enc1:k1:'.length), 'base64url');
    for (const at of [0, 12, body.length - 1]) {
      const changed = Buffer.from(body);
      changed[at] ^= 1;
      expect(() => decryptField(old, 'app_user.phone', `enc1:k1:${changed.toString('base64url')}`)).toThrow(FieldCipherError);
    }
    expect(() => decryptField(old, 'app_user.phone', 'enc1:k1:AAAA')).toThrow(/损坏/);
  });

  it('refuses a value moved to another column', () => {
    const stored = encryptField(old.current, 'proof_application.phone', '13800005678');
    expect(() => decryptField(old, 'app_user.phone', stored)).toThrow(/app_user\.phone/);
    expect(() => decryptField(old, 'company.contact_phone', stored)).toThrow(FieldCipherError);
  });

  it('names a key id it does not have', () => {
    const stored = encryptField(rotated.current, 'app_user.phone', '13800005678');
    expect(() => decryptField(old, 'app_user.phone', stored)).toThrow(/未配置的数据密钥 k2/);
  });

  it('after rotation writes under the new key and still reads the old one', () => {
    const before = fieldCipher(old).seal('appointment_visitor.id_number', idNumber);
    const cipher = fieldCipher(rotated);
    const after = cipher.seal('appointment_visitor.id_number', idNumber);
    expect([keyIdOf(before), keyIdOf(after)]).toEqual(['k1', 'k2']);
    expect(cipher.open('appointment_visitor.id_number', before)).toBe(idNumber);
    expect(cipher.open('appointment_visitor.id_number', after)).toBe(idNumber);
  });
});
