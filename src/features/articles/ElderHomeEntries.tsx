import { ArrowRightRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { t } from '../../strings.ts';

const h = t.elder.home;

/** The main sections as large entries, in the order an older reader looks for them. */
const entries = [
  { to: '/article/collegeNews', title: h.news, hint: h.newsHint },
  { to: '/article/activities', title: h.activities, hint: h.activitiesHint },
  { to: '/article/outstandingAlumni', title: h.alumni, hint: h.alumniHint },
  { to: '/services/organization', title: h.organizations, hint: h.organizationsHint },
  { to: '/services/appointment', title: h.appointment, hint: h.appointmentHint },
  { to: '/services/donate', title: h.donate, hint: h.donateHint },
  { to: '/my', title: h.my, hint: h.myHint },
] as const;

/**
 * 长辈模式's home: large entries in place of the sections' cards. Drawn on every home page and shown by CSS under
 * html[data-elder] (as the sections are hidden there), so a server-drawn page is right before the app has run.
 */
export function ElderHomeEntries() {
  return (
    <section className="elder-home" aria-labelledby="elder-home-title" data-testid="elder-home">
      <div className="container">
        <h2 id="elder-home-title" className="elder-home__title">
          {h.title}
        </h2>
        <ul className="elder-home__list" role="list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="elder-home__entry">
                <span className="elder-home__name">{entry.title}</span>
                <span className="elder-home__hint">{entry.hint}</span>
                <ArrowRightRegular className="elder-home__arrow" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
