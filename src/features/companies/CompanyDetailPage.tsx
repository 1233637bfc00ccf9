import { Badge } from '@fluentui/react-components';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { siteOrigin } from '../../lib/origin.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { dictLabel } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { GraduatesOnly } from './GraduatesOnly.tsx';
import { JobRow } from './JobRow.tsx';
import { RecordFrame } from './RecordFrame.tsx';
import { companyQueries } from './queries.ts';
import type { CompanyDetail } from './api.ts';
import './companies.css';

const s = t.companies;

/** The contact rows, or 仅毕业生可以申请 in their place for a caller the list refuses (the public view). */
function contactFacts(data: CompanyDetail): Array<[string, ReactNode]> {
  if (data.view === 'public') return [[s.contact, t.access.graduatesOnly]];
  return [
    [s.contact, data.contactName],
    [s.phone, <a href={`tel:${data.contactPhone}`}>{data.contactPhone}</a>],
    [s.email, <a href={`mailto:${data.contactEmail}`}>{data.contactEmail}</a>],
  ];
}

/** An article's tools (分享) belong to the articles feature: the route passes them in (a feature does not import another). */
export function CompanyDetailPage({ id, Actions }: { id: number; Actions: ComponentType<{ title: string }> }) {
  const { data } = useSuspenseQuery(companyQueries.detail(id));
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  const website = safeHttpUrl(data.website, siteOrigin());
  const facts: Array<[string, ReactNode]> = [
    [s.industry, dictLabel(dicts, INDUSTRY_DICT, data.industry)],
    [s.scale, dictLabel(dicts, SCALE_DICT, data.scale)],
    [s.city, data.city],
    [s.founder, `${data.founderName}（${data.founderGraduation}）`],
    ...contactFacts(data),
  ];
  if (website)
    facts.push([
      s.website,
      <a href={website} target="_blank" rel="noopener noreferrer">
        {data.website}
        {t.externalLink}
      </a>,
    ]);

  return (
    <RecordFrame text={s} listPath="/services/alumcompany" title={data.name} kind="company-detail">
      <header className="company-detail__header">
        <Cover src={data.logo} alt={s.logoAlt(data.name)} width={96} height={96} eager className="company-detail__logo" />
        <div>
          <h2 className="company-detail__name">{data.name}</h2>
          <p className="company-detail__summary">{data.summary}</p>
          <Badge appearance="tint" color="brand">
            {dictLabel(dicts, INDUSTRY_DICT, data.industry)}
          </Badge>
          <Actions title={data.name} />
        </div>
      </header>
      <div className="company-detail__body">
        <section className="company-detail__main" aria-labelledby="company-intro">
          <h3 id="company-intro" className="company-section-title">
            {s.introduction}
          </h3>
          <RichHtml html={data.introduction} className="detail__content" />
          <h3 className="company-section-title" id="company-jobs">
            {s.jobsTitle}
          </h3>
          {data.view === 'public' ? (
            <GraduatesOnly />
          ) : data.jobs.length === 0 ? (
            <p className="empty-state">{s.noJobs}</p>
          ) : (
            <ul className="bare-list job-list" aria-labelledby="company-jobs" data-testid="company-jobs">
              {data.jobs.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} showCompany={false} heading="h4" />
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className="company-facts" aria-label={s.facts} data-testid="company-facts">
          <FactList facts={facts} />
        </aside>
      </div>
    </RecordFrame>
  );
}
