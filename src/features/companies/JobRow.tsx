import { BuildingRegular, HatGraduationRegular, LocationRegular, BriefcaseRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import type { JobItem } from './api.ts';
import './recruitment.css';

const r = t.recruitment;

/**
 * One position: title and salary, then company, city, education, experience and when it was published. `heading`
 * is the title's level in the page's outline: right under the page's title in the list, under 招聘岗位 on a company.
 */
export function JobRow({
  job,
  showCompany = true,
  heading: Heading = 'h2',
}: {
  job: JobItem;
  showCompany?: boolean;
  heading?: 'h2' | 'h4';
}) {
  return (
    <article className="item-card job-row" data-testid="job-row">
      <div className="job-row__top">
        <Heading className="job-row__title">
          <Link to="/article/alumcompanyrecruitmentDetails/$id" params={{ id: String(job.id) }}>
            {job.title}
          </Link>
        </Heading>
        <span className="job-row__salary" data-testid="job-salary">
          {r.salary(job.salaryMin, job.salaryMax)}
        </span>
      </div>
      <p className="meta-line job-row__meta">
        {showCompany && (
          <span>
            <BuildingRegular aria-hidden="true" /> {job.companyName}
          </span>
        )}
        <span>
          <LocationRegular aria-hidden="true" /> {job.city}
        </span>
        <span>
          <HatGraduationRegular aria-hidden="true" /> {r.educationValue(job.education)}
        </span>
        <span>
          <BriefcaseRegular aria-hidden="true" /> {r.experience(job.experience)}
        </span>
        <time dateTime={job.publishedAt}>{r.publishedAt(formatDate(job.publishedAt))}</time>
      </p>
    </article>
  );
}
