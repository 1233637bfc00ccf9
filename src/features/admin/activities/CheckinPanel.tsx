import { Button, Field, Input } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CheckinBody, CheckinResult } from '../../../shared/api/admin-activities.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { activitiesApi } from './api.ts';
import { refreshActivity } from './queries.ts';
import { QrScanner } from './QrScanner.tsx';

const s = adminActivitiesT.checkin;

const tone = (outcome: CheckinResult['outcome']) =>
  outcome === 'checked-in' ? 'ok' : outcome === 'already' ? 'info' : outcome === 'not-signed-up' ? 'warn' : 'bad';
const icons = { ok: <CheckmarkCircleFilled />, info: <InfoFilled />, warn: <WarningFilled />, bad: <DismissCircleFilled /> };

/** 现场签到: scan the card (camera or picture) or type its number; the answer is shown large, for the door. */
export function CheckinPanel({ activityId }: { activityId: number }) {
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const [result, setResult] = useState<CheckinResult | null>(null);
  const [cardNo, setCardNo] = useState('');

  const send = (body: CheckinBody) =>
    submit.run(() => activitiesApi.checkin(activityId, body), {
      onSuccess: async (answer) => {
        setResult(answer);
        if (answer.outcome === 'checked-in') {
          setCardNo('');
          // A short buzz on phones that have it: the door hears success without looking.
          navigator.vibrate?.(80);
        }
        await refreshActivity(queryClient);
      },
    });

  const manual = (e: FormEvent) => {
    e.preventDefault();
    if (cardNo.trim()) void send({ cardNo: cardNo.trim() });
  };

  const kind = result ? tone(result.outcome) : undefined;
  return (
    <section className="checkin-panel" aria-labelledby="checkin-title" data-testid="checkin-panel">
      <h3 id="checkin-title" className="activity-page__section-title">
        {s.title}
      </h3>
      <QrScanner onCode={(qr) => void send({ qr })} busy={submit.pending} />
      <div className="checkin-result-slot" role="status" aria-live="assertive" aria-label={s.resultLabel}>
        {result && kind && (
          <div className={`checkin-result checkin-result--${kind}`} data-testid="checkin-result" data-outcome={result.outcome}>
            <span className="checkin-result__icon" aria-hidden="true">
              {icons[kind]}
            </span>
            <div className="checkin-result__text">
              <strong className="checkin-result__head">{adminActivitiesT.outcomes[result.outcome]}</strong>
              <span data-testid="checkin-message">{result.message}</span>
              {result.name && (
                <span className="checkin-result__who">
                  {[result.faculty, result.graduationYear ? adminActivitiesT.yearOf(result.graduationYear) : '', result.cardNo]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </div>
          </div>
        )}
      </div>
      <form className="checkin-manual" onSubmit={manual}>
        <Field label={s.manualLabel} hint={s.manualHint} className="checkin-manual__field">
          <Input
            value={cardNo}
            onChange={(_, d) => setCardNo(d.value.toUpperCase())}
            placeholder={s.manualPlaceholder}
            autoComplete="off"
            maxLength={40}
            data-testid="checkin-card-no"
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={submit.pending || !cardNo.trim()} data-testid="checkin-manual">
          {s.manualSubmit}
        </Button>
      </form>
    </section>
  );
}
