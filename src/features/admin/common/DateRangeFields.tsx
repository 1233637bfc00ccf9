import { Field, Input } from '@fluentui/react-components';
import { adminT } from '../../../strings/admin.ts';

/** 从 / 到: a filter's date range; `error` when the start is after the end (said under 从). */
export function DateRangeFields({
  from,
  to,
  error,
  onChange,
  labels = adminT.dateRange,
}: {
  from: string;
  to: string;
  error: boolean;
  onChange: (key: 'from' | 'to') => (event: unknown, data: { value: string }) => void;
  labels?: { from: string; to: string };
}) {
  return (
    <>
      <Field label={labels.from} validationState={error ? 'error' : 'none'} validationMessage={error ? adminT.dateOrder : undefined}>
        <Input name="from" type="date" value={from} onChange={onChange('from')} />
      </Field>
      <Field label={labels.to}>
        <Input name="to" type="date" value={to} onChange={onChange('to')} />
      </Field>
    </>
  );
}
