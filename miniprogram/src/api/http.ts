import Taro from '@tarojs/taro';

// The one HTTP client: every answer is the portal's envelope { code, msg, data } (server/http/envelope.ts); code 0 is
// success. A failure is an ApiError with the HTTP status, the envelope's code and msg, and the field a 400 names.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }

  /** The form field a 400 names (data.field), if any. */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | null)?.field;
    return typeof field === 'string' ? field : undefined;
  }
}

/** The request never got an answer (no network, the server unreachable, a time-out): the page offers 重试. */
export class NetworkError extends Error {
  constructor(readonly cause?: unknown) {
    super('network');
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  token?: string | null;
}

const TIMEOUT_MS = 15000;

/** Calls the portal's API at `path` (e.g. /api/mp/session) and answers the envelope's data. */
export async function request<T>(path: string, { method = 'GET', body, token }: RequestOptions = {}): Promise<T> {
  let response: Taro.request.SuccessCallbackResult<Envelope<T> | string>;
  try {
    response = await Taro.request<Envelope<T> | string>({
      url: MP_API_BASE + path,
      method,
      data: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      header: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      timeout: TIMEOUT_MS,
      dataType: 'json',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const status = response.statusCode;
  const envelope = typeof response.data === 'string' ? parse<T>(response.data) : response.data;
  if (!envelope || typeof envelope.code !== 'number') {
    // Not the portal answering (a proxy's error page): as good as no answer.
    if (status >= 500 || status === 0) throw new NetworkError(status);
    throw new ApiError(status, status, `请求失败（${status}）`, null);
  }
  if (status >= 400 || envelope.code !== 0) throw new ApiError(status, envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}

function parse<T>(text: string): Envelope<T> | undefined {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/** The portal's address of an upload or medium (/media/…, /api/upload/…): absolute in WeChat, as is in H5. */
export const mediaUrl = (src: string): string => (src.startsWith('/') ? MP_API_BASE + src : src);

/** Rich text from the portal (already sanitised by the server) with its own addresses made absolute for WeChat. */
export const richText = (html: string): string => (MP_API_BASE ? html.replace(/(\s(?:src|href)=["'])\//g, `$1${MP_API_BASE}/`) : html);
