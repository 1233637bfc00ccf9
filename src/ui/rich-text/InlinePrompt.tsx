import { Button, Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { adminEditor } from '../../strings/admin-editor.ts';

export interface InlinePromptProps {
  label: string;
  placeholder?: string;
  initial: string;
  /** Applies the answer; returns a message when it is refused (the prompt stays open and shows it). */
  onSubmit: (answer: string) => string | null;
  onCancel: () => void;
}

/**
 * A one-line question inside the editor's frame (a link's address, a picture's alt text). Not a modal: the text being
 * edited stays in view, and a refusal is shown where the address was typed.
 */
export function InlinePrompt({ label, placeholder, initial, onSubmit, onCancel }: InlinePromptProps) {
  const [answer, setAnswer] = useState(initial);
  const [refusal, setRefusal] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(onSubmit(answer) ?? '');
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form className="rte__prompt" onSubmit={submit} onKeyDown={escape} noValidate>
      <Field
        label={label}
        validationState={refusal ? 'error' : 'none'}
        validationMessage={refusal || undefined}
        className="rte__prompt-field"
      >
        <Input
          value={answer}
          placeholder={placeholder}
          onChange={(_, data) => {
            setAnswer(data.value);
            setRefusal('');
          }}
          // The prompt opens because the user asked for it from the toolbar: the answer is what they type next.
          autoFocus
        />
      </Field>
      <div className="rte__prompt-actions">
        <Button type="submit" appearance="primary" size="small">
          {adminEditor.confirm}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {adminEditor.cancel}
        </Button>
      </div>
    </form>
  );
}
