// Visible texts of this service (zh-CN); part of the one strings module, t.appointment.
export const appointment = {} as const;
