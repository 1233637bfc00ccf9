/** Every API answer is { code, msg, data }; code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 0, msg, data };
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

/** JSON schema of an envelope around `data`, for response serialisation and the OpenAPI document. */
export function envelopeSchema(data: object) {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  } as const;
}

export function pageSchema(item: object) {
  return envelopeSchema({
    type: 'object',
    required: ['list', 'total', 'pageNum', 'pageSize'],
    properties: {
      list: { type: 'array', items: item },
      total: { type: 'integer' },
      pageNum: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  });
}

export { pageQuerySchema } from '../../src/shared/api/query.ts';

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '记录编号' } },
} as const;
