import type { DictEntry } from '../../../shared/api/admin-site.ts';
import { isImageEntry } from '../../../shared/admin/site-forms.ts';

// The dictionaries grouped as the portal reads them: the header and hero (site_info), the footer's link lists, its
// contacts, QR pictures and filing lines. Each keyed entry gets the name the page shows for it.

export type KeyedGroup = 'school' | 'contact' | 'qrcodes' | 'filing';

export const KEYED_GROUPS: ReadonlyArray<{ group: KeyedGroup; type: string }> = [
  { group: 'school', type: 'site_info' },
  { group: 'contact', type: 'site_contact' },
  { group: 'qrcodes', type: 'site_qrcode' },
  { group: 'filing', type: 'site_filing' },
];
// 银行转账（捐赠） is not here: money details have their own page (MoneyPage), changed by two 管理员 in turn.

export const LINK_LISTS = ['footer_school_links', 'footer_faculty_links'] as const;

export interface KeyedEntry {
  entry: DictEntry;
  /** what the page calls it: the key's name, numbered when a key repeats (the two e-mail addresses) */
  title: string;
  image: boolean;
}

const bySort = (a: DictEntry, b: DictEntry) => a.sort - b.sort || a.id - b.id;

/** One type's entries in the portal's order. */
export const entriesOf = (all: readonly DictEntry[], type: string) => all.filter((e) => e.dictType === type).sort(bySort);

/** One keyed dictionary's entries, each named by `names` (the key itself when unnamed). */
export function keyedEntries(all: readonly DictEntry[], type: string, names: Record<string, string>): KeyedEntry[] {
  const entries = entriesOf(all, type);
  const count = (value: string) => entries.filter((e) => e.dictValue === value).length;
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const n = (seen.get(entry.dictValue) ?? 0) + 1;
    seen.set(entry.dictValue, n);
    const name = names[entry.dictValue] ?? entry.dictValue;
    return { entry, title: count(entry.dictValue) > 1 ? `${name} ${n}` : name, image: isImageEntry(type, entry.dictValue) };
  });
}
