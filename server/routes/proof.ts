import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { deliver } from '../repositories/messages.ts';
import { recordIdNumberConsent } from '../repositories/consent.ts';
import { insertProofApplication, myProofApplications } from '../repositories/proof.ts';
import { dictHas } from '../repositories/site.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { idNumberError, maskIdNumber, PROOF_CERTIFICATE_DICT, proofSchema } from '../../src/shared/proof-forms.ts';
import { proofApplicationSchema as applicationSchema, type ProofApplication, type ProofBody } from '../../src/shared/api/proof.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '证明补办';

const masked = (row: ProofApplication): ProofApplication => ({ ...row, idNumber: maskIdNumber(row.idNumber) });

/** Certificate replacement: graduates apply, and follow their applications. */
const proofRoutes: RoutePlugin = async (app, { db, cipher }) => {
  app.post<{ Body: ProofBody }>(
    '/api/alumproof',
    {
      config: { changesPublicPages: false, access: 'graduate' },
      schema: {
        tags: [TAG],
        summary: '提交证明补办申请（仅已毕业校友）；邮寄时须填写地址；idConsent（对提供身份证号的单独同意）须为 true',
        body: toJsonSchema(proofSchema),
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const values = assertForm<ProofBody>(proofSchema, request.body);
      const idError = idNumberError(values.idNumber);
      if (idError) throw new HttpError(400, idError, 400, 'idNumber');
      if (!(await dictHas(db, PROOF_CERTIFICATE_DICT, values.certificateType)))
        throw new HttpError(400, '请选择有效的证明类型', 400, 'certificateType');
      const row = await db.transaction(async (tx) => {
        const created = await insertProofApplication(tx, cipher, user.id, {
          ...values,
          address: values.delivery === 'post' ? (values.address ?? null) : null,
          idNumber: values.idNumber.toUpperCase(),
        });
        // The separate consent the form took for the ID number, kept with the request it came with.
        await recordIdNumberConsent(tx, user.id, 'proof', `proof:${created.id}`);
        await deliver(
          tx,
          user.id,
          'review',
          '证明补办申请已提交',
          '<p>您的证明补办申请已提交，审核结果将通过站内消息通知您，也可在证明补办页查看进度。</p>',
        );
        return created;
      });
      return ok(masked(row), '申请已提交');
    },
  );

  app.get(
    '/api/alumproof/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我的证明补办申请（新的在前），含状态与未通过原因，身份证号脱敏',
        response: { 200: envelopeSchema({ type: 'array', items: applicationSchema }) },
      },
    },
    async (request) => ok((await myProofApplications(db, cipher, request.user!.id)).map(masked)),
  );
};

export default proofRoutes;
