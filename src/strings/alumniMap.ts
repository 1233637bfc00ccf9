// Visible texts of this service (zh-CN); part of the one strings module, t.alumniMap.
export const alumniMap = {} as const;
