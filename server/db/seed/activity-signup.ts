import type { Queryable } from '../connect.ts';

const activityTypes: Array<[value: string, label: string]> = [
  ['homecoming', '校友返校'],
  ['lecture', '学术讲座'],
  ['forum', '行业论坛'],
  ['sports', '文体活动'],
  ['charity', '公益活动'],
  ['chapter', '地方校友会活动'],
];

const day = 86400000;
/** A moment `days` from now at the given Beijing hour, so seeded proposals stay ahead of the calendar. */
const ahead = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hour - 8, 0, 0, 0);
  return d;
};

/** The activity types, 张明's sign-up to the next open activity, and two proposals of his. */
export async function seedActivitySignup(tx: Queryable) {
  const existing = await tx.query("select 1 from sys_dict where dict_type = 'activity_type' limit 1");
  if (!existing.length) {
    for (const [i, [value, label]] of activityTypes.entries()) {
      await tx.query("insert into sys_dict (dict_type, dict_value, dict_label, sort) values ('activity_type', $1, $2, $3)", [
        value,
        label,
        200 + i,
      ]);
    }
  }
  const [zhang] = await tx.query<{ id: number }>("select id from app_user where name = '张明' order by id limit 1");
  if (!zhang) return;
  // 张明 has signed up to the next activity still open for sign-up (or, on an old calendar, the latest one).
  const [open] = await tx.query<{ id: number }>('select id from activity order by (signup_deadline > now()) desc, start_time asc limit 1');
  if (open) {
    await tx.query('insert into activity_signup (activity_id, user_id, created_at) values ($1, $2, $3)', [
      open.id,
      zhang.id,
      new Date(Date.now() - 2 * day),
    ]);
    await tx.query('update activity set signed_count = signed_count + 1 where id = $1 and signed_count < capacity', [open.id]);
  }
  await tx.query(
    `insert into activity_proposal (user_id, title, activity_type, start_time, end_time, place, capacity, signup_deadline, description, cover,
       status, review_note, created_at)
     values ($1, $2, 'homecoming', $3, $4, $5, 60, $6, $7, '', 'submitted', '', $8),
            ($1, $9, 'sports', $10, $11, $12, 32, $13, $14, '', 'approved', $15, $16)`,
    [
      zhang.id,
      '2007届计算机科学与技术专业毕业二十周年返校聚会',
      ahead(75, 9),
      ahead(75, 17),
      '信息工程学院大楼一楼报告厅',
      ahead(68, 20),
      '2007届计算机科学与技术专业的同学毕业即将二十年。聚会安排参观新建的信息工程学院大楼、与在校老师座谈、在学校第二食堂共进午餐，并在报告厅拍摄班级合影。欢迎同届同学携家属参加。',
      new Date(Date.now() - 3 * day),
      '杭州校友羽毛球友谊赛',
      ahead(30, 14),
      ahead(30, 18),
      '滨江体育中心羽毛球馆 3 号场',
      ahead(26, 20),
      '面向在杭校友的羽毛球友谊赛，设男单、女单和混双三个项目，按水平分组，赛后在场馆附近聚餐交流。场地费由杭州校友会承担，球拍可现场借用。',
      '已通过审核，杭州校友会将协助预订场地，活动信息将在报名开放后发布。',
      new Date(Date.now() - 10 * day),
    ],
  );
}
