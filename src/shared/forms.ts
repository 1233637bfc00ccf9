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
  /** required only when another field has one of these values */
  requiredWhen?: { field: string; values: readonly (string | number | boolean)[] };
}

export interface FormSchema {
  type: 'object';
  additionalProperties: false;
  required: readonly string[];
  properties: Record<string, FieldSchema>;
}

export type FormErrors = Record<string, string>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first problem with one field's value, or '' when it is fine. */
export function checkField(schema: FormSchema, name: string, values: Record<string, unknown>): string {
  const field = schema.properties[name];
  if (!field) return '';
  const value = values[name];
  const required =
    schema.required.includes(name) ||
    (field.requiredWhen !== undefined && field.requiredWhen.values.includes(values[field.requiredWhen.field] as never));
  if (isEmpty(value)) return required ? `请填写${field.title}` : '';
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return `${field.title}格式不正确`;
      const length = [...value.trim()].length;
      if (field.minLength !== undefined && length < field.minLength) return `${field.title}至少 ${field.minLength} 个字`;
      if (field.maxLength !== undefined && [...value].length > field.maxLength) return `${field.title}不能超过 ${field.maxLength} 个字`;
      if (field.pattern && !new RegExp(field.pattern).test(value)) return field.patternMessage ?? `${field.title}格式不正确`;
      break;
    }
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n) || (field.type === 'integer' && !Number.isInteger(n))) return `${field.title}应为${field.type === 'integer' ? '整数' : '数字'}`;
      if (field.minimum !== undefined && n < field.minimum) return `${field.title}不能小于 ${field.minimum}`;
      if (field.maximum !== undefined && n > field.maximum) return `${field.title}不能大于 ${field.maximum}`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return `${field.title}格式不正确`;
      break;
  }
  if (field.enum && !field.enum.includes(value as never)) return `请选择有效的${field.title}`;
  return '';
}

/** Every field's first problem; empty when the form may be sent. */
export function validateForm(schema: FormSchema, values: Record<string, unknown>): FormErrors {
  const errors: FormErrors = {};
  for (const name of Object.keys(schema.properties)) {
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
    Object.entries(schema.properties).map(([name, f]) => {
      const out: Record<string, unknown> = { type: [f.type, 'null'], description: f.title };
      // Bounds too, so no value of unbounded size or range gets past the schema (and the document shows them).
      if (f.maxLength !== undefined) out.maxLength = f.maxLength;
      if (f.minimum !== undefined) out.minimum = f.minimum;
      if (f.maximum !== undefined) out.maximum = f.maximum;
      if (f.enum) out.enum = [...f.enum, null];
      return [name, out];
    }),
  );
  // Only the unconditionally required fields: the document tells API clients, and a missing one is named in the 400.
  const required = schema.required.filter((name) => name in schema.properties);
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
