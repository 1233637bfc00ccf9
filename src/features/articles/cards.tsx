import { CalendarRegular, LocationRegular, PeopleRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityItem, AlumnusItem, NewsItem, OrganizationItem } from '../../api/content.ts';
import { activityPhase, dateBadge, formatDate, formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Cover } from '../../ui/Cover.tsx';

/** The level of a card's title: h3 under a section's h2 (the home page), h2 in a list page under its h1. */
export const CardHeading = createContext<'h2' | 'h3'>('h3');

/** A card's title, at the level CardHeading gives it. */
function CardTitle({ className, children }: { className: string; children: ReactNode }) {
  return useContext(CardHeading) === 'h2' ? <h2 className={className}>{children}</h2> : <h3 className={className}>{children}</h3>;
}

const phaseLook = { open: 'filled-success', closed: 'filled-warning', ongoing: 'filled-brand', ended: 'filled-informative' } as const;

export function ActivityPhaseBadge({ activity }: { activity: Pick<ActivityItem, 'signupDeadline' | 'startTime' | 'endTime'> }) {
  const phase = activityPhase(activity);
  return (
    <Badge look={phaseLook[phase]} testId="activity-phase">
      {t.activity.status[phase]}
    </Badge>
  );
}

/** A news row: date badge, title, summary, thumbnail. */
export function NewsRow({ item }: { item: NewsItem }) {
  const badge = dateBadge(item.publishedAt);
  return (
    <article className="news-row" data-testid="news-item">
      <div className="date-badge" aria-hidden="true">
        <strong>{badge.day}</strong>
        <span>{badge.yearMonth}</span>
      </div>
      <div className="news-row__body">
        <CardTitle className="news-row__title">
          <Link to="/article/newDetails/$id" params={{ id: String(item.id) }}>{item.title}</Link>
        </CardTitle>
        <p className="news-row__summary">{item.summary}</p>
        <p className="meta-line">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          <span>{t.detail.source}：{item.source}</span>
        </p>
      </div>
      <Cover className="news-row__thumb" src={item.cover} alt="" width={240} height={135} />
    </article>
  );
}

/** A card with a cover for the home page's lead stories. */
export function NewsCard({ item, eager }: { item: NewsItem; eager?: boolean }) {
  return (
    <article className="card news-card" data-testid="news-card">
      <Cover src={item.cover} alt="" width={800} height={450} eager={eager} />
      <div className="card__body">
        <time className="card__date" dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        <CardTitle className="card__title">
          <Link to="/article/newDetails/$id" params={{ id: String(item.id) }}>{item.title}</Link>
        </CardTitle>
        <p className="card__summary">{item.summary}</p>
      </div>
    </article>
  );
}

export function ActivityCard({ item, eager }: { item: ActivityItem; eager?: boolean }) {
  return (
    <article className="card activity-card" data-testid="activity-card">
      <Cover src={item.cover} alt="" width={800} height={450} eager={eager} />
      <div className="card__body">
        <ActivityPhaseBadge activity={item} />
        <CardTitle className="card__title">
          <Link to="/article/activityDetails/$id" params={{ id: String(item.id) }}>{item.title}</Link>
        </CardTitle>
        <p className="icon-line"><CalendarRegular aria-hidden="true" /> {formatDateTime(item.startTime)}</p>
        <p className="icon-line"><LocationRegular aria-hidden="true" /> {item.place}</p>
      </div>
    </article>
  );
}

export function AlumnusCard({ item }: { item: AlumnusItem }) {
  return (
    <article className="card alumnus-card" data-testid="alumnus-card">
      <Cover src={item.photo} alt={item.name} width={400} height={500} />
      <div className="card__body">
        <CardTitle className="card__title">
          <Link to="/article/alumniDetails/$id" params={{ id: String(item.id) }}>{item.name}</Link>
        </CardTitle>
        <p className="alumnus-card__honour">{item.honour}</p>
        <p className="card__summary">{item.summary}</p>
      </div>
    </article>
  );
}

export function OrganizationCard({ item }: { item: OrganizationItem }) {
  return (
    <article className="card organization-card" data-testid="organization-card">
      <Cover src={item.cover} alt="" width={800} height={450} />
      <div className="card__body">
        <Badge look="tint-brand">{t.organization.kinds[item.kind]}</Badge>
        <CardTitle className="card__title">
          <Link to="/article/organizationDetails/$id" params={{ id: String(item.id) }}>{item.name}</Link>
        </CardTitle>
        <p className="card__summary">{item.summary}</p>
        <p className="icon-line"><PeopleRegular aria-hidden="true" /> {t.organization.membersValue(item.memberCount)} · {item.region}</p>
      </div>
    </article>
  );
}
