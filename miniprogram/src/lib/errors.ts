import { ApiError } from '../api/http';

/** The envelope code of a login ticket that cannot take the step (server/routes/mp.ts MP_TICKET_REFUSED). */
export const TICKET_REFUSED = 10022;
/** WeChat failed while the server asked it (MP_WECHAT_FAILED): msg is a sentence to show, with 重试. */
export const WECHAT_FAILED = 10030;

export const isApiError = (error: unknown, status?: number, code?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status) && (code === undefined || error.code === code);

/** The ticket's state a refusal names (data.status), if any. */
export const refusedStatus = (error: ApiError): string | undefined => {
  const status = (error.data as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : undefined;
};
