import type { Queryable } from '../connect.ts';
import type { Seal } from './types.ts';
import { PROOF_CERTIFICATE_DICT, type ProofDelivery } from '../../../src/shared/proof-forms.ts';

/** The certificate types, and two applications of 张明's (one posted to him, one being processed). */
export async function seedProof(tx: Queryable, seal: Seal) {
  const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from sys_dict where dict_type = $1', [PROOF_CERTIFICATE_DICT]);
  if (n === 0) {
    for (const [i, label] of ['毕业证明书', '学位证明书', '学籍证明', '成绩单'].entries()) {
      await tx.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $2, $3)', [
        PROOF_CERTIFICATE_DICT,
        label,
        i + 1,
      ]);
    }
  }
  const [user] = await tx.query<{ id: number; studentNo: string; faculty: string; major: string; graduationYear: number }>(
    `select id, student_no as "studentNo", coalesce(faculty, '信息工程学院') as faculty, coalesce(major, '计算机科学与技术') as major,
            coalesce(graduation_year, 2016) as "graduationYear"
       from app_user where name = '张明' limit 1`,
  );
  if (!user) return;
  const rows: Array<[string, string, ProofDelivery, string | null, string, string, string, string]> = [
    [
      '毕业证明书',
      '毕业证书原件在搬家时遗失，办理落户需要毕业证明',
      'post',
      '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 1203 室',
      'posted',
      'SF1402387756312',
      '90 days',
      '80 days',
    ],
    [
      '成绩单',
      '申请海外硕士项目，需要中英文成绩单各两份',
      'post',
      '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 1203 室',
      'processing',
      '',
      '6 days',
      '3 days',
    ],
  ];
  for (const [type, reason, delivery, address, status, trackingNo, created, updated] of rows) {
    await tx.query(
      `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason,
                                      delivery, address, phone, id_number, status, tracking_no, created_at, updated_at)
       values ($1, '张明', $2, $3, $4, $5, $6, $7, $8, $9, $14, $15, $10, $11,
               now() - $12::interval, now() - $13::interval)`,
      [
        user.id,
        user.studentNo,
        user.faculty,
        user.major,
        user.graduationYear,
        type,
        reason,
        delivery,
        address,
        status,
        trackingNo,
        created,
        updated,
        seal('proof_application.phone', '13857101234'),
        seal('proof_application.id_number', '330102199003071230'),
      ],
    );
  }
}
