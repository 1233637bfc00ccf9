import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';

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

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const partNames: Record<string, string> = { querystring: '查询参数', params: '路径参数', body: '请求体', headers: '请求头' };

/** Turns the first schema violation into a Chinese sentence that names the field. */
export function describeValidation(error: AjvError, context: string | undefined): { field: string; msg: string } {
  const pathField = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty as string | undefined;
  const extra = error.params.additionalProperty as string | undefined;
  const field = missing ?? extra ?? (pathField || (context ?? 'body'));
  const p = error.params;
  const where = partNames[context ?? ''] ?? '参数';
  switch (error.keyword) {
    case 'required':
      return { field, msg: `缺少必填${where} ${field}` };
    case 'additionalProperties':
      return { field, msg: `不支持的${where} ${field}` };
    case 'type':
      return { field, msg: `${where} ${field} 类型错误，应为${typeName(String(p.type))}` };
    case 'minimum':
    case 'exclusiveMinimum':
      return { field, msg: `${where} ${field} 不能小于 ${p.limit}` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { field, msg: `${where} ${field} 不能大于 ${p.limit}` };
    case 'minLength':
      return { field, msg: `${where} ${field} 长度不能少于 ${p.limit} 个字符` };
    case 'maxLength':
      return { field, msg: `${where} ${field} 长度不能超过 ${p.limit} 个字符` };
    case 'enum':
      return { field, msg: `${where} ${field} 取值无效，可选值：${(p.allowedValues as unknown[]).join('、')}` };
    case 'pattern':
    case 'format':
      return { field, msg: `${where} ${field} 格式不正确` };
    default:
      return { field, msg: `${where} ${field} 不合法` };
  }
}

function typeName(type: string): string {
  return ({ integer: '整数', number: '数字', string: '字符串', boolean: '布尔值', object: '对象', array: '数组' } as Record<string, string>)[type] ?? type;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error.validation?.length) {
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
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '请求体过大'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? '不支持的请求内容类型'
        : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? '请求体不是有效的 JSON'
        : status === 429 ? error.message || '请求过于频繁，请稍后再试'
        : '请求参数错误';
      return reply.status(status).send(fail(status, msg, null));
    }
    request.log.error(error);
    return reply.status(500).send(fail(500, '服务器内部错误，请稍后再试'));
  });
}
