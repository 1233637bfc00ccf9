import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { hiddenCharacter, hiddenCharacterMessage } from '../../src/shared/hidden-characters.ts';
import { HttpError } from './errors.ts';

type Schema = Record<string, unknown>;
type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

// Unknown fields are refused (400 naming the field), never dropped in silence; allErrors stays off (Ajv's DoS advice).
const common = { removeAdditional: false, useDefaults: true, allErrors: false } as const;
const pool = AjvCompiler();
type PoolArgs = Parameters<typeof pool>;
type AjvServerOptions = {
  plugins?: Extract<PoolArgs[1], { mode?: never }>['plugins'];
  onCreate?: Extract<PoolArgs[1], { mode?: never }>['onCreate'];
};

/**
 * One Ajv per kind of input. Query strings and path parameters are text, so '12' becomes the integer a schema asks
 * for; a JSON body is typed already, so `true` or `"12"` where an integer belongs is the client's error, not a guess.
 */
export const buildValidator = ((externalSchemas: PoolArgs[0], serverOptions: AjvServerOptions = {}) => {
  const compiler = (coerceTypes: 'array' | false) =>
    pool(externalSchemas, { plugins: serverOptions.plugins, onCreate: serverOptions.onCreate, customOptions: { ...common, coerceTypes } });
  const text = compiler('array');
  const json = compiler(false);
  // Fastify calls the compiler with the route part; the published type names only the schema.
  return (route: { httpPart?: string }) => (route.httpPart === 'body' ? json : text)(route as never);
}) as unknown as ValidatorFactory;

/** The portal's cache-buster, sent with every GET (src/api/http.ts): accepted everywhere and ignored. */
export const CACHE_BUSTER = '_t';
const cacheBuster = { type: 'string', maxLength: 20, description: '防缓存参数（客户端时间戳），服务器忽略' };

const isObjectSchema = (s: Schema) => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));

/** A copy of `schema` in which every object that does not say otherwise refuses unknown properties. */
export function closed(schema: Schema): Schema {
  const out: Schema = { ...schema };
  if (isObjectSchema(out) && out.additionalProperties === undefined) out.additionalProperties = false;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, Schema>).map(([k, v]) => [k, closed(v)]));
  }
  if (out.items && typeof out.items === 'object' && !Array.isArray(out.items)) out.items = closed(out.items as Schema);
  return out;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes every API route strict without each file having to remember it: unknown query parameters (except `_t`)
 * and unknown body fields answer 400, and a route that takes no body accepts only an empty object (or none).
 * Bodies described per content type (multipart uploads) are the route's own business.
 */
function strictRoute(route: RouteOptions) {
  if (!route.url.startsWith('/api/')) return;
  const schema: Schema = { ...(route.schema as Schema | undefined) };
  const query = (schema.querystring as Schema | undefined) ?? { type: 'object', properties: {} };
  schema.querystring = closed({ ...query, properties: { ...(query.properties as Schema), [CACHE_BUSTER]: cacheBuster } });
  const methods = [route.method].flat();
  if (schema.body === undefined && methods.some((m) => bodyMethods.has(m))) {
    schema.body = { type: ['object', 'null'], additionalProperties: false, properties: {}, description: '无需请求体（空对象或省略）' };
  } else if (schema.body && !(schema.body as Schema).content) {
    schema.body = closed(schema.body as Schema);
  }
  route.schema = schema;
}

/** The deepest nesting a request may carry: the portal's forms need three levels (visitors.0.name). */
export const MAX_INPUT_DEPTH = 32;

type InputFault = { field: string; problem: 'nul' | 'direction' | 'depth' };

/**
 * The first string holding a NUL character (which PostgreSQL cannot store in text) or a direction control (text that
 * shows as something else), or the first value nested deeper than MAX_INPUT_DEPTH, with its path. A walk with its own
 * stack: a JSON body under 1 MB can nest hundreds of thousands of levels, which a recursive walk would answer with a
 * stack overflow (a 500).
 */
export function inputFault(value: unknown): InputFault | undefined {
  const stack: Array<{ value: unknown; at: string; depth: number }> = [{ value, at: '', depth: 0 }];
  while (stack.length) {
    const { value: v, at, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { field: at, problem: 'nul' };
      if (hiddenCharacter(v, false) === 'direction') return { field: at, problem: 'direction' };
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { field: at, problem: 'depth' };
      // Reversed onto the stack, so fields are visited (and the first fault named) in their order.
      for (const [k, child] of Object.entries(v).reverse()) stack.push({ value: child, at: at ? `${at}.${k}` : k, depth: depth + 1 });
    }
  }
  return undefined;
}

export function installStrictInput(app: FastifyInstance) {
  app.addHook('onRoute', strictRoute);
  // Ajv turns '1e400' or 'Infinity' in a query or path into Infinity, and skips minimum and maximum for it:
  // caught here, after validation, before a handler can pass it to the database.
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['查询参数', request.query],
      ['路径参数', request.params],
    ] as const) {
      for (const [name, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (typeof v === 'number' && !Number.isFinite(v)) throw new HttpError(400, `${part} ${name} 不是有效的数字`, 400, name);
      }
    }
  });
  // Every route, the stand-in pages included, forms or not (the mini-program's sign-up name, a review's reason, a
  // search): a NUL would otherwise reach the database and fail there as a 500, and a direction override would show a
  // reader other text than was stored (the form schemas refuse it again in each field's own words).
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['查询参数', request.query],
      ['路径参数', request.params],
      ['请求体', request.body],
    ] as const) {
      const fault = inputFault(value);
      if (fault?.problem === 'nul') {
        throw new HttpError(400, `${part} ${fault.field || '内容'} 含有不允许的空字符`, 400, fault.field || undefined);
      }
      if (fault?.problem === 'direction') {
        throw new HttpError(
          400,
          hiddenCharacterMessage(fault.field ? `${part} ${fault.field} ` : part, 'direction'),
          400,
          fault.field || undefined,
        );
      }
      if (fault) {
        // Named by its top-level field: the full path of a value thousands of levels down says nothing more.
        const field = fault.field.split('.')[0];
        throw new HttpError(400, `${part} ${field || '内容'} 嵌套层数过多（最多 ${MAX_INPUT_DEPTH} 层）`, 400, field || undefined);
      }
    }
  });
}
