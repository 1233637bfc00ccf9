import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkField, emptyRow, isArrayField, validateForm, type FormErrors, type FormSchema } from '../../shared/forms.ts';
import { drafts } from './drafts.ts';
import { useSubmit, type SubmitOptions } from './useSubmit.ts';

export type FieldValue = string | number | boolean | undefined;
export type Row = Record<string, FieldValue>;
export type FormValues = Record<string, FieldValue | Row[]>;

/** The flat fields of a form's values. */
export type FieldName<T> = { [K in keyof T]-?: T[K] extends readonly unknown[] ? never : K }[keyof T] & string;
/** The array fields (lists of rows) of a form's values. */
export type ListName<T> = { [K in keyof T]-?: T[K] extends readonly Row[] ? K : never }[keyof T] & string;
/** The row type of the list `K`. */
export type RowOf<T, K extends keyof T> = T[K] extends readonly (infer R)[] ? R : never;

/** Rules between fields the schema cannot say (an end after a start); the message per path, '' or absent when fine. */
export type FormCheck = (values: Record<string, unknown>) => FormErrors;

/** The field a refused call blames: an API 400 naming one, read by shape so this layer needs no API types. */
function blamedField(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, field } = error as Error & { status?: unknown; field?: unknown };
  return status === 400 && typeof field === 'string' && field ? { field, message: error.message } : undefined;
}

/** Keeps from a stored draft only what fits the schema: lists must be lists of rows (older drafts kept them as text). */
function fromDraft<T extends FormValues>(schema: FormSchema, values: T, draft: Partial<T>): T {
  const next: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(draft)) {
    const field = schema.properties[name];
    if (!isArrayField(field)) {
      if (!Array.isArray(value)) next[name] = value;
      continue;
    }
    if (!Array.isArray(value) || value.length === 0) continue;
    next[name] = value.slice(0, field.maxItems).map((item: unknown) => {
      const row = (item !== null && typeof item === 'object' ? item : {}) as Row;
      return Object.fromEntries(
        Object.entries(emptyRow(field)).map(([key, empty]) => [key, typeof row[key] === typeof empty ? row[key] : empty]),
      );
    });
  }
  return next as T;
}

/** Moves the messages and marks of a list's rows after `removed` up by one, and drops the removed row's. */
function shiftRows<V>(record: Record<string, V>, list: string, removed: number): Record<string, V> {
  const prefix = `${list}.`;
  const out: Record<string, V> = {};
  for (const [path, value] of Object.entries(record)) {
    if (!path.startsWith(prefix)) {
      out[path] = value;
      continue;
    }
    const [index, ...rest] = path.slice(prefix.length).split('.');
    const i = Number(index);
    if (i !== removed) out[`${prefix}${i > removed ? i - 1 : i}.${rest.join('.')}`] = value;
  }
  return out;
}

/**
 * A form's values, field messages and sending, with a draft in IndexedDB: restored on open, saved as the user types,
 * removed only after the server accepted it. A second click while sending does nothing.
 *
 * Values may hold lists of rows for the schema's array fields. Every message has a path: `name`, or `list.N.field`
 * for a row's field, which is also the input's `name` (so a message can focus it) and the `field` of a server 400.
 * A field's message appears once it has been left (or the form submitted) and from then on follows every change,
 * of any field, so rules between fields and rows (`check`, `unique`) stay current.
 */
