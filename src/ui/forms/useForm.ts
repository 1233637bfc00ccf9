import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { checkField, validateForm, type FormErrors, type FormSchema } from '../../shared/forms.ts';
import { drafts } from './drafts.ts';

export type FormValues = Record<string, string | number | boolean | undefined>;

/**
 * A form's values, field messages and sending, with a draft in IndexedDB: restored on open, saved as the user types,
 * removed only after the server accepted it. A second click while sending does nothing.
 */
export function useForm<T extends FormValues>(opts: { id: string; schema: FormSchema; initial: T }) {
  const { id, schema, initial } = opts;
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);
  const [restored, setRestored] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    let alive = true;
    void drafts.load<T>(id).then((draft) => {
      if (!alive) return;
      if (draft) setValues((v) => ({ ...v, ...draft }));
      setRestored(true);
    });
    return () => {
      alive = false;
    };
  }, [id]);

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => void drafts.save(id, values), 250);
    return () => clearTimeout(timer);
  }, [id, values, restored]);

  const setField = useCallback(
    (name: keyof T & string, value: T[keyof T]) => {
      setValues((v) => {
        const next = { ...v, [name]: value };
        // Once a field has been left, its message follows every change.
        setErrors((e) => (touched[name] || e[name] ? { ...e, [name]: checkField(schema, name, next) } : e));
        return next;
      });
    },
    [schema, touched],
  );

  const blur = useCallback(
    (name: string) => {
      setTouched((t) => ({ ...t, [name]: true }));
      setErrors((e) => ({ ...e, [name]: checkField(schema, name, values) }));
    },
    [schema, values],
  );

  /** Validates, then sends once; a 400 naming a field puts the server's sentence under that field. Values stay. */
  const submit = useCallback(
    async (send: (values: T) => Promise<unknown>): Promise<boolean> => {
      if (sending.current) return false;
      const found = validateForm(schema, values);
      setErrors(found);
      setTouched(Object.fromEntries(Object.keys(schema.properties).map((k) => [k, true])));
      if (Object.keys(found).length) {
        document.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
        return false;
      }
      sending.current = true;
      setSubmitting(true);
      try {
        await send(values);
        await drafts.clear(id);
        setValues(initial);
        setTouched({});
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.field) setErrors((e) => ({ ...e, [error.field!]: error.message }));
        return false;
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [id, initial, schema, values],
  );

  return { values, errors, setField, blur, submit, submitting, restored };
}

export type Form<T extends FormValues> = ReturnType<typeof useForm<T>>;
