import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** T without index signatures, all the way down (arrays, nullable and optional members included). */
type Strict<T> = T extends readonly (infer U)[]
  ? Strict<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Strict<T[K]> }
    : T;

/**
 * The TypeScript type of what a response schema describes. The schemas leave `additionalProperties` unset (the
 * serializer drops unknown fields anyway, and the OpenAPI document stays as it was), so FromSchema would add
 * `[x: string]: unknown` to every object, hiding a misspelt field; this drops those index signatures.
 */
export type SchemaType<S extends JSONSchema> = Strict<FromSchema<S>>;
