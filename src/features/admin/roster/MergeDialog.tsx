import { Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  defaultMergeChoice,
  mergedRecord,
  ROSTER_EDITABLE,
  ROSTER_HEADERS,
  type MergeChoice,
  type MergeChoices,
  type RosterField,
} from '../../../shared/admin/roster.ts';
import type { RosterRecordDetail, RosterRecordItem } from '../../../shared/api/admin-roster.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { rosterApi } from './api.ts';
import { refreshRoster, rosterRecordQueryOptions } from './queries.ts';
import { keptWholeNumbers } from './record-numbers.ts';

const r = t.record;

/** The fields that differ between the two records, each on the side it keeps unless the clerk chooses. */
const initialChoices = (keep: RosterRecordItem, gone: RosterRecordItem): MergeChoices =>
  Object.fromEntries(ROSTER_EDITABLE.filter((f) => keep[f] !== gone[f]).map((f) => [f, defaultMergeChoice(keep, gone, f)]));

/**
 * Both records side by side, one row a field: where they differ, a choice of the value the merged record keeps (a radio
 * group named by the field, worked with the arrow keys); where they agree, the value once. The other record is read as
 * its own page reads it (whole numbers to a role with the right, that view audited).
 */
export function MergeDialog({
  open,
  detail,
  otherId,
  onClose,
  onMerged,
}: {
  open: boolean;
  detail: RosterRecordDetail;
  otherId: number;
  onClose: () => void;
  onMerged: () => void;
}) {
  const queryClient = useQueryClient();
  const keep = detail.record;
  const other = useQuery(rosterRecordQueryOptions(otherId));
  const gone = other.data?.record;
  const [chosen, setChosen] = useState<MergeChoices | null>(null);
  const [refusal, setRefusal] = useState('');
  const merging = useSubmit();
  const choices = chosen ?? (gone ? initialChoices(keep, gone) : {});
  const choose = (f: RosterField, side: MergeChoice) => setChosen({ ...choices, [f]: side });

  const send = () => {
    if (!gone) return;
    void merging.run(() => rosterApi.merge(keep.id, { otherId, choices }), {
      success: r.merged,
      onSuccess: async (answer) => {
        setRefusal('');
        const key = rosterRecordQueryOptions(keep.id).queryKey;
        queryClient.setQueryData(key, (before: RosterRecordDetail | undefined) => keptWholeNumbers(before, answer));
        queryClient.removeQueries({ queryKey: rosterRecordQueryOptions(otherId).queryKey });
        onMerged();
        await refreshRoster(queryClient);
      },
      onError: (error) => setRefusal(error instanceof Error ? error.message : ''),
    });
  };

  return (
    <FormDialog
      open={open}
      title={r.dialogTitle}
      testId="roster-merge-dialog"
      wide
      onSend={send}
      onClose={onClose}
      pending={merging.pending || !gone}
      submitLabel={r.confirmMerge}
      pendingLabel={gone ? r.merging : r.loadingOther}
      submitTestId="roster-merge-confirm"
    >
      {!gone ? (
        <Spinner size="small" label={r.loadingOther} />
      ) : (
        <>
          <p className="roster-merge__intro">{r.dialogIntro(gone.studentNo, gone.name)}</p>
          <div className="roster-merge__grid" data-testid="roster-merge-compare-table">
            <div className="roster-merge__row roster-merge__row--head" aria-hidden="true">
              <span>{r.fieldColumn}</span>
              <span>{r.thisColumn(keep.studentNo)}</span>
              <span>{r.otherColumn(gone.studentNo)}</span>
            </div>
            <div className="roster-merge__row roster-merge__row--same">
              <span className="roster-merge__label">{ROSTER_HEADERS.studentNo}</span>
              <span>{keep.studentNo}</span>
              <span>{r.formerNote(gone.studentNo)}</span>
            </div>
            {ROSTER_EDITABLE.map((f) => {
              const label = ROSTER_HEADERS[f];
              if (keep[f] === gone[f])
                return (
                  <div key={f} className="roster-merge__row roster-merge__row--same">
                    <span className="roster-merge__label">{label}</span>
                    <span className="roster-merge__both">{keep[f] || r.empty}</span>
                  </div>
                );
              return (
                <RadioGroup
                  key={f}
                  className="roster-merge__row"
                  layout="horizontal"
                  aria-label={r.choice(label)}
                  value={choices[f] ?? 'this'}
                  onChange={(_, d) => choose(f, d.value as MergeChoice)}
                  data-testid="roster-merge-field"
                  data-field={f}
                >
                  <span className="roster-merge__label" aria-hidden="true">
                    {label}
                  </span>
                  <Radio value="this" label={keep[f] || r.empty} aria-label={r.choiceOption(r.thisRecord, keep[f])} />
                  <Radio value="other" label={gone[f] || r.empty} aria-label={r.choiceOption(r.otherRecord, gone[f])} />
                </RadioGroup>
              );
            })}
          </div>
          <p className="roster-merge__tags">{r.mergedTags(mergedRecord(keep, gone, choices).tags.join('、'))}</p>
          {refusal && (
            <p className="roster-merge__refusal" role="alert">
              {refusal}
            </p>
          )}
        </>
      )}
    </FormDialog>
  );
}
