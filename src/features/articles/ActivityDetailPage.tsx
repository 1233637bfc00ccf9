import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActivityDetail } from '../../api/content.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { DetailPage } from './DetailPage.tsx';
import { ActivityPhaseBadge } from './cards.tsx';
import { activityQueries } from './queries.ts';

/** The sign-up belongs to its own feature: the route passes it in (a feature does not import another). */
type SignupSlot = ComponentType<{ activity: ActivityDetail }>;

export function ActivityDetailPage({ id, Signup }: { id: number; Signup: SignupSlot }) {
  const { data } = useSuspenseQuery(activityQueries.detail(id));
  const published = (
    <span>
      {t.detail.publishedAt}：<time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time>
    </span>
  );
  return (
    <DetailPage
      area="activities"
      record={data}
      title={data.title}
      meta={published}
      aside={<ActivityFacts activity={data} Signup={Signup} />}
    />
  );
}

/** When, where and by whom, the sign-up state and the sign-up itself. */
function ActivityFacts({ activity, Signup }: { activity: ActivityDetail; Signup: SignupSlot }) {
  const facts: Array<[string, string]> = [
    [t.activity.time, `${formatDateTime(activity.startTime)} 至 ${formatDateTime(activity.endTime)}`],
    [t.activity.place, activity.place],
    [t.activity.organizer, activity.organizer],
    [t.activity.capacity, t.activity.capacityValue(activity.capacity)],
    [t.activity.deadline, formatDateTime(activity.signupDeadline)],
  ];
  return (
    <section className="fact-panel" aria-label={t.a11y.activityFacts} data-testid="activity-facts">
      <Cover src={activity.cover} alt="" width={800} height={450} eager className="fact-panel__cover" />
      <div>
        <ActivityPhaseBadge activity={activity} />
        <FactList facts={facts} />
        <Signup activity={activity} />
      </div>
    </section>
  );
}
