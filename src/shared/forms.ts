import { hiddenCharacter, hiddenCharacterMessage, withoutInvisible } from './hidden-characters.ts';

// One schema per form, read by the portal (field messages as the user types) and by the server
// (Fastify validates the body with it, then the same checks run again), so both say the same Chinese sentences.

export interface FieldSchema {
  type: 'string' | 'integer' | 'number' | 'boolean';
  /** the field's Chinese label, used in messages */
  title: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  /** what to say when `pattern` does not match */
  patternMessage?: string;
  /** typed in a box of several lines (a reason, a message), though short; see isMultiline */
  multiline?: boolean;
  /** required only when another field has one of these values */
  requiredWhen?: { field: string; values: readonly (string | number | boolean)[] };
  /**
   * A rule no JSON keyword says (an ID checksum, a date range that moves with today): the message, or ''.
   * Runs last, on a non-empty value that passed the rest; the JSON schema leaves it out.
   */
  check?: (value: string) => string;
}

/** The fields of one row of an array field; rows are flat. */
export interface RowSchema {
  type: 'object';
  required: readonly string[];
  properties: Record<string, FieldSchema>;
}

/** A list of rows (the visitors of a booking). Messages are keyed `name` (the count) and `name.N.field`. */
export interface ArrayFieldSchema {
  type: 'array';
  title: string;
  minItems: number;
  maxItems: number;
  items: RowSchema;
  /** the counting word of the rows in the document and the default count message: 名 for people; 项 if absent */
  unit?: string;
  /** what to say when the count is outside minItems..maxItems */
  countMessage?: string;
  /** a row field no two rows may share (compared trimmed, case-insensitive), and what the later row is told */
  unique?: { field: string; message: string };
}

export interface FormSchema {
  type: 'object';
  additionalProperties: false;
  required: readonly string[];
  properties: Record<string, FieldSchema | ArrayFieldSchema>;
}

export type FormErrors = Record<string, string>;

/** A form's schema: its fields, the `required` ones to be filled, and nothing else accepted. */
/* #__NO_SIDE_EFFECTS__ */
export function formSchema<const R extends readonly string[], const P extends FormSchema['properties']>(required: R, properties: P) {
  return { type: 'object', additionalProperties: false, required, properties } as const satisfies FormSchema;
}

/** A form of on/off settings, each one required and saved whole: the account pages' switches. */
export function switchesSchema<K extends string>(titles: Record<K, string>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(titles) as K[],
    properties: Object.fromEntries(Object.entries(titles).map(([name, title]) => [name, { type: 'boolean', title }])) as Record<
      K,
      { type: 'boolean'; title: string }
    >,
  } as const satisfies FormSchema;
}

export const isArrayField = (field: FieldSchema | ArrayFieldSchema | undefined): field is ArrayFieldSchema => field?.type === 'array';

/** The flat field `name` of a form, or undefined when there is none (or it is a list). */
export function scalarField(schema: FormSchema, name: string): FieldSchema | undefined {
  const field = schema.properties[name];
  return isArrayField(field) ? undefined : field;
}

/** A new empty row of an array field: '' for every field, false for switches. */
export function emptyRow(field: ArrayFieldSchema): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(field.items.properties).map(([k, f]) => [k, f.type === 'boolean' ? false : '']));
}

/** Whether a text field takes several lines: marked so, or longer than a line (summaries, descriptions, bodies). */
export const isMultiline = (field: FieldSchema): boolean => field.multiline === true || (field.maxLength ?? 0) > 200;

/** A value as a field keeps it: a one-line text without the characters that draw nothing (hidden-characters.ts). */
const cleanValue = (field: FieldSchema, value: unknown) =>
  field.type === 'string' && typeof value === 'string' && !isMultiline(field) ? withoutInvisible(value) : value;

/** The values as the form keeps them, rows included: what is validated and stored. */
export function cleanForm(schema: FormSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(schema.properties)) {
    if (!isArrayField(field)) out[name] = cleanValue(field, out[name]);
    else if (Array.isArray(out[name]))
      out[name] = (out[name] as unknown[]).map((row) =>
        row !== null && typeof row === 'object'
          ? Object.fromEntries(
              Object.entries(row).map(([k, v]) => [k, field.items.properties[k] ? cleanValue(field.items.properties[k], v) : v]),
            )
          : row,
      );
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first problem with one flat value against its field, or '' when it is fine. */
function checkValue(field: FieldSchema, value: unknown, required: boolean): string {
  value = cleanValue(field, value);
  if (isEmpty(value)) return required ? `请填写${field.title}` : '';
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return `${field.title}格式不正确`;
      const hidden = hiddenCharacter(value, !isMultiline(field));
      if (hidden) return hiddenCharacterMessage(field.title, hidden);
      const length = [...value.trim()].length;
      if (field.minLength !== undefined && length < field.minLength) return `${field.title}至少 ${field.minLength} 个字`;
      if (field.maxLength !== undefined && [...value].length > field.maxLength) return `${field.title}不能超过 ${field.maxLength} 个字`;
      if (field.pattern && !new RegExp(field.pattern).test(value)) return field.patternMessage ?? `${field.title}格式不正确`;
      break;
    }
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n) || (field.type === 'integer' && !Number.isInteger(n)))
        return `${field.title}应为${field.type === 'integer' ? '整数' : '数字'}`;
      if (field.minimum !== undefined && n < field.minimum) return `${field.title}不能小于 ${field.minimum}`;
      if (field.maximum !== undefined && n > field.maximum) return `${field.title}不能大于 ${field.maximum}`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return `${field.title}格式不正确`;
      break;
  }
  if (field.enum && !field.enum.includes(value as never)) return `请选择有效的${field.title}`;
  return field.check ? field.check(String(value)) : '';
}

