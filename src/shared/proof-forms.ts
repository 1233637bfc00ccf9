import type { FormSchema } from './forms.ts';
import { ID_NUMBER_PATTERN } from './appointment-forms.ts';
import { idConsentField } from './consent.ts';

export { idNumberError, isValidIdNumber, maskIdNumber } from './appointment-forms.ts';

export const PROOF_CERTIFICATE_DICT = 'proof_certificate_type';
export const FIRST_GRADUATION_YEAR = 1984;

export const proofSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'studentNo',
    'faculty',
    'major',
    'graduationYear',
    'certificateType',
    'reason',
    'delivery',
    'phone',
    'idNumber',
    'idConsent',
  ],
  properties: {
    name: { type: 'string', title: '姓名', minLength: 2, maxLength: 30 },
    studentNo: {
      type: 'string',
      title: '学号',
      maxLength: 20,
      pattern: '^[A-Za-z0-9]{6,20}$',
      patternMessage: '学号应为 6 至 20 位字母或数字',
    },
    faculty: { type: 'string', title: '院系', minLength: 2, maxLength: 50 },
    major: { type: 'string', title: '专业', minLength: 2, maxLength: 50 },
    graduationYear: { type: 'integer', title: '毕业年份', minimum: FIRST_GRADUATION_YEAR, maximum: new Date().getFullYear() },
    certificateType: { type: 'string', title: '证明类型', maxLength: 50 },
    reason: { type: 'string', title: '补办原因', minLength: 5, maxLength: 200, multiline: true },
    delivery: { type: 'string', title: '领取方式', enum: ['post', 'pickup'] },
    address: { type: 'string', title: '邮寄地址', minLength: 5, maxLength: 200, requiredWhen: { field: 'delivery', values: ['post'] } },
    phone: { type: 'string', title: '手机号', maxLength: 11, pattern: '^1[3-9]\\d{9}$', patternMessage: '请输入 11 位手机号' },
    idNumber: { type: 'string', title: '身份证号', maxLength: 18, pattern: ID_NUMBER_PATTERN, patternMessage: '身份证号应为 18 位' },
    // The separate consent to the ID number (PIPL art. 29), ticked beside the field.
    idConsent: idConsentField,
  },
} as const satisfies FormSchema;

export type ProofDelivery = 'post' | 'pickup';
/** A request's statuses, in the order the office works through them: 已提交 → 已受理 → 办理中 → 已寄出 | 可领取, or 未通过. */
export const PROOF_STATUSES = ['submitted', 'accepted', 'processing', 'posted', 'ready', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];
/** Requests still in the office's hands (the review queue's pending count). */
export const PROOF_OPEN_STATUSES: readonly ProofStatus[] = ['submitted', 'accepted', 'processing'];
