import { http } from '../../api/http.ts';
import type { ProofApplication } from '../../shared/api/proof.ts';
export type { ProofApplication } from '../../shared/api/proof.ts';

export type ProofBody = Omit<ProofApplication, 'id' | 'status' | 'rejectReason' | 'createdAt' | 'updatedAt'>;

export const proofApi = {
  submit: (body: ProofBody) => http.post<ProofApplication>('/alumproof', body),
  my: () => http.get<ProofApplication[]>('/alumproof/my'),
};
