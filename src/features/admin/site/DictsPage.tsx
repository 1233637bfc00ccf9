import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { versionKey } from '../../../lib/version-key.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { entriesOf, KEYED_GROUPS, keyedEntries, LINK_LISTS } from './dict-groups.ts';
import { KeyedGroupForm } from './KeyedGroupForm.tsx';
import { LinkListEditor } from './LinkListEditor.tsx';
import { siteDictsQueryOptions } from './queries.ts';

const t = adminSiteT.dicts;

/** 站点信息: the dictionaries in the groups the portal shows them in, the footer's links between the school and contacts. */
export function DictsPage() {
  const { data: all } = useSuspenseQuery(siteDictsQueryOptions());
  // Once per answer: each form's schema and starting values are made from its entries.
  const groups = useMemo(() => KEYED_GROUPS.map(({ group, type }) => ({ group, entries: keyedEntries(all, type, t.keys) })), [all]);
  const keyed = (index: number) => {
    const { group, entries } = groups[index];
    // Keyed by what the server holds: a saved form starts over from the new values, an unsaved one keeps its own.
    return entries.length > 0 && <KeyedGroupForm key={versionKey(entries)} id={group} title={t.groups[group]} entries={entries} />;
  };
  return (
    <div className="admin-page" data-testid="site-dicts-page">
      <p className="site-intro">{t.intro}</p>
      {keyed(0)}
      <section className="admin-card" aria-labelledby="dicts-links-title" data-testid="dicts-links">
        <h2 id="dicts-links-title">{t.groups.links}</h2>
        {LINK_LISTS.map((type) => (
          <LinkListEditor key={type} type={type} name={t.lists[type]} entries={entriesOf(all, type)} />
        ))}
      </section>
      {keyed(1)}
      {keyed(2)}
      {keyed(3)}
    </div>
  );
}
