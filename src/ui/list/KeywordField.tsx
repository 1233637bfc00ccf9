import { Field, Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';

/** The keyword box of a list's filter bar (companies, positions): sent with the form, not on every key. */
export function KeywordField(props: {
  label: string;
  placeholder: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} className={props.className}>
      <Input
        name="keyword"
        value={props.value}
        maxLength={40}
        placeholder={props.placeholder}
        contentBefore={<SearchRegular />}
        onChange={(_, d) => props.onChange(d.value)}
      />
    </Field>
  );
}
