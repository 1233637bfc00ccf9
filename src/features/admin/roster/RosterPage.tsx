import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { rosterT as t } from '../../../strings/admin-roster.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { RecordsList } from './RecordsList.tsx';
import './roster.css';

/** 校友信息库: importing the roster (preview, confirm, undo) above the records. */
export function RosterPage() {
  return (
    <div className="admin-page roster-page" data-testid="admin-roster">
      <div className="roster-page__head">
        <h1 className="admin-page__title">{t.title}</h1>
        <Link to="/admin/alumni/stats" className="roster-page__stats" data-testid="roster-stats-link">
          <DataBarVerticalRegular aria-hidden="true" /> {t.statsLink}
        </Link>
      </div>
      <p className="roster-page__intro">{t.intro}</p>
      <ImportPanel />
      <RecordsList />
    </div>
  );
}
