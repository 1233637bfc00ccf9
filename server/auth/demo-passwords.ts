import type { Queryable } from '../db/connect.ts';
import { staffByAccount } from '../repositories/staff.ts';
import { DEMO_STAFF } from '../../src/shared/admin/demo-staff.ts';
import { passwordMatches } from './passwords.ts';

/**
 * The enabled accounts that still sign in with a demo password (a database that once ran the demo): production
 * refuses to start with any, since the passwords are published in the code and on the demo's sign-in page.
 */
export async function demoPasswordAccounts(db: Queryable): Promise<string[]> {
  const found: string[] = [];
  for (const demo of DEMO_STAFF) {
    const row = await staffByAccount(db, demo.account);
    if (row && !row.disabled && (await passwordMatches(row.passwordHash, demo.password))) found.push(row.account);
  }
  return found;
}
