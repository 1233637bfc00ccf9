import type { StaffRole } from '../../../shared/admin/roles.ts';
import type { SectionId } from '../../../shared/admin/sections.ts';
import { adminT } from '../../../strings/admin.ts';
import { NavLink } from './NavLink.tsx';
import { sectionsFor } from './sections.ts';

/** The console's home: who is signed in, in which roles, and the sections their session lists. */
export function LandingPage({ name, roles, sectionIds }: { name: string; roles: readonly StaffRole[]; sectionIds: readonly SectionId[] }) {
  const sections = sectionsFor(sectionIds);
  return (
    <div className="admin-page" data-testid="admin-landing">
      <h1 className="admin-page__title">{adminT.home.greeting(name)}</h1>
      <p className="console-roles">
        <span className="console-roles__label">{adminT.home.roles}</span>
        {roles.map((role) => (
          <span key={role} className="console-roles__role" data-testid="console-role">
            {adminT.roles[role] ?? role}
          </span>
        ))}
      </p>
      <h2 className="admin-page__subtitle">{adminT.home.sections}</h2>
      {sections.length ? (
        <ul className="console-sections" role="list" data-testid="console-sections">
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={section.to} current={false} className="console-sections__card" testId={`console-section-${section.id}`}>
                <span className="console-sections__title">{adminT.sections[section.id].title}</span>
                <span className="console-sections__summary">{adminT.sections[section.id].summary}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>{adminT.home.noSections}</p>
      )}
    </div>
  );
}
