import { CalendarRegular, LocationRegular, PeopleRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityItem, AlumnusItem, NewsItem, NoticeItem, OrganizationItem } from '../../api/content.ts';
import { activityPhase, dateBadge, formatDate, formatDateTime } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Cover } from '../../ui/Cover.tsx';
import { areas, type Area } from './areas.ts';

/** The level of a card's title: h3 under a section's h2 (the home page), h2 in a list page under its h1. */
export const CardHeading = createContext<'h2' | 'h3'>('h3');

const phaseLook = { open: 'filled-success', closed: 'filled-warning', ongoing: 'filled-brand', ended: 'filled-informative' } as const;

export function ActivityPhaseBadge({ activity }: { activity: Pick<ActivityItem, 'signupDeadline' | 'startTime' | 'endTime'> }) {
  const phase = activityPhase(activity);
  return (
    <Badge look={phaseLook[phase]} testId="activity-phase">
      {t.activity.status[phase]}
    </Badge>
  );
}

/** A card's title: a heading at the level the list gives, linking to the record's page. */
function CardTitle({
  to,
  id,
  className = 'card__title',
  children,
}: {
  to: (typeof areas)[Area]['detailPath'];
  id: number;
  className?: string;
  children: ReactNode;
}) {
  const link = (
    <Link to={to} params={{ id: String(id) }}>
      {children}
    </Link>
  );
  return useContext(CardHeading) === 'h2' ? <h2 className={className}>{link}</h2> : <h3 className={className}>{link}</h3>;
}

/** A card: its cover on top, then its body. */
function Card({ kind, testId, cover, children }: { kind: string; testId: string; cover: ReactNode; children: ReactNode }) {
  return (
    <article className={`card ${kind}`} data-testid={testId}>
      {cover}
      <div className="card__body">{children}</div>
    </article>
  );
}

/** A row dated by a badge: title, what the kind adds under it, and an optional picture beside it. */
function DatedRow({
  to,
  item,
  testId,
  children,
  picture,
}: {
  to: (typeof areas)[Area]['detailPath'];
  item: { id: number; title: string; publishedAt: string };
  testId: string;
  children?: ReactNode;
  picture?: ReactNode;
}) {
  const badge = dateBadge(item.publishedAt);
  return (
    <article className={`news-row${picture ? '' : ' news-row--plain'}`} data-testid={testId}>
      <div className="date-badge" aria-hidden="true">
        <strong>{badge.day}</strong>
        <span>{badge.yearMonth}</span>
      </div>
      <div className="news-row__body">
        <CardTitle to={to} id={item.id} className="news-row__title">
          {item.title}
        </CardTitle>
        {children}
      </div>
      {picture}
    </article>
  );
}

/** A news row: date badge, title, summary, thumbnail. */
export function NewsRow({ item }: { item: NewsItem }) {
  return (
    <DatedRow
      to={areas.news.detailPath}
      item={item}
      testId="news-item"
      picture={<Cover className="news-row__thumb" src={item.cover} alt="" width={240} height={135} />}
    >
      <p className="news-row__summary">{item.summary}</p>
      <p className="meta-line">
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        <span>
          {t.detail.source}：{item.source}
        </span>
      </p>
    </DatedRow>
  );
}

/** A notice row: date badge, title, the date it was published. */
export function NoticeRow({ item }: { item: NoticeItem }) {
  return (
    <DatedRow to={areas.notices.detailPath} item={item} testId="notice-item">
      <p className="meta-line">
        <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
      </p>
    </DatedRow>
  );
}

/** A card with a cover for the home page's lead stories. */
export function NewsCard({ item, eager }: { item: NewsItem; eager?: boolean }) {
  return (
    <Card kind="news-card" testId="news-card" cover={<Cover src={item.cover} alt="" width={800} height={450} eager={eager} />}>
      <time className="card__date" dateTime={item.publishedAt}>
        {formatDate(item.publishedAt)}
      </time>
      <CardTitle to={areas.news.detailPath} id={item.id}>
        {item.title}
      </CardTitle>
      <p className="card__summary">{item.summary}</p>
    </Card>
  );
}

export function ActivityCard({ item, eager }: { item: ActivityItem; eager?: boolean }) {
  return (
    <Card kind="activity-card" testId="activity-card" cover={<Cover src={item.cover} alt="" width={800} height={450} eager={eager} />}>
      <ActivityPhaseBadge activity={item} />
      <CardTitle to={areas.activities.detailPath} id={item.id}>
        {item.title}
      </CardTitle>
      <p className="icon-line">
        <CalendarRegular aria-hidden="true" /> {formatDateTime(item.startTime)}
      </p>
      <p className="icon-line">
        <LocationRegular aria-hidden="true" /> {item.place}
      </p>
    </Card>
  );
}

export function AlumnusCard({ item }: { item: AlumnusItem }) {
  return (
    <Card kind="alumnus-card" testId="alumnus-card" cover={<Cover src={item.photo} alt={item.name} width={400} height={500} />}>
      <CardTitle to={areas.alumni.detailPath} id={item.id}>
        {item.name}
      </CardTitle>
      <p className="alumnus-card__honour">{item.honour}</p>
      <p className="card__summary">{item.summary}</p>
    </Card>
  );
}

export function OrganizationCard({ item }: { item: OrganizationItem }) {
  return (
    <Card kind="organization-card" testId="organization-card" cover={<Cover src={item.cover} alt="" width={800} height={450} />}>
      <Badge look="tint-brand">{t.organization.kinds[item.kind]}</Badge>
      <CardTitle to={areas.organizations.detailPath} id={item.id}>
        {item.name}
      </CardTitle>
      <p className="card__summary">{item.summary}</p>
      <p className="icon-line">
        <PeopleRegular aria-hidden="true" /> {t.organization.membersValue(item.memberCount)} · {item.region}
      </p>
    </Card>
  );
}
