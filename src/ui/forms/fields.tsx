import { Checkbox, Field, Input, Radio, RadioGroup, Select, Switch, Textarea, type InputProps } from '@fluentui/react-components';
import { scalarField, type FormSchema } from '../../shared/forms.ts';
import type { FieldName, Form, FormValues, ListName, RowOf } from './useForm.ts';

interface Base<T extends FormValues> {
  form: Form<T>;
  schema: FormSchema;
  name: FieldName<T>;
  hint?: string;
}

/** Label, required mark and the field's message come from the form schema. */
function fieldProps<T extends FormValues>({ form, schema, name, hint }: Base<T>) {
  const field = scalarField(schema, name);
  const required = schema.required.includes(name) || !!field?.requiredWhen;
  return {
    label: field?.title ?? name,
    required,
    hint,
    validationState: form.errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: form.errors[name] || undefined,
    'data-field': name,
  };
}

/** What every text control of a field shares: its name, value, length bound, typing (through `toValue`) and leaving. */
function textControl<T extends FormValues>({ form, schema, name }: Base<T>, toValue: (typed: string) => T[FieldName<T>]) {
  return {
    name,
    maxLength: scalarField(schema, name)?.maxLength,
    value: String(form.values[name] ?? ''),
    onChange: (_: unknown, d: { value: string }) => form.setField(name, toValue(d.value)),
    onBlur: () => form.blur(name),
  };
}

export function TextField<T extends FormValues>(
  props: Base<T> & {
    type?: InputProps['type'];
    placeholder?: string;
    inputMode?: InputProps['inputMode'];
    autoComplete?: string;
    /** ID numbers: a typed x becomes the X of the checksum */
    upperCase?: boolean;
  },
) {
  const { type = 'text', placeholder, inputMode, autoComplete, upperCase } = props;
  const toValue = (typed: string) =>
    (type === 'number' ? (typed === '' ? '' : Number(typed)) : upperCase ? typed.toUpperCase() : typed) as T[FieldName<T>];
  return (
    <Field {...fieldProps(props)}>
      <Input {...textControl(props, toValue)} type={type} inputMode={inputMode} placeholder={placeholder} autoComplete={autoComplete} />
    </Field>
  );
}

export function TextAreaField<T extends FormValues>(props: Base<T> & { rows?: number; placeholder?: string }) {
  const { rows = 4, placeholder } = props;
  return (
    <Field {...fieldProps(props)}>
      <Textarea {...textControl(props, (typed) => typed as T[FieldName<T>])} rows={rows} placeholder={placeholder} resize="vertical" />
    </Field>
  );
}

/**
 * A text field of one row of an array field; its input's name is its message's path, `list.N.field`, so a message
 * (the server's too) lands on the right row. The label may be shorter than the schema's title, which names the list.
 */
export function RowTextField<T extends FormValues, L extends ListName<T>>({
  form,
  schema,
  list,
  index,
  field,
  label,
  upperCase,
  autoComplete,
}: {
  form: Form<T>;
  schema: FormSchema;
  list: L;
  index: number;
  field: keyof RowOf<T, L> & string;
  label?: string;
  upperCase?: boolean;
  autoComplete?: string;
}) {
  const rows = schema.properties[list];
  const item = rows?.type === 'array' ? rows.items : undefined;
  const path = `${list}.${index}.${field}`;
  const message = form.errors[path];
  const row = (form.values[list] as Record<string, unknown>[] | undefined)?.[index];
  return (
    <Field
      label={label ?? item?.properties[field]?.title ?? field}
      required={item?.required.includes(field)}
      validationState={message ? 'error' : 'none'}
      validationMessage={message || undefined}
      data-field={path}
    >
      <Input
        name={path}
        maxLength={item?.properties[field]?.maxLength}
        autoComplete={autoComplete}
        value={String(row?.[field] ?? '')}
        onChange={(_, d) => form.setRowField(list, index, field, upperCase ? d.value.toUpperCase() : d.value)}
        onBlur={() => form.blur(path)}
      />
    </Field>
  );
}

export function SelectField<T extends FormValues>(
  props: Base<T> & { options: Array<{ value: string | number; label: string }>; placeholder?: string },
) {
  const { form, name, options, placeholder = '请选择' } = props;
  const numeric = scalarField(props.schema, name)?.type !== 'string';
  return (
    <Field {...fieldProps(props)}>
      <Select
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={(_, d) => form.setField(name, (numeric && d.value !== '' ? Number(d.value) : d.value) as T[typeof name])}
        onBlur={() => form.blur(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function RadioField<T extends FormValues>(props: Base<T> & { options: Array<{ value: string; label: string }> }) {
  const { form, name, options } = props;
  return (
    <Field {...fieldProps(props)}>
      <RadioGroup
        name={name}
        layout="horizontal"
        value={String(form.values[name] ?? '')}
        onChange={(_, d) => form.setField(name, d.value as T[typeof name])}
      >
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function CheckField<T extends FormValues>(props: Base<T>) {
  const { form, name, schema } = props;
  return (
    <Field validationState={form.errors[name] ? 'error' : 'none'} validationMessage={form.errors[name] || undefined}>
      <Checkbox
        name={name}
        checked={form.values[name] === true}
        label={scalarField(schema, name)?.title}
        onChange={(_, d) => form.setField(name, (d.checked === true) as T[typeof name])}
      />
    </Field>
  );
}

/** A yes/no field as a switch, labelled with the schema's title, `hint` under it. */
export function SwitchField<T extends FormValues>(props: Base<T> & { testId?: string }) {
  const { form, name, schema, hint, testId } = props;
  return (
    <Field hint={hint}>
      <Switch
        name={name}
        checked={form.values[name] === true}
        label={scalarField(schema, name)?.title}
        onChange={(_, d) => form.setField(name, d.checked as T[typeof name])}
        data-testid={testId}
      />
    </Field>
  );
}
