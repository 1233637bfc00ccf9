import { Link } from '@tanstack/react-router';
import { t } from '../../strings.ts';
import type { PersonalSection } from './sections.ts';

/** What a personal-centre section holds and where its records come from. */
export function SectionIntro({ section }: { section: PersonalSection }) {
  const intro = t.personal.intro[section];
  return (
    <div className="section-intro" data-testid={`section-${section}`}>
      <p>{intro.text}</p>
      {intro.link && <Link to={intro.link.href}>{intro.link.label}</Link>}
    </div>
  );
}
