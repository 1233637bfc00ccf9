// Visible texts of this service (zh-CN); part of the one strings module, t.recruitment.
export const recruitment = {} as const;
