import type { SectionId } from '../../../shared/admin/sections.ts';
import { adminT } from '../../../strings/admin.ts';
import { NavLink } from './NavLink.tsx';
import { sectionsFor } from './sections.ts';

const isUnder = (pathname: string, to: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`);
};

/** The console's pages a member of staff may open: home, the sections their session lists, their own account. */
export function ConsoleNav({
  sections,
  pathname,
  onNavigate,
}: {
  sections: readonly SectionId[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const entries = [
    { key: 'home', to: '/admin', label: adminT.nav.home },
    ...sectionsFor(sections).map((s) => ({ key: s.id, to: s.to, label: adminT.sections[s.id].title })),
    { key: 'account', to: '/admin/account', label: adminT.nav.account },
  ];
  return (
    <nav aria-label={adminT.nav.label} className="console-nav">
      <ul role="list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={entry.to}
              current={isUnder(pathname, entry.to)}
              className="console-nav__link"
              onNavigate={onNavigate}
              testId={`console-nav-${entry.key}`}
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
