// Visible texts of this service (zh-CN); part of the one strings module, t.scenery.
export const scenery = {} as const;