/**
 * Every message of an array field: the count alone when it is out of bounds (rows are not read then), else each row's
 * fields, then `unique` on the rows whose value is otherwise fine.
 */
export function validateRows(name: string, field: ArrayFieldSchema, rows: unknown): FormErrors {
  const errors: FormErrors = {};
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  if (list.length < field.minItems || list.length > field.maxItems) {
    errors[name] = field.countMessage ?? `${field.title}应为 ${field.minItems} 至 ${field.maxItems} ${field.unit ?? '项'}`;
    return errors;
  }
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const row = (item !== null && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    for (const [key, f] of Object.entries(field.items.properties)) {
      const message = checkValue(f, row[key], field.items.required.includes(key));
      if (message) errors[`${name}.${i}.${key}`] = message;
    }
    if (field.unique) {
      const path = `${name}.${i}.${field.unique.field}`;
      const value = String(row[field.unique.field] ?? '')
        .trim()
        .toUpperCase();
      if (!errors[path] && seen.has(value)) errors[path] = field.unique.message;
      seen.add(value);
    }
  });
  return errors;
}

/**
 * The first problem with one field's value, or '' when it is fine. `path` is a field's name, an array field's name
 * (its count), or `list.N.field` for a field of a row.
 */
export function checkField(schema: FormSchema, path: string, values: Record<string, unknown>): string {
  const name = path.split('.')[0];
  const field = schema.properties[name];
  if (!field) return '';
  if (isArrayField(field)) return validateRows(name, field, values[name])[path] ?? '';
  if (name !== path) return '';
  const required =
    schema.required.includes(name) ||
    (field.requiredWhen !== undefined && field.requiredWhen.values.includes(values[field.requiredWhen.field] as never));
  return checkValue(field, values[name], required);
}

/** Every field's first problem (each row field's too); empty when the form may be sent. */
export function validateForm(schema: FormSchema, values: Record<string, unknown>): FormErrors {
  const errors: FormErrors = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    if (isArrayField(field)) {
      Object.assign(errors, validateRows(name, field, values[name]));
      continue;
    }
    const message = checkField(schema, name, values);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The JSON schema Fastify checks a body's shape with (types, size limits, required keys, no unknown fields) and documents in OpenAPI.
 * The finer rules (patterns, conditional fields, trimmed lengths, the form's own wording) are checkField's, run by the route after it.
 */
export function toJsonSchema(schema: FormSchema) {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, f]) => [name, isArrayField(f) ? arrayJson(f) : fieldJson(f)]),
  );
  // Only the unconditionally required fields: the document tells API clients, and a missing one is named in the 400.
  const required = schema.required.filter((name) => name in schema.properties);
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

function fieldJson(f: FieldSchema) {
  const out: Record<string, unknown> = { type: [f.type, 'null'], description: f.title };
  // Bounds too, so no value of unbounded size or range gets past the schema (and the document shows them).
  if (f.maxLength !== undefined) out.maxLength = f.maxLength;
  if (f.minimum !== undefined) out.minimum = f.minimum;
  if (f.maximum !== undefined) out.maximum = f.maximum;
  if (f.enum) out.enum = [...f.enum, null];
  return out;
}

/** How many rows past the form's own maxItems the JSON schema lets through, so the 400 says the form's sentence. */
const ROWS_SLACK = 4;

function arrayJson(f: ArrayFieldSchema) {
  const items = {
    type: 'object',
    additionalProperties: false,
    required: f.items.required.filter((name) => name in f.items.properties),
    properties: Object.fromEntries(Object.entries(f.items.properties).map(([name, item]) => [name, fieldJson(item)])),
  };
  // No minItems, and a bound well above maxItems: a wrong count gets checkField's message, an absurd one ajv's.
  return {
    type: 'array',
    description: `${f.title}，${f.minItems} 至 ${f.maxItems} ${f.unit ?? '项'}`,
    maxItems: f.maxItems * ROWS_SLACK,
    items,
  };
}
