// Visible texts of this service (zh-CN); part of the one strings module, t.donation.
export const donation = {} as const;
