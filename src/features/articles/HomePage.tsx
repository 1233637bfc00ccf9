import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { imageSrc } from '../../lib/images.ts';
import { t } from '../../strings.ts';
import { ScrollReveal } from '../../ui/ScrollReveal.tsx';
import { ActivityCard, AlumnusCard, NewsCard, NewsRow, OrganizationCard } from './cards.tsx';
import { homeQueries } from './home-queries.ts';
import { dictsQueryOptions, noticeTotalQueryOptions } from '../../site/queries.ts';
import { NoticeStrip } from './NoticeStrip.tsx';
import { ElderHomeEntries } from './ElderHomeEntries.tsx';
import { siteInfo } from '../../site/dicts.ts';

function Section({ id, title, more, children }: { id: string; title: string; more: string; children: ReactNode }) {
  return (
    <section className={`home-section home-section--${id}`} aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <div className="container">
        <div className="section-heading">
          <h2 id={`home-${id}`}>{title}</h2>
          <Link to={more} className="section-heading__more">
            {t.more}
            <ArrowRightRegular aria-hidden="true" />
          </Link>
        </div>
        <ScrollReveal>{children}</ScrollReveal>
      </div>
    </section>
  );
}

export function HomePage() {
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const { data: news } = useSuspenseQuery(homeQueries.news());
  const { data: activities } = useSuspenseQuery(homeQueries.activities());
  const { data: alumni } = useSuspenseQuery(homeQueries.alumni());
  const { data: organizations } = useSuspenseQuery(homeQueries.organizations());
  const { data: notices } = useSuspenseQuery(noticeTotalQueryOptions());
  const site = siteInfo(dicts);
  const hero = imageSrc(site.heroImage);
  const [lead, second, ...rest] = news.list;
  return (
    <>
      <section className="hero" aria-label={site.name} data-testid="hero">
        {hero && <img className="hero__image" src={hero} alt="" width={1600} height={520} fetchPriority="high" />}
        <div className="container hero__text">
          <p className="hero__eyebrow">
            {site.name}
            {site.subtitle}
          </p>
          <h1 className="hero__title">{site.slogan}</h1>
          <p className="hero__lead">{site.heroText}</p>
          <Link to="/article/collegeNews" className="hero__cta">
            {t.heroCta}
          </Link>
        </div>
      </section>

      <NoticeStrip notices={notices} />

      <ElderHomeEntries />

      <Section id="news" title={t.sections.news} more="/article/collegeNews">
        <div className="home-news">
          <div className="home-news__lead">
            {lead && <NewsCard item={lead} eager />}
            {second && <NewsCard item={second} />}
          </div>
          <div className="home-news__list">
            {rest.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </div>
        </div>
      </Section>

      <Section id="activities" title={t.sections.activities} more="/article/activities">
        <div className="list list--grid">
          {activities.list.map((item) => (
            <ActivityCard key={item.id} item={item} />
          ))}
        </div>
      </Section>

      <Section id="alumni" title={t.sections.alumni} more="/article/outstandingAlumni">
        <div className="list list--portraits">
          {alumni.list.map((item) => (
            <AlumnusCard key={item.id} item={item} />
          ))}
        </div>
      </Section>

      <Section id="organizations" title={t.sections.organizations} more="/services/organization">
        <div className="list list--grid">
          {organizations.list.map((item) => (
            <OrganizationCard key={item.id} item={item} />
          ))}
        </div>
      </Section>
    </>
  );
}
