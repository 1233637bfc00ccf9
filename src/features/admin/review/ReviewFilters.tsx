import { Field, Input, Select } from '@fluentui/react-components';
import { REVIEW_STATES } from '../../../shared/admin/review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { DateRangeFields } from '../common/DateRangeFields.tsx';
import { FilterButtons } from '../common/FilterButtons.tsx';
import { draftOfFilter, useFilterDraft } from '../common/useFilterDraft.ts';
import { reviewFilterOf, type ReviewFilter } from './search.ts';

const draftOf = draftOfFilter(['state', 'keyword', 'from', 'to'], { state: 'pending' });

/** The queue's filters, applied together with 查询 (each application is an address of its own). */
export function ReviewFilters({ filter, onApply }: { filter: ReviewFilter; onApply: (f: ReviewFilter) => void }) {
  const { draft, set, apply, clear, dateError } = useFilterDraft({
    initial: draftOf(filter),
    empty: draftOf({}),
    filterOf: reviewFilterOf,
    onApply,
  });
  return (
    <form className="console-filters review-filters" onSubmit={apply} noValidate data-testid="review-filters">
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
      <DateRangeFields from={draft.from} to={draft.to} error={dateError} onChange={set} labels={t.filter} />
      <FilterButtons className="review-filters__actions" labels={t.filter} onClear={clear} />
    </form>
  );
}
