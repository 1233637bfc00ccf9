import { Button, Field, Input } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import type { CheckinBody, CheckinResult } from '../../../shared/api/admin-activities.ts';
import { cardNoExample, normaliseCardNo } from '../../../shared/card-number.ts';
import { useSiteIdentity } from '../../../site/useSiteIdentity.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { activitiesApi } from './api.ts';
import { QrScanner } from './QrScanner.tsx';

const s = adminActivitiesT.checkin;

const tone = (outcome: CheckinResult['outcome']) =>
  outcome === 'checked-in' || outcome === 'walk-in' ? 'ok' : outcome === 'already' ? 'info' : outcome === 'not-signed-up' ? 'warn' : 'bad';
const icons = { ok: <CheckmarkCircleFilled />, info: <InfoFilled />, warn: <WarningFilled />, bad: <DismissCircleFilled /> };

/**
 * 现场签到: scan the card (camera or picture) or type its number; the answer (this door's last, from the panel, a tick
 * on the list or a walk-in) is shown large, for the door.
 */
export function CheckinPanel({
  activityId,
  result,
  onResult,
}: {
  activityId: number;
  result: CheckinResult | null;
  onResult: (result: CheckinResult) => Promise<void>;
}) {
  const submit = useSubmit();
  const [cardNo, setCardNo] = useState('');
  const { cardPrefix } = useSiteIdentity();
  const example = cardNoExample(cardPrefix);
  const reads = cardNo.trim() ? normaliseCardNo(cardNo, cardPrefix) : undefined;

  const send = (body: CheckinBody) =>
    submit.run(() => activitiesApi.checkin(activityId, body), {
      onSuccess: async (answer) => {
        if (answer.outcome === 'checked-in') setCardNo('');
        await onResult(answer);
      },
    });

  // The number as the college prints it when it reads as one; else what was typed, which the server refuses and records.
  const manual = (e: FormEvent) => {
    e.preventDefault();
    if (cardNo.trim()) void send({ cardNo: reads ?? cardNo.trim() });
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
        <Field
          label={s.manualLabel}
          hint={reads ? s.manualReads(reads) : reads === null ? s.manualMalformed(example) : s.manualHint}
          validationState={reads === null ? 'warning' : 'none'}
          className="checkin-manual__field"
        >
          <Input
            value={cardNo}
            onChange={(_, d) => setCardNo(d.value)}
            placeholder={s.manualPlaceholder(example)}
            autoComplete="off"
            maxLength={64}
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
