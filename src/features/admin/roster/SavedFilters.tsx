import { Button, Field, Input } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  criteriaAreEmpty,
  criteriaLabel,
  ROSTER_FILTER_NAME_MAX,
  rosterCriteria,
  type RosterCriteria,
} from '../../../shared/admin/roster-filter.ts';
import type { RosterFilterItem } from '../../../shared/api/admin-roster.ts';
import { rosterT } from '../../../strings/admin-roster.ts';
import { ConfirmButton } from '../../../ui/ConfirmButton.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { rosterApi } from './api.ts';
import { refreshRosterFilters, rosterFiltersQueryOptions } from './queries.ts';
import { TitledSection } from '../../../ui/TitledSection.tsx';

const t = rosterT.saved;

/**
 * 已保存的筛选: the list's current criteria saved under a name (a notice can then go to the registered alumni among
 * them), and the saved ones to apply again or delete.
 */
export function SavedFilters({ current, onApply }: { current: RosterCriteria; onApply: (f: RosterFilterItem) => void }) {
  const { data: filters } = useQuery(rosterFiltersQueryOptions());
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState('');
  const saving = useSubmit();
  const removing = useSubmit();
  const [busy, setBusy] = useState<number | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setRefusal(t.nameMissing);
    const { graduationYear, ...words } = rosterCriteria(current);
    void saving.run(() => rosterApi.saveFilter({ name: name.trim(), ...words, ...(graduationYear ? { graduationYear } : {}) }), {
      success: t.savedToast,
      onSuccess: async () => {
        setNaming(false);
        setName('');
        setRefusal('');
        await refreshRosterFilters(queryClient);
      },
      onError: (error) => setRefusal(error instanceof Error ? error.message : ''),
    });
  };
  const remove = (id: number) => {
    setBusy(id);
    void removing.run(() => rosterApi.removeFilter(id), {
      success: t.removed,
      onSuccess: () => refreshRosterFilters(queryClient),
    });
  };
  const empty = criteriaAreEmpty(current);

  return (
    <TitledSection
      id="roster-saved"
      title={t.title}
      level={3}
      className="roster-saved"
      titleClassName="roster-saved__title"
      headClassName="roster-saved__head"
      aside={
        !naming && (
          <Button icon={<SaveRegular />} onClick={() => setNaming(true)} disabled={empty} data-testid="roster-save-filter">
            {t.save}
          </Button>
        )
      }
    >
      <p className="roster-saved__hint">{empty ? t.needCriteria : t.hint}</p>
      {naming && (
        <form className="roster-saved__form" onSubmit={save} data-testid="roster-filter-form">
          <Field
            label={t.name}
            hint={t.nameHint(criteriaLabel(current))}
            validationMessage={refusal || undefined}
            validationState={refusal ? 'error' : 'none'}
          >
            <Input value={name} onChange={(_, d) => setName(d.value)} maxLength={ROSTER_FILTER_NAME_MAX} data-testid="roster-filter-name" />
          </Field>
          <div className="roster-saved__actions">
            <Button type="submit" appearance="primary" disabled={saving.pending} data-testid="roster-filter-confirm">
              {t.confirm}
            </Button>
            <Button onClick={() => (setNaming(false), setRefusal(''))}>{t.cancel}</Button>
          </div>
        </form>
      )}
      {filters && filters.length === 0 && <p className="roster-saved__none">{t.none}</p>}
      {filters && filters.length > 0 && (
        <ul className="roster-saved__list" role="list">
          {filters.map((f) => (
            <li key={f.id} className="roster-saved__item" data-testid="roster-saved-filter">
              <span className="roster-saved__name">{f.name}</span>
              <span className="roster-saved__label">{f.label}</span>
              <Button onClick={() => onApply(f)} data-testid="roster-apply-filter" aria-label={`${t.apply}：${f.name}`}>
                {t.apply}
              </Button>
              <ConfirmButton
                label={t.remove}
                subject={f.name}
                question={t.removeQuestion(f.name)}
                busy={removing.pending && busy === f.id}
                testId="roster-remove-filter"
                onConfirm={() => remove(f.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
