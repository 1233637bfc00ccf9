import { http } from '../../api/http.ts';
import type { ProofApplication, ProofBody } from '../../shared/api/proof.ts';
export type { ProofApplication, ProofBody } from '../../shared/api/proof.ts';

export const proofApi = {
  submit: (body: ProofBody) => http.post<ProofApplication>('/alumproof', body),
  my: () => http.get<ProofApplication[]>('/alumproof/my'),
};
