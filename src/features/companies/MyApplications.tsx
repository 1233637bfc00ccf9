import { Badge, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../shared/company-forms.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { dictLabel } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import type { ApplicationStatus } from './api.ts';
import { companyQueries } from './queries.ts';
import './companies.css';

const m = t.companies.mine;
const statusColor: Record<ApplicationStatus, 'warning' | 'success' | 'danger'> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The signed-in user's company applications with their review status and notes, newest first. */
export function MyApplications({ showTitle = true, showApplyLink = false }: { showTitle?: boolean; showApplyLink?: boolean }) {
  const { data, isPending } = useQuery(companyQueries.mine());
  const dicts = useQuery(dictsQueryOptions()).data ?? [];
  return (
    <section
      className="company-applications"
      aria-labelledby={showTitle ? 'my-company-applications' : undefined}
      aria-label={showTitle ? undefined : m.title}
    >
      {showTitle && (
        <h2 id="my-company-applications" className="company-section-title">
          {m.title}
        </h2>
      )}
      {isPending ? (
        <Spinner size="small" label={m.loading} />
      ) : !data?.length ? (
        <p className="empty-state" data-testid="company-applications-empty">
          {m.empty}
          {showApplyLink && (
            <>
              {' '}
              <Link to="/services/addalumcompany">{m.goApply}</Link>
            </>
          )}
        </p>
      ) : (
        <ul className="company-applications__list" data-testid="company-applications">
          {data.map((a) => (
            <li key={a.id} className="company-application" data-testid="company-application">
              <Cover src={a.logo} alt={t.companies.logoAlt(a.name)} width={56} height={56} className="company-application__logo" />
              <div className="company-application__body">
                <div className="company-application__top">
                  <strong className="company-application__name">{a.name}</strong>
                  <Badge appearance="filled" color={statusColor[a.status]} data-testid="company-application-status">
                    {m.status[a.status]}
                  </Badge>
                </div>
                <p className="meta-line">
                  <span>{dictLabel(dicts, INDUSTRY_DICT, a.industry)}</span>
                  <span>{dictLabel(dicts, SCALE_DICT, a.scale)}</span>
                  <span>{a.city}</span>
                  <span>
                    {m.submittedAt}：<time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                  </span>
                </p>
                <p className="company-application__note">
                  <span className="company-application__note-label">{m.note}：</span>
                  {a.reviewNote || m.noNote}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
