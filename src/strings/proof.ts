// Visible texts of this service (zh-CN); part of the one strings module, t.proof.
export const proof = {} as const;
