import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { DUPLICATE_SUBMISSIONS } from '../../src/shared/submission-limits.ts';

/** Errors a route throws on purpose; everything else is logged and answered without details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = '内容') => new HttpError(404, `${what}不存在或已删除`);

/**
 * The second of two identical submissions, refused by a live-record unique index (migration 022) inside its
 * transaction: answered like any bad input, naming the field that makes it the same. Any other error: undefined.
 */
export function duplicateSubmission(error: unknown): HttpError | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  const rule = code === '23505' && typeof constraint === 'string' ? DUPLICATE_SUBMISSIONS[constraint] : undefined;
  return rule && new HttpError(400, rule.message, 400, rule.field);
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const partNames: Record<string, [part: string, item: string]> = {
  querystring: ['查询参数', '查询参数'],
  params: ['路径参数', '路径参数'],
  body: ['请求体', '请求体字段'],
  headers: ['请求头', '请求头'],
};

/** Turns the first schema violation into a Chinese sentence that names the field. */
export function describeValidation(error: AjvError, context: string | undefined): { field: string; msg: string } {
  const pathField = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty as string | undefined;
  const extra = error.params.additionalProperty as string | undefined;
  // A missing or unknown property is named by its full path (visitors.0.age), like every other field.
  const named = missing ?? extra;
  const field = named !== undefined ? (pathField ? `${pathField}.${named}` : named) : pathField || (context ?? 'body');
  const p = error.params;
  const [part, item] = partNames[context ?? ''] ?? ['参数', '参数'];
  // "请求体字段 amount …" for a field; "请求体 …" when the whole part is wrong (a JSON array where an object belongs).
  const what = named !== undefined || pathField ? `${item} ${field}` : part;
  switch (error.keyword) {
    case 'required':
      return { field, msg: `缺少必填${item} ${field}` };
    case 'additionalProperties':
      return { field, msg: `不支持的${item} ${field}` };
    case 'type':
      return { field, msg: `${what} 类型错误，应为${typeName(String(p.type))}` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, msg: `${what} 不能小于 ${p.limit}` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, msg: `${what} 不能大于 ${p.limit}` };
    case 'minLength':
      return { field, msg: `${what} 长度不能少于 ${p.limit} 个字符` };
    case 'maxLength':
      return { field, msg: `${what} 长度不能超过 ${p.limit} 个字符` };
    case 'minItems':
      return { field, msg: `${what} 至少需要 ${p.limit} 项` };
    case 'maxItems':
      return { field, msg: `${what} 不能超过 ${p.limit} 项` };
    case 'enum':
      return { field, msg: `${what} 取值无效，可选值：${(p.allowedValues as unknown[]).filter((v) => v !== null).join('、')}` };
    case 'pattern':
    case 'format':
      return { field, msg: `${what} 格式不正确` };
    default:
      return { field, msg: `${what} 不合法` };
  }
}

const typeNames: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** 'integer' as 整数; a union such as 'object,null' as 对象或空值. */
function typeName(type: string): string {
  return type
    .split(',')
    .map((t) => typeNames[t] ?? t)
    .join('或');
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError & { validationContext?: string }, request, reply) => {
    const error = duplicateSubmission(thrown) ?? thrown;
    if ('validation' in error && error.validation?.length) {
      const { field, msg } = describeValidation(error.validation[0] as AjvError, error.validationContext);
      return reply.status(400).send(fail(400, msg, { field }));
    }
    if (error instanceof HttpError) {
      return reply.status(error.status).send(fail(error.code, error.message, error.field ? { field: error.field } : null));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
      const msg =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `请求体过大，不能超过 ${Math.round(request.server.initialConfig.bodyLimit! / 1024 / 1024)} MB`
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '不支持的请求内容类型，请以 application/json 发送'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? '请求体为空，应为 JSON'
              : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
                ? '请求体不是有效的 JSON'
                : status === 429
                  ? error.message || '请求过于频繁，请稍后再试'
                  : '请求参数错误';
      return reply.status(status).send(fail(status, msg, null));
    }
    request.log.error(error);
    return reply.status(500).send(fail(500, '服务器内部错误，请稍后再试'));
  });
}

/**
 * Errors Fastify raises before routing, such as a path with broken percent-encoding (/api/alumnews/%E0%A4%A):
 * the same envelope as everything else instead of Fastify's own { error, message, statusCode }.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(fail(status, error.code === 'FST_ERR_BAD_URL' ? '请求地址无效' : '请求无效', null));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed request line), answered
 * in the envelope like every other error, on the raw socket: there is no request or reply yet.
 */
export function clientErrorAnswer(error: { code?: string }): { status: number; text: string; body: string } | undefined {
  if (error.code === 'ECONNRESET') return undefined;
  const [status, text, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求头过大']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时']
        : [400, 'Bad Request', '请求格式无效'];
  return { status, text, body: JSON.stringify(fail(status, msg, null)) };
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  const answer = clientErrorAnswer(error);
  if (answer && !socket.destroyed && socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(answer.body)}\r\nConnection: close\r\n\r\n${answer.body}`,
    );
  }
  socket.destroy();
}
