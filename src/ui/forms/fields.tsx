import { Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea, type InputProps } from '@fluentui/react-components';
import type { FormSchema } from '../../shared/forms.ts';
import type { Form, FormValues } from './useForm.ts';

interface Base<T extends FormValues> {
  form: Form<T>;
  schema: FormSchema;
  name: keyof T & string;
  hint?: string;
}

/** Label, required mark and the field's message come from the form schema. */
function fieldProps<T extends FormValues>({ form, schema, name, hint }: Base<T>) {
  const field = schema.properties[name];
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

export function TextField<T extends FormValues>(props: Base<T> & { type?: InputProps['type']; placeholder?: string; inputMode?: InputProps['inputMode'] }) {
  const { form, name, type = 'text', placeholder, inputMode } = props;
  const max = props.schema.properties[name]?.maxLength;
  return (
    <Field {...fieldProps(props)}>
      <Input
        name={name}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={max}
        value={String(form.values[name] ?? '')}
        onChange={(_, d) => form.setField(name, (type === 'number' ? (d.value === '' ? '' : Number(d.value)) : d.value) as T[typeof name])}
        onBlur={() => form.blur(name)}
      />
    </Field>
  );
}

export function TextAreaField<T extends FormValues>(props: Base<T> & { rows?: number; placeholder?: string }) {
  const { form, name, rows = 4, placeholder } = props;
  return (
    <Field {...fieldProps(props)}>
      <Textarea
        name={name}
        rows={rows}
        placeholder={placeholder}
        maxLength={props.schema.properties[name]?.maxLength}
        value={String(form.values[name] ?? '')}
        onChange={(_, d) => form.setField(name, d.value as T[typeof name])}
        onBlur={() => form.blur(name)}
        resize="vertical"
      />
    </Field>
  );
}

export function SelectField<T extends FormValues>(props: Base<T> & { options: Array<{ value: string | number; label: string }>; placeholder?: string }) {
  const { form, name, options, placeholder = '请选择' } = props;
  const numeric = props.schema.properties[name]?.type !== 'string';
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
        label={schema.properties[name]?.title}
        onChange={(_, d) => form.setField(name, (d.checked === true) as T[typeof name])}
      />
    </Field>
  );
}
