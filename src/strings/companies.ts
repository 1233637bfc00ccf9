// Visible texts of this service (zh-CN); part of the one strings module, t.companies.
export const companies = {} as const;
