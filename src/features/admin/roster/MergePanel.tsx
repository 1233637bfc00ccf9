import { Badge, Button, Field, Input } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { RosterRecordDetail, RosterRecordItem } from '../../../shared/api/admin-roster.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { useDialog } from '../common/useDialog.ts';
import { rosterApi } from './api.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { rosterDuplicatesQueryOptions } from './queries.ts';
import { TitledSection } from '../../../ui/TitledSection.tsx';

const r = t.record;

/** The other record is refused when an account is linked to it: that record must be the one kept. */
function RegisteredOther({ other }: { other: Pick<RosterRecordItem, 'id'> }) {
  return (
    <p className="roster-merge__refusal" role="alert">
      {r.otherRegistered}{' '}
      <Link to="/admin/alumni/$id" params={{ id: other.id }}>
        {r.openOther}
      </Link>
    </p>
  );
}

/**
 * 合并重复记录: the records likely of the same person (same name and 届, or same ID number), or another named by its
 * 学号; 比较并合并 opens both records side by side, where the clerk chooses per field which value the merged record
 * keeps. The server decides (and refuses a merge that would drop an account's record).
 */
export function MergePanel({ detail }: { detail: RosterRecordDetail }) {
  const { record } = detail;
  const queryClient = useQueryClient();
  const duplicates = useQuery(rosterDuplicatesQueryOptions(record.id));
  const [studentNo, setStudentNo] = useState('');
  const [found, setFound] = useState<RosterRecordItem | null>(null);
  const [refusal, setRefusal] = useState('');
  const finding = useSubmit();
  const dialog = useDialog<number>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const no = studentNo.trim();
    if (!no) return;
    void finding.run(() => rosterApi.records({ keyword: no, pageNum: 1, pageSize: 20 }), {
      onSuccess: (answer) => {
        const other = answer.list.find((item) => item.studentNo === no && item.id !== record.id) ?? null;
        setFound(other);
        setRefusal(other ? '' : r.notFound(no));
        if (other && !other.registered) dialog.show(other.id);
      },
    });
  };

  const suggestions = duplicates.data ?? [];
  return (
    <TitledSection id="roster-merge" title={r.merge} className="console-card roster-record" titleClassName="roster-section__title">
      <p className="roster-page__intro">{r.mergeHint}</p>
      <h3 className="roster-merge__subtitle">{r.suggestions}</h3>
      {duplicates.isSuccess && suggestions.length === 0 && <p data-testid="roster-merge-none">{r.noSuggestions}</p>}
      {suggestions.length > 0 && (
        <ul className="roster-merge__suggestions" role="list">
          {suggestions.map((d) => (
            <li key={d.id} className="roster-merge__suggestion" data-testid="roster-merge-suggestion">
              <span>{r.suggestion(d.name, d.studentNo, d.graduationYear, d.faculty)}</span>
              {d.reasons.map((reason) => (
                <Badge key={reason} appearance="tint" color="informative">
                  {r.reasons[reason] ?? reason}
                </Badge>
              ))}
              {d.registered ? (
                <RegisteredOther other={d} />
              ) : (
                <Button
                  size="small"
                  aria-label={r.compareLabel(d.studentNo)}
                  onClick={() => dialog.show(d.id)}
                  data-testid="roster-merge-compare"
                >
                  {r.compare}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="roster-filters" onSubmit={find}>
        <Field label={r.otherNo} validationMessage={refusal || undefined}>
          <Input
            value={studentNo}
            onChange={(_, d) => {
              setStudentNo(d.value);
              setFound(null);
            }}
            maxLength={40}
            data-testid="roster-merge-no"
          />
        </Field>
        <Button type="submit" disabled={finding.pending || !studentNo.trim()} data-testid="roster-merge-find">
          {r.find}
        </Button>
      </form>
      {found?.registered && <RegisteredOther other={found} />}
      {dialog.what !== null && (
        <MergeDialog
          key={dialog.what}
          open={dialog.open}
          detail={detail}
          otherId={dialog.what}
          onClose={dialog.close}
          onMerged={() => {
            dialog.close();
            setFound(null);
            setStudentNo('');
            setRefusal('');
            void queryClient.invalidateQueries({ queryKey: rosterDuplicatesQueryOptions(record.id).queryKey });
          }}
        />
      )}
    </TitledSection>
  );
}
