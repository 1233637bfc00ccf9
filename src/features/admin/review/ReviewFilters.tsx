import { Button, Field, Input, Select } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { REVIEW_STATES } from '../../../shared/admin/review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { reviewFilterOf, type ReviewFilter } from './search.ts';

type Draft = { state: string; keyword: string; from: string; to: string };
const draftOf = (f: ReviewFilter): Draft => ({ state: f.state ?? 'pending', keyword: f.keyword ?? '', from: f.from ?? '', to: f.to ?? '' });

/** The queue's filters, applied together with 查询 (each application is an address of its own). */
export function ReviewFilters({ filter, onApply }: { filter: ReviewFilter; onApply: (f: ReviewFilter) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const set = (key: keyof Draft) => (_: unknown, d: { value: string }) => setDraft((v) => ({ ...v, [key]: d.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(reviewFilterOf(draft));
  };
  return (
    <form className="review-filters" onSubmit={apply} noValidate data-testid="review-filters">
      <Field label={t.filter.state}>
        <Select name="state" value={draft.state} onChange={set('state')}>
          {REVIEW_STATES.map((s) => (
            <option key={s} value={s}>
              {t.states[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.filter.keyword} className="review-filters__keyword">
        <Input name="keyword" value={draft.keyword} onChange={set('keyword')} maxLength={40} placeholder={t.filter.keywordPlaceholder} />
      </Field>
      <Field label={t.filter.from}>
        <Input name="from" type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={t.filter.to}>
        <Input name="to" type="date" value={draft.to} onChange={set('to')} />
      </Field>
      <div className="review-filters__actions">
        <Button type="submit" appearance="primary" icon={<FilterRegular />}>
          {t.filter.apply}
        </Button>
        <Button
          onClick={() => {
            setDraft(draftOf({}));
            onApply({});
          }}
        >
          {t.filter.reset}
        </Button>
      </div>
    </form>
  );
}
