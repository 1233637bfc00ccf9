import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { AdminSignup, CheckinResult } from '../../../shared/api/admin-activities.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { useDialog } from '../common/useDialog.ts';
import { activitiesApi } from './api.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { CheckinPanel } from './CheckinPanel.tsx';
import { activityQueryOptions, refreshActivity, refreshActivityLists, signupsQueryOptions, walkInsQueryOptions } from './queries.ts';
import { SignupList } from './SignupList.tsx';
import { WalkInForm, WalkInList } from './WalkIns.tsx';
import './activities.css';

const s = adminActivitiesT;

/** One activity at the door: the live counts, check-in, and the sign-up list (export, cancel with a message). */
export function ActivityPage({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { data: activity } = useSuspenseQuery(activityQueryOptions(id));
  const { data: signups } = useSuspenseQuery(signupsQueryOptions(id));
  const { data: walkIns } = useSuspenseQuery(walkInsQueryOptions(id));
  const dialog = useDialog<AdminSignup>();
  const cancel = useSubmit();
  const tick = useSubmit();
  const [result, setResult] = useState<CheckinResult | null>(null);

  // The counts are read every few seconds; when another door (or another screen) changed them, the lists follow.
  const live = `${activity.signedCount}/${activity.checkedInCount}/${activity.walkInCount}`;
  const seen = useRef(live);
  useEffect(() => {
    if (live === seen.current) return;
    seen.current = live;
    void refreshActivityLists(queryClient, id);
  }, [live, queryClient, id]);

  /** Any door's answer (a card, a tick on the list, a walk-in): shown large, and everything on the page read again. */
  const onResult = async (answer: CheckinResult) => {
    setResult(answer);
    // A short buzz on phones that have it: the door hears success without looking.
    if (answer.outcome === 'checked-in' || answer.outcome === 'walk-in') navigator.vibrate?.(80);
    await refreshActivity(queryClient);
  };
  // The bar is of the signed-up: walk-ins are let in on top of them.
  const signedIn = activity.checkedInCount - activity.walkInCount;
  const percent = activity.signedCount ? Math.round((signedIn / activity.signedCount) * 100) : 0;

  return (
    <div className="admin-page activity-page" data-testid="admin-activity">
      <Link to="/admin/events/activities" className="activity-page__back">
        <ArrowLeftRegular aria-hidden="true" />
        {s.back}
      </Link>
      <h2 className="admin-page__title activity-page__title">{activity.title}</h2>
      <p className="activity-page__meta">
        {formatDateTime(activity.startTime)} – {formatDateTime(activity.endTime)} · {activity.place}
      </p>

      <div className="activity-counts" aria-live="polite">
        <div className="activity-counts__main">
          <span className="activity-counts__label">{s.counts.checkedIn}</span>
          <span className="activity-counts__value" data-testid="checkin-count">
            {activity.checkedInCount}
          </span>
          <span className="activity-counts__of">/ {activity.signedCount}</span>
        </div>
        <div className="activity-counts__bar" role="presentation">
          <span style={{ width: `${percent}%` }} />
        </div>
        <div className="activity-counts__side">
          <span>
            {s.counts.signed} <strong data-testid="signed-count">{activity.signedCount}</strong>
          </span>
          <span>
            {s.counts.capacity} <strong>{activity.capacity}</strong>
          </span>
          <span>
            {s.counts.walkIns} <strong data-testid="walk-in-count">{activity.walkInCount}</strong>
          </span>
          <span className="activity-counts__live">{s.counts.live}</span>
        </div>
      </div>

      <CheckinPanel activityId={id} result={result} onResult={onResult} />
      <WalkInForm activityId={id} onResult={onResult} />

      {/* Not a named region: the table inside is the region 报名名单, and two landmarks of one name cannot be told apart. */}
      <section className="activity-signups">
        <div className="activity-signups__head">
          <h3 id="signups-title" className="activity-page__section-title">
            {s.signups.title}
          </h3>
          <div className="activity-signups__export">
            <ExportButtons fetchFile={(format) => activitiesApi.exportFile(id, format)} testId="signups-export" />
          </div>
        </div>
        <p className="activity-signups__note">{s.signups.phoneNote}</p>
        <SignupList
          signups={signups}
          onCancel={dialog.show}
          ticking={tick.pending}
          onTick={(row) => void tick.run(() => activitiesApi.tick(id, row.id), { onSuccess: onResult })}
        />
      </section>

      <WalkInList walkIns={walkIns} />

      <CancelDialog
        key={dialog.what?.id ?? 0}
        signup={dialog.what}
        open={dialog.open}
        pending={cancel.pending}
        onClose={dialog.close}
        onSend={(reason) =>
          cancel.run(() => activitiesApi.cancel(id, dialog.what!.id, reason), {
            success: s.cancelDialog.done,
            onSuccess: async () => {
              dialog.close();
              await refreshActivity(queryClient);
            },
          })
        }
      />
    </div>
  );
}
