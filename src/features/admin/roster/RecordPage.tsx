import { Button, Field, Input, Select } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { HISTORY_KINDS, HISTORY_LABELS, historyStatus } from '../../../shared/admin/record-history.ts';
import { ROSTER_EDITABLE, ROSTER_FIELDS, ROSTER_HEADERS, type RosterField } from '../../../shared/admin/roster.ts';
import { ROSTER_TAG_MAX } from '../../../shared/admin/roster-filter.ts';
import type { RosterRecordDetail } from '../../../shared/api/admin-roster.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { rosterApi } from './api.ts';
import { MergePanel } from './MergePanel.tsx';
import { refreshRoster, rosterRecordQueryOptions } from './queries.ts';
import { keptWholeNumbers } from './record-numbers.ts';
import { TitledSection } from '../../../ui/TitledSection.tsx';
import './roster.css';

const r = t.record;

/** One record: the roster's data, the portal account holding its 学号 and its card, and an edit of one field. */
export function RecordPage({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(rosterRecordQueryOptions(id));
  const { record, account } = data;
  const [field, setField] = useState<Exclude<RosterField, 'studentNo'>>('city');
  const [value, setValue] = useState(record.city);
  // A number shown masked is no value to start from: the clerk types it whole.
  const startValue = (f: RosterField) => ((f === 'idNumber' || f === 'phone') && !data.fullNumbers ? '' : record[f]);
  const [refusal, setRefusal] = useState('');
  const saving = useSubmit();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(() => rosterApi.edit(id, { field, value }), {
      success: r.saved,
      onSuccess: async (answer) => {
        setRefusal('');
        // The saved value is the current one now (a number, answered masked, is not put back in the field).
        setValue(field === 'idNumber' || field === 'phone' ? '' : answer.record[field]);
        queryClient.setQueryData(rosterRecordQueryOptions(id).queryKey, (before: RosterRecordDetail | undefined) =>
          keptWholeNumbers(before, answer),
        );
        await refreshRoster(queryClient);
      },
      onError: (error) => setRefusal(error instanceof Error ? error.message : ''),
    });
  };

  return (
    <div className="admin-page roster-page" data-testid="admin-roster-record">
      <Link to="/admin/alumni" className="roster-record__back">
        {r.back}
      </Link>
      <h1 className="admin-page__title">
        {r.title}：{record.name}
      </h1>
      {data.fullNumbers && (record.idNumber || record.phone) && <p className="roster-page__intro">{r.fullNumbers}</p>}
      <section className="console-card roster-record" data-testid="roster-record">
        <FactList
          className="roster-record__facts"
          facts={[
            ...ROSTER_FIELDS.map((f): [string, string] => [ROSTER_HEADERS[f], record[f] || '—']),
            ...(record.formerStudentNos.length ? [[r.formerNos, record.formerStudentNos.join('、')] as [string, string]] : []),
          ]}
        />
      </section>
      <section className="console-card roster-record" data-testid="roster-account">
        <h2 className="roster-section__title">{r.account}</h2>
        {account ? (
          <FactList
            className="roster-record__facts"
            facts={[
              [r.account, r.accountLine(account.name, account.id)],
              [r.card, r.cardStatus[account.cardStatus] ?? account.cardStatus],
              [r.cardNo, account.cardNo || '—'],
            ]}
          />
        ) : (
          <p>{r.noAccount}</p>
        )}
      </section>
      <TagsEditor id={id} tags={record.tags} />
      {data.history && <AccountHistory history={data.history} />}
      <form className="console-card roster-record roster-edit" onSubmit={save} data-testid="roster-edit">
        <h2 className="roster-section__title">{r.edit}</h2>
        <div className="roster-filters">
          <Field label={r.field}>
            <Select
              value={field}
              onChange={(_, d) => {
                setField(d.value as typeof field);
                setValue(startValue(d.value as RosterField));
                setRefusal('');
              }}
              data-testid="roster-edit-field"
            >
              {ROSTER_EDITABLE.map((f) => (
                <option key={f} value={f}>
                  {ROSTER_HEADERS[f]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={r.value} hint={r.current(record[field])} validationMessage={refusal || undefined}>
            <Input value={value} onChange={(_, d) => setValue(d.value)} maxLength={100} data-testid="roster-edit-value" />
          </Field>
          <Button type="submit" appearance="primary" disabled={saving.pending} data-testid="roster-edit-save">
            {r.save}
          </Button>
        </div>
      </form>
      <MergePanel key={record.id} detail={data} />
    </div>
  );
}

/** 校友动态: what the linked account has done, how many of each kind, then the latest, newest first. */
function AccountHistory({ history }: { history: NonNullable<RosterRecordDetail['history']> }) {
  const kinds = HISTORY_KINDS.filter((k) => history.counts[k]);
  return (
    <TitledSection id="roster-history" title={r.history} className="console-card roster-record" titleClassName="roster-section__title">
      {kinds.length === 0 ? (
        <p>{r.noHistory}</p>
      ) : (
        <>
          <p className="roster-history__counts">{kinds.map((k) => r.historyCount(HISTORY_LABELS[k], history.counts[k]!)).join('　')}</p>
          <ul className="roster-history" role="list">
            {history.items.map((item, i) => (
              <li key={i} className="roster-history__item" data-testid="roster-history-item">
                <span className="roster-history__kind">{HISTORY_LABELS[item.kind]}</span>
                <span className="roster-history__title">{item.title}</span>
                <span className="roster-history__status">{historyStatus(item.kind, item.status)}</span>
                <time className="roster-history__at" dateTime={item.at}>
                  {formatDateTime(item.at)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}

/** 标签: the record's tags, each removable, and a new one added; every change is saved (and audited) at once. */
function TagsEditor({ id, tags }: { id: number; tags: readonly string[] }) {
  const queryClient = useQueryClient();
  const [next, setNext] = useState('');
  const [refusal, setRefusal] = useState('');
  const saving = useSubmit();
  const save = (changed: string[], done?: () => void) =>
    void saving.run(() => rosterApi.setTags(id, changed), {
      success: r.tagsSaved,
      onSuccess: async (answer) => {
        setRefusal('');
        done?.();
        queryClient.setQueryData(rosterRecordQueryOptions(id).queryKey, (before: RosterRecordDetail | undefined) =>
          keptWholeNumbers(before, answer),
        );
        await refreshRoster(queryClient);
      },
      onError: (error) => setRefusal(error instanceof Error ? error.message : ''),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (next.trim()) save([...tags, next.trim()], () => setNext(''));
  };
  return (
    <form className="console-card roster-record" onSubmit={add} aria-labelledby="roster-tags-title" data-testid="roster-tags-editor">
      <h2 id="roster-tags-title" className="roster-section__title">
        {r.tags}
      </h2>
      <ul className="roster-tags" role="list">
        {tags.map((tag) => (
          <li key={tag} className="roster-tag" data-testid="roster-tag">
            {tag}
            <Button
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={r.removeTag(tag)}
              disabled={saving.pending}
              onClick={() => save(tags.filter((t) => t !== tag))}
            />
          </li>
        ))}
        {tags.length === 0 && <li className="roster-tags__none">{r.noTags}</li>}
      </ul>
      <div className="roster-filters">
        <Field label={r.newTag} hint={r.tagsHint} validationMessage={refusal || undefined}>
          <Input value={next} onChange={(_, d) => setNext(d.value)} maxLength={ROSTER_TAG_MAX} data-testid="roster-tag-input" />
        </Field>
        <Button type="submit" disabled={saving.pending || !next.trim()} data-testid="roster-tag-add">
          {r.addTag}
        </Button>
      </div>
    </form>
  );
}
