import redaxios from 'redaxios';
import { config } from '../config.ts';
import { ApiError } from '../lib/api-error.ts';
import { downloadName } from '../lib/download-name.ts';
import type { Notice } from '../lib/notify.ts';
import { t } from '../strings.ts';
import { parseEnvelope, type Envelope } from './envelope.ts';
import { statusMessage } from './errors.ts';
import { isStaffUrl, tokenFor } from './token-choice.ts';

export type { Envelope };

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  /** Send the body form-encoded (as a query string) instead of JSON. */
  form?: boolean;
  /** Envelope codes handed back to the caller instead of raising (the login call's 0/10005/10022/10010). */
  passCodes?: readonly number[];
  /** Do not toast on failure (background refreshes). */
  silent?: boolean;
  /** HTTP statuses the caller tells the user about itself (a detail page's 404): no toast for these. */
  handles?: readonly number[];
  /**
   * The toast and the error say the server's sentence for these HTTP statuses, not the catalogue's: a refusal that
   * tells the user what to do instead (the pledge page's link into the mini-program, issue 48).
   */
  serverWords?: readonly number[];
}

/**
 * What the client needs from the layers above it, handed in at start-up (src/app/start.tsx) so that it imports nothing
 * above lib. The defaults suit the server renderer: nobody is signed in, nobody sees a toast, the network is there.
 */
export interface HttpHooks {
  /** The signed-in alumnus's token, read for every request outside the console's API. */
  token: () => string | undefined;
  /** The signed-in member of staff's token, read for every request to the console's API (/admin/). */
  staffToken: () => string | undefined;
  /** Tells the user that a call failed. */
  notify: (notice: Notice) => void;
  /** False when the device has no network: a failed call is then an offline one, not an error. */
  online: () => boolean;
  /** What a 401 does: the session logs out and goes home. */
  onUnauthorized: () => void;
  /** What a 401 from the console's API does: the staff session ends and the console asks to sign in again. */
  onStaffUnauthorized: () => void;
  /** How requests go out: fetch, or in-process answers when the server renders a page. */
  transport: typeof fetch;
}

const hooks: HttpHooks = {
  token: () => undefined,
  staffToken: () => undefined,
  notify: () => {},
  online: () => true,
  onUnauthorized: () => {},
  onStaffUnauthorized: () => {},
  // Looked up at each call, not bound once, so a test's stubbed fetch is the one used.
  transport: (input, init) => fetch(input, init),
};

/** Sets some of the hooks; the others keep what they had. */
export function configureHttp(given: Partial<HttpHooks>) {
  Object.assign(hooks, given);
}

const client = redaxios.create({ baseURL: config.apiBase, validateStatus: (s) => s >= 200 && s < 300 });

function withTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return hooks.transport(input, { ...init, signal: AbortSignal.timeout(config.timeout) });
}

function cleanParams(params: RequestOptions['params']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

export function buildRequest(method: Method, url: string, options: RequestOptions, now = Date.now()) {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Start': String(now),
  };
  const token = tokenFor(url, { alumni: hooks.token(), staff: hooks.staffToken() });
  if (token) headers.Authorization = `Bearer ${token}`;
  const params = cleanParams(options.params);
  if (method === 'get') params._t = String(now);
  let data: unknown = options.data;
  if (options.form && data && typeof data === 'object') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    data = new URLSearchParams(cleanParams(data as RequestOptions['params'])).toString();
  } else if (method !== 'get' && data === undefined) {
    data = {};
  }
  return { url, method, headers, params, data: method === 'get' ? undefined : data };
}

/** A 401 ends the session whose token the request carried, and only that one. */
function unauthorized(url: string) {
  if (isStaffUrl(url)) hooks.onStaffUnauthorized();
  else hooks.onUnauthorized();
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) hooks.notify({ intent: 'error', text: error.message });
  throw error;
}

/** The one place that knows the envelope and the error catalogue. Resolves with `data` of a code-0 envelope. */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(method, url, options)).data;
}

export async function requestEnvelope<T>(method: Method, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const built = buildRequest(method, url, options);
  let response: { status: number; data: unknown };
  try {
    response = await client.request(built.url, { ...built, fetch: withTimeout } as Parameters<typeof client.request>[1]);
  } catch (raw) {
    const error = raw as { status?: number; data?: unknown; name?: string };
    const timedOut = error?.name === 'TimeoutError' || error?.name === 'AbortError';
    throw refused(url, error?.status || (timedOut && hooks.online() ? 408 : 0), error?.data, options);
  }
  return answered<T>(url, response.status, response.data, options);
}

/**
 * A call that got no 2xx answer: `status` 0 when none came (offline is a normal state with its own banner: no toast,
 * and callers can tell it apart). Tells the user unless the caller handles it, ends the session on a 401.
 */
