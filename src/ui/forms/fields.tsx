import { Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea, type InputProps } from '@fluentui/react-components';
import { scalarField, type FormSchema } from '../../shared/forms.ts';
import type { FieldName, Form, FormValues } from './useForm.ts';

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

/** What every text control of a field shares: its name, value, length bound and leaving. */
function textControl<T extends FormValues>({ form, schema, name }: Base<T>) {
  return {
    name,
    maxLength: scalarField(schema, name)?.maxLength,
    value: String(form.values[name] ?? ''),
    onBlur: () => form.blur(name),
  };
}

export function TextField<T extends FormValues>(props: Base<T> & { type?: InputProps['type']; placeholder?: string; inputMode?: InputProps['inputMode'] }) {
  const { form, name, type = 'text', placeholder, inputMode } = props;
  return (
    <Field {...fieldProps(props)}>
      <Input
        {...textControl(props)}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={(_, d) => form.setField(name, (type === 'number' ? (d.value === '' ? '' : Number(d.value)) : d.value) as T[typeof name])}
      />
    </Field>
  );
}

export function TextAreaField<T extends FormValues>(props: Base<T> & { rows?: number; placeholder?: string }) {
  const { form, name, rows = 4, placeholder } = props;
  return (
    <Field {...fieldProps(props)}>
      <Textarea
        {...textControl(props)}
        rows={rows}
        placeholder={placeholder}
        onChange={(_, d) => form.setField(name, d.value as T[typeof name])}
        resize="vertical"
      />
    </Field>
  );
}

export function SelectField<T extends FormValues>(props: Base<T> & { options: Array<{ value: string | number; label: string }>; placeholder?: string }) {
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
          <option key={o.value} value={o.value}>{o.label}</option>
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
