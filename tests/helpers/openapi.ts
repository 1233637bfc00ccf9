import type { FastifyInstance } from 'fastify';
import { PERSONAL_SECURITY } from '../../server/auth/session.ts';
import { STAFF_SECURITY } from '../../server/auth/staff.ts';
import { MP_SECURITY } from '../../server/routes/mp.ts';

/** The part of an OpenAPI 3.0 schema the tests read. */
export interface Schema {
  type?: string;
  description?: string;
  nullable?: boolean;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** as documented, with {id} placeholders */
  path: string;
  label: string;
  params: Parameter[];
  /** request body schema by content type */
  body: Record<string, Schema>;
  /** guarded by requireUser (the document's security marker) */
  personal: boolean;
  /** a console operation: guarded by the staff token and a role (the staff security marker) */
  console: boolean;
  /** a mini-program operation: guarded by a mini-program session (tests/server/wechat-mp.test.ts) */
  mp: boolean;
}

/** Every operation in the app's own OpenAPI document: routes added later are covered without touching the tests. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: Schema }> };
          security?: Array<Record<string, string[]>>;
        }
      >
    >;
  };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = Object.fromEntries(Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [type, c.schema]));
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        label: `${method.toUpperCase()} ${path}`,
        params: op.parameters ?? [],
        body,
        personal: !!op.security?.some((s) => PERSONAL_SECURITY in s),
        console: !!op.security?.some((s) => STAFF_SECURITY in s),
        mp: !!op.security?.some((s) => MP_SECURITY in s),
      });
    }
  }
  return out;
}

export const typeOf = (s: Schema): string | undefined => s.type ?? (s.properties ? 'object' : undefined);

const STRING_CANDIDATES = [
  'AbCdE12345',
  'abcdefgh1234',
  '2026-01-01',
  '13800000000',
  '12345X',
  'a',
  // a stored file's name (a voucher's scan)
  '0123456789abcdef0123456789abcdef.png',
];

function sampleString(s: Schema): string {
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return '2026-01-01';
  const min = s.minLength ?? 0;
  const candidates = [...STRING_CANDIDATES, 'a'.repeat(Math.max(min, 1))];
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(v));
  const found = candidates.find(fits);
  if (found === undefined) throw new Error(`no sample string fits ${JSON.stringify(s)}: add a candidate in tests/helpers/openapi.ts`);
  return found;
}

/**
 * The smallest value the schema accepts: required properties only, the first enum value, the lowest number.
 * It passes the JSON schema, not necessarily the route's own checks; that is enough to aim one fault at one field.
 */
export function sample(s: Schema): unknown {
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties![k])]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(s);
    default:
      return null;
  }
}

/** `/api/x/{id}` with the given path values, URL-encoded unless `raw`. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (raw ? values[name] : encodeURIComponent(values[name])));
}

/** Sample values for an operation's path and query parameters. */
export function sampleParams(op: Operation): { path: Record<string, string>; query: Record<string, string> } {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = String(sample(p.schema));
    else if (p.in === 'query' && p.required) query[p.name] = String(sample(p.schema));
  }
  return { path, query };
}