function refused(url: string, status: number, body: unknown, options: RequestOptions): ApiError {
  const fullUrl = `${config.apiBase}${url}`;
  if (!status && !hooks.online()) return new ApiError(t.pwa.offlineTitle, 0, 0, fullUrl, undefined, true);
  status ||= 500;
  const envelope = parseEnvelope(body);
  const field = (envelope?.data as { field?: string } | null | undefined)?.field;
  if (status === 401) unauthorized(url);
  // The toast says the catalogue's text; a 400 with a field keeps the server's sentence for the form, and a caller may
  // ask for the server's sentence for some statuses.
  const serverWords = options.serverWords?.includes(status) && envelope?.msg ? envelope.msg : undefined;
  const message = serverWords ?? (status === 400 && envelope?.msg ? envelope.msg : statusMessage(status, fullUrl));
  if (!options.silent && !options.handles?.includes(status))
    hooks.notify({ intent: 'error', text: serverWords ?? statusMessage(status, fullUrl) });
  return new ApiError(message, status, envelope?.code ?? status, fullUrl, field);
}

/** A 2xx answer: its envelope when the code is 0 (or one the caller passes), else the envelope's refusal. */
function answered<T>(url: string, status: number, body: unknown, options: RequestOptions): Envelope<T> {
  const fullUrl = `${config.apiBase}${url}`;
  const envelope = parseEnvelope(body);
  if (!envelope) return fail(new ApiError(statusMessage(500, fullUrl), status, 500, fullUrl), options.silent);
  if (envelope.code === 0 || options.passCodes?.includes(envelope.code)) return envelope as Envelope<T>;
  if (envelope.code === 401) unauthorized(url);
  return fail(new ApiError(envelope.msg || statusMessage(envelope.code, fullUrl), status, envelope.code, fullUrl), options.silent);
}

/**
 * A file sent as multipart, its progress told as the share sent (0 to 1): fetch reports none, XMLHttpRequest does, and a
 * roster of 100,000 rows is 12 MB. Answers and refusals as any call's.
 */
export function upload<T>(url: string, body: FormData, onProgress: (sent: number) => void, options: RequestOptions = {}): Promise<T> {
  const built = buildRequest('post', url, options);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiBase}${url}`);
    for (const [name, value] of Object.entries(built.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = config.timeout;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onProgress(1);
    const settle = (status: number) => {
      try {
        if (status >= 200 && status < 300) resolve(answered<T>(url, status, xhr.response, options).data);
        else reject(refused(url, status, xhr.response, options));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () => settle(xhr.status);
    xhr.onerror = () => settle(0);
    xhr.ontimeout = () => settle(408);
    xhr.send(body);
  });
}

/**
 * A file the API answers (an export): fetched rather than linked to, since tokens are no cookies and only a request
 * carrying one in its header is let in. Resolves with the file and the name the server gives it (else `fallback`);
 * a refusal is told and thrown as any call's.
 */
export async function download(url: string, params: RequestOptions['params'], fallback: string): Promise<{ blob: Blob; name: string }> {
  const built = buildRequest('get', url, { params });
  const fullUrl = `${config.apiBase}${url}`;
  let response: Response;
  try {
    response = await withTimeout(`${fullUrl}?${new URLSearchParams(built.params)}`, { headers: built.headers });
  } catch (raw) {
    if (!hooks.online()) throw new ApiError(t.pwa.offlineTitle, 0, 0, fullUrl, undefined, true);
    const timedOut = (raw as Error)?.name === 'TimeoutError' || (raw as Error)?.name === 'AbortError';
    return fail(new ApiError(statusMessage(timedOut ? 408 : 500, fullUrl), 0, timedOut ? 408 : 500, fullUrl), false);
  }
  if (!response.ok) {
    const envelope = parseEnvelope(await response.json().catch(() => undefined));
    if (response.status === 401) unauthorized(url);
    const field = (envelope?.data as { field?: string } | null | undefined)?.field;
    // A refused input and a rate limit (how long to wait) are the server's to word; the rest by status.
    const message =
      (response.status === 400 || response.status === 429) && envelope?.msg ? envelope.msg : statusMessage(response.status, fullUrl);
    return fail(new ApiError(message, response.status, envelope?.code ?? response.status, fullUrl, field), false);
  }
  return { blob: await response.blob(), name: downloadName(response.headers.get('content-disposition'), fallback) };
}

export const http = {
  get: <T>(url: string, params?: RequestOptions['params'], options?: RequestOptions) => request<T>('get', url, { ...options, params }),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('post', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('put', url, { ...options, data }),
  delete: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>('delete', url, { ...options, data }),
  download,
  upload,
};
