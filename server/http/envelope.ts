import { idParams, pageData } from '../../src/shared/api/shapes.ts';

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
  return envelopeSchema(pageData(item));
}

export { pageQuerySchema } from '../../src/shared/api/query.ts';
export { idParams };

export const idParamsSchema = idParams({ id: '记录编号' });
