import { PROOF_STATUSES, type proofSchema } from '../proof-forms.ts';
import type { SchemaType } from './schema-type.ts';
import { record, str } from './shapes.ts';

export const proofApplicationSchema = record({
  id: { type: 'integer' },
  name: str,
  studentNo: str,
  faculty: str,
  major: str,
  graduationYear: { type: 'integer' },
  certificateType: str,
  reason: str,
  delivery: { type: 'string', enum: ['post', 'pickup'] },
  address: str,
  phone: str,
  idNumber: { type: 'string', description: '已脱敏' },
  status: {
    type: 'string',
    enum: PROOF_STATUSES,
    description: 'submitted 已提交，accepted 已受理，processing 办理中，posted 已寄出，ready 可领取，rejected 未通过',
  },
  rejectReason: str,
  trackingNo: { type: 'string', description: '快递单号（已寄出时）' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

/** An application as answered: the ID number comes masked. */
export type ProofApplication = SchemaType<typeof proofApplicationSchema>;
/** The application body, as the shared form schema describes it (the route checks it with that schema too). */
export type ProofBody = SchemaType<typeof proofSchema>;
