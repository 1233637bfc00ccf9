import { Link } from '@tanstack/react-router';
import { CONTENT_KINDS } from '../../../shared/admin/content-kinds.ts';
import { adminContentT } from '../../../strings/admin.ts';

/** The kinds as a strip of links (scrolling sideways on a phone); the current kind is marked as the page. */
export function KindTabs({ current }: { current: string }) {
  return (
    <nav className="content-kinds" aria-label={adminContentT.kindsLabel}>
      <ul role="list">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind.key}>
            <Link
              to="/admin/content/$kind"
              params={{ kind: kind.key }}
              className="content-kinds__link"
              aria-current={kind.key === current ? 'page' : undefined}
              data-testid={`content-kind-${kind.key}`}
            >
              {kind.what}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
