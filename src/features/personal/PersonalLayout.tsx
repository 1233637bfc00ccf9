import { Badge } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSessionState } from '../../session/context.tsx';
import { t } from '../../strings.ts';
import { PageBanner } from '../../ui/PageBanner.tsx';
import { orgMemberInfoQueryOptions } from './queries.ts';
import { personalSections, sectionsFor } from './sections.ts';

/** Side navigation on desktop, a scrolling tab row on phones; the user's name and card status on top. */
export function PersonalLayout() {
  const { user, userType, alumUserStatus } = useSessionState();
  const pathname = useLocation({ select: (l) => l.pathname });
  // A section's own pages (a pledge's page under 捐赠记录) are under its title too.
  const current = personalSections.find((s) => pathname === `/my/${s}` || pathname.startsWith(`/my/${s}/`)) ?? 'message';
  const isMember = userType !== 'alumni';
  const status = isMember ? t.personal.member : t.personal.cardStatus[alumUserStatus ?? ''];
  // Members see which organisation they belong to; alumni see their card status instead.
  const { data: member } = useQuery({ ...orgMemberInfoQueryOptions(), enabled: isMember });
  const nav = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On phones the sections are a scrolling row: bring the current one into view, without moving the page.
    const list = nav.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <>
      <PageBanner
        title={t.personalCentre}
        trail={[{ label: t.personalCentre, href: '/my/message' }, { label: t.personal.pages[current] }]}
      />
      <div className="container page-section personal">
        <aside className="personal__aside">
          <div className="personal__who" data-testid="personal-who">
            <strong>{user.name}</strong>
            {status && (
              <Badge appearance="tint" color={alumUserStatus === 'verified' || isMember ? 'success' : 'warning'}>
                {status}
              </Badge>
            )}
            {member?.organizationName && (
              <span className="personal__org" data-testid="personal-org">
                {member.organizationName}
              </span>
            )}
          </div>
          <nav aria-label={t.personal.nav}>
            <ul className="personal__nav" role="list" ref={nav}>
              {sectionsFor(userType).map((section) => (
                <li key={section}>
                  <Link to={`/my/${section}`} className="personal__nav-link" activeProps={{ 'aria-current': 'page' }}>
                    {t.personal.pages[section]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section className="personal__main" aria-labelledby="personal-title">
          <h2 id="personal-title" className="personal__title">
            {t.personal.pages[current]}
          </h2>
          <Outlet />
        </section>
      </div>
    </>
  );
}
