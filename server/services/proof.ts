import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { idNumberError, maskIdNumber, PROOF_CERTIFICATE_DICT, proofSchema, type ProofDelivery } from '../../src/shared/proof-forms.ts';
import { deliver } from './_inbox.ts';
import type { ServiceModule } from './module.ts';

const TAG = '证明补办';
const str = { type: 'string' };

const applicationSchema = {
  type: 'object',
  required: ['id', 'name', 'studentNo', 'faculty', 'major', 'graduationYear', 'certificateType', 'reason', 'delivery', 'address',
    'phone', 'idNumber', 'status', 'rejectReason', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' }, name: str, studentNo: str, faculty: str, major: str, graduationYear: { type: 'integer' },
    certificateType: str, reason: str, delivery: { type: 'string', enum: ['post', 'pickup'] }, address: str, phone: str,
    idNumber: { type: 'string', description: '已脱敏' },
    status: { type: 'string', enum: ['submitted', 'reviewing', 'done', 'rejected'], description: 'submitted 已提交，reviewing 审核中，done 已办结，rejected 未通过' },
    rejectReason: str,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

interface ProofBody {
  name: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number;
  certificateType: string;
  reason: string;
  delivery: ProofDelivery;
  address?: string | null;
  phone: string;
  idNumber: string;
}

const selectApplications = `
  select id, name, student_no as "studentNo", faculty, major, graduation_year as "graduationYear",
         certificate_type as "certificateType", reason, delivery, coalesce(address, '') as address, phone, id_number as "idNumber",
         status, coalesce(reject_reason, '') as "rejectReason", created_at as "createdAt", updated_at as "updatedAt"
    from proof_application`;

const masked = (row: { idNumber: string }) => ({ ...row, idNumber: maskIdNumber(row.idNumber) });

export function registerProofRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Body: ProofBody }>(
    '/api/alumproof',
    {
      config: { changesPublicPages: false, access: 'graduate' },
      schema: {
        tags: [TAG], summary: '提交证明补办申请（仅已毕业校友）；邮寄时须填写地址',
        body: toJsonSchema(proofSchema),
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const values = assertForm<ProofBody>(proofSchema, request.body);
      const idError = idNumberError(values.idNumber);
      if (idError) throw new HttpError(400, idError, 400, 'idNumber');
      const [type] = await db.query('select 1 from sys_dict where dict_type = $1 and dict_value = $2', [PROOF_CERTIFICATE_DICT, values.certificateType]);
      if (!type) throw new HttpError(400, '请选择有效的证明类型', 400, 'certificateType');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ idNumber: string }>(
          `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason,
                                          delivery, address, phone, id_number)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           returning id, name, student_no as "studentNo", faculty, major, graduation_year as "graduationYear",
                     certificate_type as "certificateType", reason, delivery, coalesce(address, '') as address, phone,
                     id_number as "idNumber", status, coalesce(reject_reason, '') as "rejectReason",
                     created_at as "createdAt", updated_at as "updatedAt"`,
          [user.id, values.name, values.studentNo, values.faculty, values.major, values.graduationYear, values.certificateType,
            values.reason, values.delivery, values.delivery === 'post' ? values.address : null, values.phone, values.idNumber.toUpperCase()],
        );
        await deliver(tx, user.id, 'review', '证明补办申请已提交',
          '<p>您的证明补办申请已提交，审核结果将通过站内消息通知您，也可在证明补办页查看进度。</p>');
        return created;
      });
      return ok(masked(row), '申请已提交');
    },
  );

  app.get(
    '/api/alumproof/my',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '我的证明补办申请（新的在前），含状态与未通过原因，身份证号脱敏', response: { 200: envelopeSchema({ type: 'array', items: applicationSchema }) } },
    },
    async (request) => {
      const rows = await db.query<{ idNumber: string }>(`${selectApplications} where user_id = $1 order by created_at desc, id desc`, [request.user!.id]);
      return ok(rows.map(masked));
    },
  );
}

async function seed(tx: Queryable) {
  const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from sys_dict where dict_type = $1', [PROOF_CERTIFICATE_DICT]);
  if (n === 0) {
    for (const [i, label] of ['毕业证明书', '学位证明书', '学籍证明', '成绩单'].entries()) {
      await tx.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $2, $3)', [PROOF_CERTIFICATE_DICT, label, i + 1]);
    }
  }
  const [user] = await tx.query<{ id: number; studentNo: string; faculty: string; major: string; graduationYear: number }>(
    `select id, student_no as "studentNo", coalesce(faculty, '信息工程学院') as faculty, coalesce(major, '计算机科学与技术') as major,
            coalesce(graduation_year, 2016) as "graduationYear"
       from app_user where name = '张明' limit 1`,
  );
  if (!user) return;
  const rows: Array<[string, string, ProofDelivery, string | null, string, string, string]> = [
    ['毕业证明书', '毕业证书原件在搬家时遗失，办理落户需要毕业证明', 'post', '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 1203 室', 'done', '90 days', '80 days'],
    ['成绩单', '申请海外硕士项目，需要中英文成绩单各两份', 'pickup', null, 'reviewing', '6 days', '3 days'],
  ];
  for (const [type, reason, delivery, address, status, created, updated] of rows) {
    await tx.query(
      `insert into proof_application (user_id, name, student_no, faculty, major, graduation_year, certificate_type, reason,
                                      delivery, address, phone, id_number, status, created_at, updated_at)
       values ($1, '张明', $2, $3, $4, $5, $6, $7, $8, $9, '13857101234', '330102199003071230', $10,
               now() - $11::interval, now() - $12::interval)`,
      [user.id, user.studentNo, user.faculty, user.major, user.graduationYear, type, reason, delivery, address, status, created, updated],
    );
  }
}

export default {
  name: 'proof',
  register: (app, db) => registerProofRoutes(app, db),
  seed,
  seedTable: 'proof_application',
} satisfies ServiceModule;
