// Visible texts of this service (zh-CN); part of the one strings module, t.activityApply.
export const activityApply = {} as const;
