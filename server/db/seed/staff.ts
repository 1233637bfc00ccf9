import { hash } from '@node-rs/argon2';
import type { Queryable } from '../connect.ts';
import { DEMO_STAFF } from '../../../src/shared/admin/demo-staff.ts';

/** The demo staff (src/shared/admin/demo-staff.ts), with their demo passwords hashed as any other. */
export async function seedDemoStaff(tx: Queryable) {
  const [first] = await tx.query<{ id: number }>('select id from organization order by id limit 1');
  for (const s of DEMO_STAFF) {
    await tx.query(
      `insert into staff_account (account, name, password_hash, roles, organization_id, must_change_password) values ($1, $2, $3, $4, $5, false)`,
      [s.account, s.name, await hash(s.password), s.roles, s.roles.includes('orgadmin') ? (first?.id ?? null) : null],
    );
  }
}
