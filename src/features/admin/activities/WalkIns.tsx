import { Button, Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { AdminWalkIn, CheckinResult } from '../../../shared/api/admin-activities.ts';
import { normaliseCardNo } from '../../../shared/card-number.ts';
import { useSiteIdentity } from '../../../site/useSiteIdentity.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { activitiesApi } from './api.ts';
import { TitledSection } from '../../../ui/TitledSection.tsx';

const s = adminActivitiesT.walkIn;

/** 现场登记: someone who did not sign up, written down (a name; a phone or card number if they give one) and let in. */
export function WalkInForm({ activityId, onResult }: { activityId: number; onResult: (result: CheckinResult) => Promise<void> }) {
  const submit = useSubmit();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [cardNo, setCardNo] = useState('');
  const { cardPrefix } = useSiteIdentity();

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const body = {
      name: name.trim(),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(cardNo.trim() ? { cardNo: normaliseCardNo(cardNo, cardPrefix) ?? cardNo.trim() } : {}),
    };
    void submit.run(() => activitiesApi.addWalkIn(activityId, body), {
      onSuccess: async (answer) => {
        setName('');
        setPhone('');
        setCardNo('');
        await onResult(answer);
      },
    });
  };

  return (
    <TitledSection id="walk-in" title={s.title} level={3} className="walk-in" titleClassName="activity-page__section-title">
      <p className="activity-signups__note">{s.intro}</p>
      <form className="walk-in__form" onSubmit={send}>
        <Field label={s.name} required>
          <Input value={name} onChange={(_, d) => setName(d.value)} maxLength={30} autoComplete="off" data-testid="walk-in-name" />
        </Field>
        <Field label={s.phone}>
          <Input
            value={phone}
            onChange={(_, d) => setPhone(d.value)}
            maxLength={20}
            inputMode="tel"
            autoComplete="off"
            data-testid="walk-in-phone"
          />
        </Field>
        <Field label={s.cardNo}>
          <Input value={cardNo} onChange={(_, d) => setCardNo(d.value)} maxLength={64} autoComplete="off" data-testid="walk-in-card" />
        </Field>
        <Button type="submit" appearance="primary" disabled={submit.pending || !name.trim()} data-testid="walk-in-submit">
          {s.submit}
        </Button>
      </form>
    </TitledSection>
  );
}

/** 现场登记名单: the walk-ins so far, the latest first. */
export function WalkInList({ walkIns }: { walkIns: readonly AdminWalkIn[] }) {
  return (
    <section className="walk-in-list" aria-labelledby="walk-in-list-title">
      <h3 id="walk-in-list-title" className="activity-page__section-title">
        {s.listTitle}（{walkIns.length}）
      </h3>
      <ul className="console-cards walk-in-list__items" role="list" data-testid="walk-in-list">
        {walkIns.map((w) => (
          <li key={w.id} className="console-card walk-in-list__item" data-testid="walk-in-row" data-name={w.name}>
            <strong>{w.name}</strong>
            <span>{[w.phone, w.cardNo].filter(Boolean).join(' · ')}</span>
            <span className="walk-in-list__time">
              {s.checkedInAt} {formatDateTime(w.checkedInAt)}
            </span>
          </li>
        ))}
        {walkIns.length === 0 && <li className="console-card walk-in-list__item">{s.empty}</li>}
      </ul>
    </section>
  );
}
