import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { INDUSTRY_DICT } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { dictLabel } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { GraduatesOnly } from './GraduatesOnly.tsx';
import { jobQueries } from './queries.ts';
import type { JobCompany } from './api.ts';
import { RecordFrame } from './RecordFrame.tsx';
import './recruitment.css';

const r = t.recruitment;

/** An article's tools (分享) belong to the articles feature: the route passes them in (a feature does not import another). */
export function JobDetailPage({ id, Actions }: { id: number; Actions: ComponentType<{ title: string }> }) {
  const { data } = useSuspenseQuery(jobQueries.detail(id));
  // A caller the graduate-only list refuses gets the company's public profile, 仅毕业生可以申请 in the position's place.
  if (data.view === 'public')
    return (
      <RecordFrame text={r} listPath="/services/alumcompanyrecruitment" title={data.company.name} kind="job-detail">
        <div className="job-detail__body">
          <article className="job-detail__main">
            <GraduatesOnly />
          </article>
          <JobCompanyCard company={data.company} />
        </div>
      </RecordFrame>
    );
  const facts: Array<[string, string]> = [
    [r.salaryLabel, r.salary(data.salaryMin, data.salaryMax)],
    [r.cityLabel, data.city],
    [r.education, r.educationValue(data.education)],
    [r.experienceLabel, r.experience(data.experience)],
    [r.headcountLabel, r.headcount(data.headcount)],
  ];
  return (
    <RecordFrame text={r} listPath="/services/alumcompanyrecruitment" title={data.title} kind="job-detail">
      <div className="job-detail__body">
        <article className="job-detail__main">
          <header className="job-detail__header">
            <h2 className="job-detail__title">{data.title}</h2>
            <span className="job-row__salary">{r.salary(data.salaryMin, data.salaryMax)}</span>
          </header>
          <p className="meta-line">
            <time dateTime={data.publishedAt}>{r.publishedAt(formatDate(data.publishedAt))}</time>
          </p>
          <Actions title={data.title} />
          {data.status === 'closed' && (
            <MessageBar intent="warning">
              <MessageBarBody>{r.closed}</MessageBarBody>
            </MessageBar>
          )}
          <FactList facts={facts} className="job-detail__facts" />
          <h3 className="job-detail__section">{r.description}</h3>
          <RichHtml html={data.description} className="detail__content" />
        </article>
        <JobCompanyCard company={data.company} />
      </div>
    </RecordFrame>
  );
}

/** The hiring company's public profile and a link to its page. */
function JobCompanyCard({ company }: { company: JobCompany }) {
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  return (
    <aside className="job-company" aria-label={r.company} data-testid="job-company">
      <h3 className="job-detail__section">{r.company}</h3>
      <div className="job-company__head">
        <Cover src={company.logo} alt={t.companies.logoAlt(company.name)} width={64} height={64} className="job-company__logo" />
        <div>
          <p className="job-company__name">{company.name}</p>
          <Badge appearance="tint" color="brand">
            {dictLabel(dicts, INDUSTRY_DICT, company.industry)}
          </Badge>
          <span className="job-company__city">{company.city}</span>
        </div>
      </div>
      <Link
        to="/article/alumcompanyDetails/$id"
        params={{ id: String(company.id) }}
        className="job-company__link"
        data-testid="job-company-link"
      >
        {r.viewCompany}
      </Link>
    </aside>
  );
}
