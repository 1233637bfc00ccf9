import { cleanForm, validateForm, type FormSchema } from '../../src/shared/forms.ts';
import { HttpError } from './errors.ts';

/** Runs the form's shared checks on a body Fastify already shaped; the first problem answers 400 naming its field. */
export function assertForm<T>(schema: FormSchema, body: unknown): T {
  // Characters that draw nothing leave one-line fields first, so the checks see what will be stored.
  const values = cleanForm(schema, (body ?? {}) as Record<string, unknown>);
  const errors = validateForm(schema, values);
  const field = Object.keys(errors)[0];
  if (field) throw new HttpError(400, errors[field], 400, field);
  // Trim every string, so what is stored is what was meant.
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
}
