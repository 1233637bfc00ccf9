import { Button, Field, Input } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { mergedRecord, rosterDifferences } from '../../../shared/admin/roster.ts';
import type { RosterRecordItem } from '../../../shared/api/admin-roster.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { rosterApi } from './api.ts';
import { refreshRoster, rosterRecordQueryOptions } from './queries.ts';

const r = t.record;

/**
 * 合并重复记录: the clerk names the other record by its 学号, sees what differs and what this record would take from
 * it, then merges it into this one. The server decides (and refuses a merge that would drop an account's record).
 */
export function MergePanel({ record }: { record: RosterRecordItem }) {
  const queryClient = useQueryClient();
  const [studentNo, setStudentNo] = useState('');
  const [other, setOther] = useState<RosterRecordItem | null>(null);
  const [refusal, setRefusal] = useState('');
  const finding = useSubmit();
  const merging = useSubmit();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const no = studentNo.trim();
    if (!no) return;
    void finding.run(() => rosterApi.records({ keyword: no, pageNum: 1, pageSize: 20 }), {
      onSuccess: (answer) => {
        const found = answer.list.find((item) => item.studentNo === no && item.id !== record.id) ?? null;
        setOther(found);
        setRefusal(found ? '' : r.notFound(no));
      },
    });
  };

  const merge = (gone: RosterRecordItem) =>
    void merging.run(() => rosterApi.merge(record.id, gone.id), {
      success: r.merged,
      onSuccess: async (answer) => {
        setOther(null);
        setStudentNo('');
        setRefusal('');
        queryClient.setQueryData(rosterRecordQueryOptions(record.id).queryKey, answer);
        queryClient.removeQueries({ queryKey: rosterRecordQueryOptions(gone.id).queryKey });
        await refreshRoster(queryClient);
      },
      onError: (error) => setRefusal(error instanceof Error ? error.message : ''),
    });

  const outcome = other && mergedRecord(record, other);
  return (
    <section className="console-card roster-record" aria-labelledby="roster-merge-title" data-testid="roster-merge">
      <h2 id="roster-merge-title" className="roster-section__title">
        {r.merge}
      </h2>
      <p className="roster-page__intro">{r.mergeHint}</p>
      <form className="roster-filters" onSubmit={find}>
        <Field label={r.otherNo} validationMessage={refusal || undefined}>
          <Input
            value={studentNo}
            onChange={(_, d) => {
              setStudentNo(d.value);
              setOther(null);
            }}
            maxLength={40}
            data-testid="roster-merge-no"
          />
        </Field>
        <Button type="submit" disabled={finding.pending || !studentNo.trim()} data-testid="roster-merge-find">
          {r.find}
        </Button>
      </form>
      {other && outcome && (
        <div className="roster-merge__plan" data-testid="roster-merge-plan">
          <p>{r.compared(other.studentNo, other.name)}</p>
          <ul className="roster-merge__differences" role="list">
            {rosterDifferences(record, other)
              .filter((d) => d.field !== 'studentNo')
              .map((d) => (
                <li key={d.field} data-testid="roster-merge-difference">
                  {d.label}：{r.thisRecord}「{d.before || '空'}」，{r.otherRecord}「{d.after || '空'}」——
                  {outcome.filled.includes(d.field) ? r.willFill : r.kept}
                </li>
              ))}
          </ul>
          {other.registered ? (
            <p className="roster-merge__refusal" role="alert">
              {r.otherRegistered}{' '}
              <Link to="/admin/alumni/$id" params={{ id: other.id }}>
                {r.openOther}
              </Link>
            </p>
          ) : (
            <Button appearance="primary" disabled={merging.pending} onClick={() => merge(other)} data-testid="roster-merge-confirm">
              {r.confirmMerge}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
