import type { Queryable } from '../connect.ts';

/** 张明 is a member of the Hangzhou association and waits for Shanghai's answer; 陈静 is a member too. */
export async function seedOrganizationJoin(tx: Queryable) {
  const users = await tx.query<{ id: number; name: string }>("select id, name from app_user where name in ('张明', '陈静')");
  const orgs = await tx.query<{ id: number; name: string }>('select id, name from organization');
  const user = (name: string) => users.find((u) => u.name === name)?.id;
  const org = (part: string) => orgs.find((o) => o.name.includes(part))?.id;
  const rows: Array<[number | undefined, number | undefined, string, string, string, string]> = [
    [
      org('杭州校友会'),
      user('张明'),
      '2016年毕业后一直在杭州工作，希望参加行业交流沙龙，也愿意为学弟学妹推荐实习岗位。',
      'approved',
      '欢迎加入杭州校友会！',
      '2026-09-12T10:20:00+08:00',
    ],
    [
      org('上海校友会'),
      user('张明'),
      '明年将调往上海分公司工作，希望提前认识在沪校友，参加行业沙龙。',
      'pending',
      '',
      '2026-11-15T19:05:00+08:00',
    ],
    [
      org('杭州校友会'),
      user('陈静'),
      '作为校友工作联络人，希望参与杭州校友会的日常活动组织。',
      'approved',
      '欢迎加入！',
      '2026-06-03T09:00:00+08:00',
    ],
  ];
  for (const [organizationId, userId, reason, status, note, createdAt] of rows) {
    if (!organizationId || !userId) continue;
    await tx.query(
      'insert into org_join_request (organization_id, user_id, reason, status, review_note, created_at) values ($1, $2, $3, $4, $5, $6)',
      [organizationId, userId, reason, status, note, createdAt],
    );
  }
}
