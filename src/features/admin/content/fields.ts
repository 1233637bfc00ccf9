import { CONTENT_KINDS, type ContentKind } from '../../../shared/admin/content-kinds.ts';
import { IMAGE_PATH_PATTERN } from '../../../shared/company-forms.ts';
import { isMultiline, type FieldSchema, type FormSchema } from '../../../shared/forms.ts';
import { adminContentT } from '../../../strings/admin.ts';

// A kind's form as the console draws it: which control each field gets, read from the kind's declaration, and the
// values that control holds turned into the body the API takes and back. Times are China Standard Time wall clocks
// in the inputs (as the portal shows every time) and ISO instants with their offset in the body.

export type ControlKind = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'select' | 'picture' | 'html' | 'dictionary';

export interface ContentField {
  name: string;
  title: string;
  control: ControlKind;
  required: boolean;
  /** a select's choices (a dictionary field's come from the site's dictionaries) */
  options?: Array<{ value: string; label: string }>;
  /** a dictionary field's dictionary type */
  dict?: string;
}

/** The publishing columns: set by the buttons, never typed. */
const PUBLISHING = new Set(['publishState', 'publishedAt']);

/** Company fields whose allowed values are the site's dictionaries (the server checks them against the same). */
const DICTIONARY_FIELDS: Record<string, string> = { industry: 'company_industry', scale: 'company_scale' };

/** Chinese names of the enumerations' stored values; values already in Chinese (学历) name themselves. */
const ENUM_LABELS: Record<string, string> = adminContentT.enums;

const isDatetime = (f: FieldSchema) => !!f.pattern?.includes('T\\d{2}:\\d{2}');
const isDate = (f: FieldSchema) => f.pattern === '^\\d{4}-\\d{2}-\\d{2}$';

function controlOf(kind: ContentKind, name: string, f: FieldSchema): ControlKind {
  if (kind.htmlFields.includes(name)) return 'html';
  if (kind.key === 'companies' && DICTIONARY_FIELDS[name]) return 'dictionary';
  if (f.pattern === IMAGE_PATH_PATTERN) return 'picture';
  if (isDatetime(f)) return 'datetime';
  if (isDate(f)) return 'date';
  if (f.enum) return 'select';
  if (f.type === 'integer' || f.type === 'number') return 'number';
  // Summaries and descriptions (300 characters) get room; names, addresses and contacts one line.
  return isMultiline(f) ? 'textarea' : 'text';
}

/** The fields the editor types, in the declaration's order. */
export function contentFields(kind: ContentKind): ContentField[] {
  return Object.entries(kind.form.properties)
    .filter(([name]) => !PUBLISHING.has(name))
    .map(([name, schema]) => {
      const f = schema as FieldSchema;
      const control = controlOf(kind, name, f);
      return {
        name,
        title: f.title,
        control,
        required: kind.form.required.includes(name),
        ...(control === 'select'
          ? { options: (f.enum ?? []).map((v) => ({ value: String(v), label: ENUM_LABELS[String(v)] ?? String(v) })) }
          : {}),
        ...(control === 'dictionary' ? { dict: DICTIONARY_FIELDS[name] } : {}),
      };
    });
}

/** A datetime-local input's wall clock ('2026-12-01T09:00'). */
const LOCAL_DATETIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$';

/**
 * The schema the editor's form checks as the user types: the kind's fields without the publishing columns, times as
 * the inputs hold them. The server checks the body against the kind's own schema again.
 */
export function editingSchema(kind: ContentKind): FormSchema {
  const properties: Record<string, FieldSchema> = {};
  for (const [name, schema] of Object.entries(kind.form.properties)) {
    if (PUBLISHING.has(name)) continue;
    const f = schema as FieldSchema;
    properties[name] = isDatetime(f)
      ? { type: 'string', title: f.title, maxLength: 16, pattern: LOCAL_DATETIME, patternMessage: f.patternMessage }
      : f;
  }
  return { ...kind.form, required: kind.form.required.filter((n) => !PUBLISHING.has(n)), properties };
}

const CST_MS = 8 * 3600_000;

/** An instant as China Standard Time wall clock for a datetime-local input; '' for none. */
export function toLocalInput(iso: unknown): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso instanceof Date ? iso.getTime() : NaN;
  return Number.isFinite(ms) ? new Date(ms + CST_MS).toISOString().slice(0, 16) : '';
}

/** A datetime-local input's China Standard Time wall clock as an ISO instant with its offset; '' for none. */
export const fromLocalInput = (local: string): string => (local ? `${local}:00+08:00` : '');

export type EditorValues = Record<string, string | number>;

/** What the editor's inputs start from: a record's values, or empty ones for a new record. */
export function toEditorValues(kind: ContentKind, record?: Record<string, unknown>): EditorValues {
  const out: EditorValues = {};
  for (const field of contentFields(kind)) {
    const value = record?.[field.name];
    if (field.control === 'datetime') out[field.name] = toLocalInput(value);
    else if (field.control === 'number') out[field.name] = typeof value === 'number' ? value : '';
    else if (field.control === 'date') out[field.name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else out[field.name] = value === undefined || value === null ? '' : String(value);
  }
  return out;
}

/** The body of create and edit: every typed field (blank optional ones left out) and the state it is saved in. */
export function toBody(kind: ContentKind, values: EditorValues, publishState: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of contentFields(kind)) {
    const value = values[field.name];
    if (value === '' || value === undefined) continue;
    if (field.control === 'number') body[field.name] = Number(value);
    else if (field.control === 'datetime') body[field.name] = fromLocalInput(String(value));
    else body[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  body.publishState = publishState;
  return body;
}

export const contentKind = (key: string): ContentKind | undefined => CONTENT_KINDS.find((k) => k.key === key);
