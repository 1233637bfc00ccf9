import { Input, type InputProps, Label, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import './ui.css';

// A form's row: the label (tied to the control by the id `${form}-${name}`), the control, and the server's or the
// form's own sentence about it under it (role="alert"); the row turns red while that sentence stands. Test ids:
// field-NAME, error-NAME.

export interface FormRowProps {
  /** The form's prefix for control ids (apply → id="apply-name"). */
  form: string;
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}

export function FormRow({ form, name, label, error, children }: FormRowProps) {
  return (
    <View className={`field${error ? ' field--invalid' : ''}`} data-testid={`field-${name}`}>
      <Label className="field__label" for={`${form}-${name}`}>
        {label}
      </Label>
      {children}
      <FieldError name={name} error={error} />
    </View>
  );
}

/** The sentence about one field, for rows drawn otherwise (a consent tick). */
export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <View className="field__error" role="alert" data-testid={`error-${name}`}>
      {error}
    </View>
  );
}

export interface TextFieldProps {
  form: string;
  name: string;
  /** Also the input's accessible name. */
  label: string;
  value: string;
  placeholder: string;
  maxlength: number;
  type?: InputProps['type'];
  onInput: (value: string) => void;
}

/** A text input for a FormRow. */
export function TextField({ form, name, label, value, placeholder, maxlength, type, onInput }: TextFieldProps) {
  return (
    <Input
      id={`${form}-${name}`}
      className="field__input"
      type={type}
      value={value}
      placeholder={placeholder}
      nativeProps={{ 'aria-label': label }}
      maxlength={maxlength}
      onInput={(e) => onInput(e.detail.value)}
    />
  );
}
