// npm run staff -- <command>: staff accounts from the command line, for the first 管理员 of a real deployment (and a
// way back in when every 管理员 is locked out). Uses the server's database (DATABASE_URL, or the embedded one).
//   npm run staff -- add <account> --role <admin|editor|reviewer|orgadmin> [--role …] [--name 姓名] [--org <organisation id>]
//   npm run staff -- reset <account>     a new one-time password; unlocks the account and ends its sessions
//   npm run staff -- unlock <account>    lifts the locks wrong passwords put on the account, from every address
//   npm run staff -- list
// A new or reset password is printed once and must be changed at the first sign-in.
import { parseArgs } from 'node:util';
import { hashPassword, oneTimePassword } from '../server/auth/passwords.ts';
import { readConfig } from '../server/config/index.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { appendAudit } from '../server/repositories/audit.ts';
import { insertStaff, revokeStaffSessions, setStaffPassword, staffByAccount, unlockStaff } from '../server/repositories/staff.ts';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../src/shared/admin/roles.ts';
import { staffAccountField } from '../src/shared/admin/staff-forms.ts';

const usage = `用法：
  npm run staff -- add <账号> --role <${STAFF_ROLES.join('|')}> [--role …] [--name 姓名] [--org 组织编号]
  npm run staff -- reset <账号>
  npm run staff -- unlock <账号>
  npm run staff -- list`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', multiple: true }, name: { type: 'string' }, org: { type: 'string' } },
});
const [command, account] = positionals;
if (!command || !['add', 'reset', 'unlock', 'list'].includes(command)) fail(usage);
if (command !== 'list' && !account) fail(usage);
if (account && !new RegExp(staffAccountField.pattern).test(account)) fail(staffAccountField.patternMessage);

const config = readConfig();
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const record = (summary: string, entityId: number) =>
  appendAudit(db, {
    staffId: null,
    account: 'npm run staff',
    ip: 'localhost',
    action: `staff ${command}`,
    entity: 'staff',
    entityId: String(entityId),
    summary,
  });
try {
  await migrate(db);
  if (command === 'list') {
    const rows = await db.query<{ account: string; name: string; roles: string[]; disabled: boolean }>(
      'select account, name, roles, disabled from staff_account order by id',
    );
    for (const r of rows) console.log(`${r.account}\t${r.name}\t${r.roles.join(',')}${r.disabled ? '\t已停用' : ''}`);
    if (!rows.length) console.log('尚无管理后台账号');
  } else if (command === 'add') {
    const roles = values.role ?? [];
    if (!roles.length || !roles.every(isStaffRole)) fail(`请用 --role 指定角色：${STAFF_ROLES.join('、')}\n${usage}`);
    const organizationId = values.org ? Number(values.org) : null;
    if ((roles as StaffRole[]).includes('orgadmin') && !Number.isInteger(organizationId)) fail('组织管理员须用 --org 指定所管理的组织编号');
    if (await staffByAccount(db, account)) fail(`账号 ${account} 已存在；如需重置密码：npm run staff -- reset ${account}`);
    const password = oneTimePassword();
    const id = await insertStaff(db, {
      account,
      name: values.name ?? account,
      passwordHash: await hashPassword(password),
      roles: roles as StaffRole[],
      organizationId,
      mustChangePassword: true,
    });
    await record(`命令行创建账号 ${account}（${roles.join(',')}）`, id);
    console.log(`已创建账号 ${account}。一次性密码（仅显示这一次，首次登录后须修改）：\n${password}`);
  } else if (command === 'unlock') {
    const row = await staffByAccount(db, account);
    if (!row) fail(`没有账号 ${account}`);
    await unlockStaff(db, row.id);
    await record(`命令行解除账号 ${account} 的锁定`, row.id);
    console.log(`已解除账号 ${account} 的锁定（所有地址）。`);
  } else {
    const row = await staffByAccount(db, account);
    if (!row) fail(`没有账号 ${account}`);
    const password = oneTimePassword();
    await setStaffPassword(db, row.id, await hashPassword(password), true);
    await revokeStaffSessions(db, row.id);
    await record(`命令行重置账号 ${account} 的密码`, row.id);
    console.log(`已重置账号 ${account} 的密码并解除锁定。一次性密码（仅显示这一次，首次登录后须修改）：\n${password}`);
  }
} finally {
  await db.close();
}