export function useForm<T extends FormValues>(opts: {
  id: string;
  schema: FormSchema;
  initial: T;
  check?: FormCheck;
  /** false for a form whose values must never be written down (passwords, one-time codes): no draft is kept */
  keepDraft?: boolean;
}) {
  const { id, schema, initial, check, keepDraft = true } = opts;
  const [values, setValues] = useState<T>(initial);
  // The values the form began with, or a send left it with: no draft of its own.
  const pristine = useRef<T>(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // The server's sentences stay apart: each holds until its own field changes, whatever else the user edits.
  const [rejected, setRejected] = useState<FormErrors>({});
  const [restored, setRestored] = useState(!keepDraft);
  const sender = useSubmit();

  useEffect(() => {
    if (!keepDraft) return;
    let alive = true;
    void drafts.load<T>(id).then((draft) => {
      if (!alive) return;
      if (draft) setValues((v) => fromDraft(schema, v, draft));
      setRestored(true);
    });
    return () => {
      alive = false;
    };
  }, [id, schema, keepDraft]);

  useEffect(() => {
    if (!restored || !keepDraft) return;
    // The form as it began, or as a send left it, is no draft: a save still waiting from before the send would
    // otherwise bring the sent values back as a draft.
    if (values === pristine.current) return void drafts.clear(id);
    const timer = setTimeout(() => void drafts.save(id, values), 250);
    return () => clearTimeout(timer);
  }, [id, values, restored, keepDraft]);

  /** Every message of the form for these values, the schema's first, then the cross-field ones. */
  const messagesFor = useCallback(
    (next: Record<string, unknown>): FormErrors => {
      const found = validateForm(schema, next);
      for (const [path, message] of Object.entries(check?.(next) ?? {})) if (message && !found[path]) found[path] = message;
      return found;
    },
    [schema, check],
  );

  /** The shown messages after a change: those of the fields already left (or already showing one) follow the values. */
  const follow = useCallback(
    (next: Record<string, unknown>, marks: Record<string, boolean>, shown: FormErrors): FormErrors => {
      const all = messagesFor(next);
      const out: FormErrors = {};
      for (const path of new Set([...Object.keys(marks), ...Object.keys(shown)])) {
        if (marks[path] || shown[path]) out[path] = all[path] ?? '';
      }
      return out;
    },
    [messagesFor],
  );

  /** Applies a change to the field at `path`: the server's sentence about it goes, the shown messages follow. */
  const change = useCallback(
    (path: string, update: (v: T) => T) => {
      setValues((v) => {
        const next = update(v);
        setErrors((e) => follow(next, touched, e));
        return next;
      });
      setRejected((r) => (r[path] ? { ...r, [path]: '' } : r));
    },
    [follow, touched],
  );

  const setField = useCallback(<K extends FieldName<T>>(name: K, value: T[K]) => change(name, (v) => ({ ...v, [name]: value })), [change]);

  /** Sets one field of one row of a list. */
  const setRowField = useCallback(
    <L extends ListName<T>>(list: L, index: number, key: keyof RowOf<T, L> & string, value: FieldValue) =>
      change(`${list}.${index}.${key}`, (v) => ({
        ...v,
        [list]: (v[list] as Row[]).map((row, i) => (i === index ? { ...row, [key]: value } : row)),
      })),
    [change],
  );

  /** Appends an empty row, unless the list is at the schema's maxItems. */
  const addRow = useCallback(
    (list: ListName<T>) => {
      const field = schema.properties[list];
      if (!isArrayField(field)) return;
      change(list, (v) => {
        const rows = v[list] as Row[];
        return rows.length >= field.maxItems ? v : { ...v, [list]: [...rows, emptyRow(field)] };
      });
    },
    [change, schema],
  );

  /** Removes a row, unless the list is at the schema's minItems; the later rows keep their messages. */
  const removeRow = useCallback(
    (list: ListName<T>, index: number) => {
      const field = schema.properties[list];
      if (!isArrayField(field)) return;
      const rows = values[list] as Row[];
      if (rows.length <= field.minItems) return;
      const next = { ...values, [list]: rows.filter((_, i) => i !== index) };
      const marks = shiftRows(touched, list, index);
      setValues(next);
      setTouched(marks);
      setErrors((e) => follow(next, marks, shiftRows(e, list, index)));
      setRejected((r) => shiftRows(r, list, index));
    },
    [follow, schema, touched, values],
  );

  const blur = useCallback(
    (path: string) => {
      setTouched((t) => ({ ...t, [path]: true }));
      setErrors((e) => ({ ...e, [path]: checkField(schema, path, values) || (check?.(values)[path] ?? '') }));
    },
    [check, schema, values],
  );

  /**
   * Validates (schema, then `check`), focusing the first field at fault; then sends once. Accepted: the draft is
   * dropped, the form starts over, `options` run (toast, follow-up). Refused with a 400 naming a field: the server's
   * sentence goes under that field, a row's included. Values stay whenever it was not accepted.
   */
  const submit = useCallback(
    async <R>(send: (values: T) => Promise<R>, options: SubmitOptions<R> = {}): Promise<boolean> => {
      if (sender.pending) return false;
      const found = messagesFor(values);
      setErrors(found);
      setRejected({});
      const paths = Object.keys(schema.properties).flatMap((name) => {
        const field = schema.properties[name];
        if (!isArrayField(field)) return [name];
        const rows = Array.isArray(values[name]) ? (values[name] as Row[]) : [];
        return [name, ...rows.flatMap((_, i) => Object.keys(field.items.properties).map((key) => `${name}.${i}.${key}`))];
      });
      setTouched(Object.fromEntries(paths.map((p) => [p, true])));
      const first = Object.keys(found)[0];
      if (first) {
        document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return false;
      }
      return sender.run(
        async () => {
          const result = await send(values);
          if (keepDraft) await drafts.clear(id);
          pristine.current = initial;
          setValues(initial);
          setTouched({});
          return result;
        },
        {
          ...options,
          onError: (error) => {
            const blamed = blamedField(error);
            if (blamed) setRejected({ [blamed.field]: blamed.message });
            options.onError?.(error);
          },
        },
      );
    },
    [id, initial, keepDraft, messagesFor, schema, sender, values],
  );

  const shown = useMemo(() => {
    const out = { ...errors };
    for (const [path, message] of Object.entries(rejected)) if (message) out[path] = message;
    return out;
  }, [errors, rejected]);

  return { values, errors: shown, setField, setRowField, addRow, removeRow, blur, submit, submitting: sender.pending, restored };
}

export type Form<T extends FormValues> = ReturnType<typeof useForm<T>>;
