import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { SignupPanel } from '../activity-signup/SignupPanel.tsx';
import { DetailPage } from './DetailPage.tsx';
import { ActivityPhaseBadge } from './cards.tsx';
import { activityQueries } from './queries.ts';

export function ActivityDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(activityQueries.detail(id));
  const facts: Array<[string, string]> = [
    [t.activity.time, `${formatDateTime(data.startTime)} 至 ${formatDateTime(data.endTime)}`],
    [t.activity.place, data.place],
    [t.activity.organizer, data.organizer],
    [t.activity.capacity, t.activity.capacityValue(data.capacity)],
    [t.activity.deadline, formatDateTime(data.signupDeadline)],
  ];
  return (
    <DetailPage
      fallbackTitle={t.sections.activities}
      listPath="/article/activities"
      detailPath="/article/activityDetails/$id"
      title={data.title}
      meta={<span>{t.detail.publishedAt}：<time dateTime={data.publishedAt}>{formatDateTime(data.publishedAt)}</time></span>}
      aside={
        <section className="fact-panel" aria-label={t.a11y.activityFacts} data-testid="activity-facts">
          <Cover src={data.cover} alt="" width={800} height={450} eager className="fact-panel__cover" />
          <div>
            <ActivityPhaseBadge activity={data} />
            <FactList facts={facts} />
            <SignupPanel activity={data} />
          </div>
        </section>
      }
      content={data.content}
      prev={data.prev}
      next={data.next}
    />
  );
}
