import { http } from '../../api/http.ts';
import type { ProofDelivery, ProofStatus } from '../../shared/proof-forms.ts';

export interface ProofApplication {
  id: number;
  name: string;
  studentNo: string;
  faculty: string;
  major: string;
  graduationYear: number;
  certificateType: string;
  reason: string;
  delivery: ProofDelivery;
  address: string;
  phone: string;
  /** masked */
  idNumber: string;
  status: ProofStatus;
  rejectReason: string;
  createdAt: string;
  updatedAt: string;
}

export type ProofBody = Omit<ProofApplication, 'id' | 'status' | 'rejectReason' | 'createdAt' | 'updatedAt'>;

export const proofApi = {
  submit: (body: ProofBody) => http.post<ProofApplication>('/alumproof', body),
  my: () => http.get<ProofApplication[]>('/alumproof/my'),
};
