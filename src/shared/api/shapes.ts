import type { JSONSchema } from 'json-schema-to-ts';

// The pieces the shared schemas are made of: the plain types, an object whose fields are all required, and a page of a
// list. Each answers the same JSON schema that used to be written out by hand, so the server's validation and the
// OpenAPI document stay as they were, and SchemaType still gives the TypeScript type. The functions are marked free of
// side effects, so that a browser bundle importing a schema module for one constant leaves its unused schemas out.

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const time = { type: 'string', format: 'date-time' } as const;
export const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

type Properties = Readonly<Record<string, JSONSchema>>;
type NoProperties = Record<never, never>;

/**
 * An object schema that requires every one of `properties` (in their order), and allows the `optional` ones after them:
 * `record({ id: int, name: str })` is `{ type: 'object', required: ['id', 'name'], properties: { id: …, name: … } }`.
 */
/* #__NO_SIDE_EFFECTS__ */
export function record<const P extends Properties, const O extends Properties = NoProperties>(properties: P, optional?: O) {
  return {
    type: 'object',
    required: Object.keys(properties) as (keyof P & string)[],
    properties: { ...properties, ...(optional as O) },
  } as const;
}

/** A page of a list, as every paged answer has it: the items, how many match, the page asked for, and what else rides along. */
/* #__NO_SIDE_EFFECTS__ */
export function pageData<const I extends object, const E extends Properties = NoProperties>(items: I, extra?: E) {
  return record({
    list: { type: 'array', items },
    total: int,
    pageNum: int,
    pageSize: int,
    ...(extra as E),
  });
}

/** A row's id in a path or a query: a whole number from 1 to PostgreSQL's largest integer. */
export const idOf = /* #__NO_SIDE_EFFECTS__ */ <const D extends string>(description: D) =>
  ({ type: 'integer', minimum: 1, maximum: 2147483647, description }) as const;

/** Path parameters that are all ids, each with what it numbers: `idParams({ id: '活动编号', signupId: '报名编号' })`. */
/* #__NO_SIDE_EFFECTS__ */
export function idParams<const N extends Readonly<Record<string, string>>>(names: N) {
  const properties = Object.fromEntries(Object.entries(names).map(([name, description]) => [name, idOf(description)]));
  return record(properties as { [K in keyof N]: ReturnType<typeof idOf<N[K]>> });
}
