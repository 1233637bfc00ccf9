// Visible texts of this service (zh-CN); part of the one strings module, t.organizationJoin.
export const organizationJoin = {} as const;
