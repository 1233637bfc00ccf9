import { t } from '../../strings.ts';
import { SettingSwitches } from '../../ui/forms/SettingSwitches.tsx';
import { alumniSearchApi } from './api.ts';
import { alumniSearchQueries } from './queries.ts';

const s = t.alumniSearch.privacy;

/** The signed-in alumnus' Find alumni privacy (account settings). */
export function PrivacySwitches() {
  return (
    <SettingSwitches
      title={s.title}
      hint={s.hint}
      loading={s.loading}
      saved={s.saved}
      testId="alumni-privacy"
      testIdPrefix="privacy"
      switches={[
        { key: 'findable', label: s.findable },
        { key: 'showCity', label: s.showCity },
        { key: 'showCompany', label: s.showCompany },
      ]}
      query={alumniSearchQueries.privacy()}
      save={alumniSearchApi.savePrivacy}
    />
  );
}
