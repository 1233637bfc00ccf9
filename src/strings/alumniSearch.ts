// Visible texts of this service (zh-CN); part of the one strings module, t.alumniSearch.
export const alumniSearch = {} as const;
