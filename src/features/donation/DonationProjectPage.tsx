import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { RichHtml } from '../../ui/RichHtml.tsx';
import { ServicePage } from '../../site/ServicePage.tsx';
import { useRouteMeta } from '../../site/useRouteMeta.ts';
import { donationProjectQueryOptions, projectDonorsQueryOptions } from './api.ts';
import { DonateDialog, ProjectProgress } from './DonatePage.tsx';
import './donation.css';

const s = t.donation;

/** A donation project's page: its figures and 我要捐赠, its 项目介绍, and its 捐赠名单 a page at a time. */
export function DonationProjectPage({ id, page }: { id: number; page: number }) {
  const { data: project } = useSuspenseQuery(donationProjectQueryOptions(id));
  const { data: donors } = useSuspenseQuery(projectDonorsQueryOptions(id, page));
  const [open, setOpen] = useState(false);
  const { meta } = useRouteMeta();
  const section = meta?.name ?? s.projectsLabel;
  return (
    <ServicePage fallbackTitle={s.projectsLabel} trail={[{ label: section, href: '/services/donate' }, { label: project.title }]}>
      <article className="donation-project" data-testid="donation-project-page">
        <header className="donation-project__head">
          <Cover src={project.cover} alt="" width={640} height={360} className="donation-project__cover" eager />
          <div className="donation-card__body">
            <h2 className="donation-project__title">{project.title}</h2>
            <p className="donation-card__summary">{project.summary}</p>
            <ProjectProgress project={project} onDonate={() => setOpen(true)} />
          </div>
        </header>
        <section className="donation-project__section" aria-labelledby="donation-intro-title">
          <h3 id="donation-intro-title">{s.introTitle}</h3>
          <RichHtml html={project.content} className="detail__content" />
        </section>
        <section className="donation-project__section" aria-labelledby="donation-donors-title" data-testid="donation-donor-list">
          <h3 id="donation-donors-title">{s.donorsTitle}</h3>
          {donors.list.length === 0 ? (
            <p className="empty-state">{s.donorsEmpty}</p>
          ) : (
            <table className="donation-donors">
              <thead>
                <tr>
                  <th scope="col">{s.donorColumns.name}</th>
                  <th scope="col">{s.donorColumns.amount}</th>
                  <th scope="col">{s.donorColumns.time}</th>
                </tr>
              </thead>
              <tbody>
                {donors.list.map((donor, i) => (
                  <tr key={`${donor.paidAt}-${i}`} data-testid="donation-donor">
                    <td>{donor.name}</td>
                    <td>{donor.amount === null ? s.amountHidden : s.yuan(donor.amount)}</td>
                    <td>
                      <time dateTime={donor.paidAt}>{formatDate(donor.paidAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={page} pageSize={donors.pageSize} total={donors.total} />
        </section>
        <Link to="/services/donate" className="back-link">
          {s.backToProjects}
        </Link>
      </article>
      <DonateDialog open={open} project={project} onClose={() => setOpen(false)} />
    </ServicePage>
  );
}
