import { Button, Input, Label } from '@fluentui/react-components';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
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
 * edited stays in view, and a refusal is shown where the address was typed. The buttons sit on the input's row (and
 * wrap under it on a phone), so they stay level with it whether or not a refusal shows.
 */
export function InlinePrompt({ label, placeholder, initial, onSubmit, onCancel }: InlinePromptProps) {
  const ids = useId();
  const inputId = `${ids}-input`;
  const refusalId = `${ids}-refusal`;
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
      <Label htmlFor={inputId}>{label}</Label>
      <div className="rte__prompt-row">
        <Input
          id={inputId}
          className="rte__prompt-input"
          value={answer}
          placeholder={placeholder}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          onChange={(_, data) => {
            setAnswer(data.value);
            setRefusal('');
          }}
          // The prompt opens because the user asked for it from the toolbar: the answer is what they type next.
          autoFocus
        />
        <Button type="submit" appearance="primary" size="small">
          {adminEditor.confirm}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {adminEditor.cancel}
        </Button>
      </div>
      {refusal && (
        <div id={refusalId} className="rte__prompt-refusal" role="alert">
          {refusal}
        </div>
      )}
    </form>
  );
}
