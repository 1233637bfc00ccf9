import type { DictEntry, DictGroup } from '../api/site.ts';
import { siteIdentity, type SiteIdentity } from '../shared/site-identity.ts';

/** All entries of one dictionary type, in order. */
export function dictEntries(dicts: DictGroup[], type: string): DictEntry[] {
  return dicts.find((d) => d.dictType === type)?.dataList ?? [];
}

/** The label of the first entry of `type` whose value is `value`. */
export function dictLabel(dicts: DictGroup[], type: string, value: string): string {
  return dictEntries(dicts, type).find((e) => e.dictValue === value)?.dictLabel ?? '';
}

/** Every label of `type` whose value is `value` (the footer's two e-mails share one value). */
export function dictLabels(dicts: DictGroup[], type: string, value: string): string[] {
  return dictEntries(dicts, type)
    .filter((e) => e.dictValue === value)
    .map((e) => e.dictLabel);
}

/** The site identity the header, hero and titles read. */
export function siteInfo(dicts: DictGroup[]) {
  const get = (value: string) => dictLabel(dicts, 'site_info', value);
  return {
    name: get('name'),
    subtitle: get('subtitle'),
    slogan: get('slogan'),
    heroText: get('hero_text'),
    heroImage: get('hero_image'),
    logo: get('logo'),
  };
}

/** The college's names and card prefix (src/shared/site-identity.ts), as the server reads them too. */
export function siteIdentityOf(dicts: DictGroup[]): SiteIdentity {
  // The first entry of a key wins, as dictLabel reads it.
  const entries = [...dictEntries(dicts, 'site_info')].reverse();
  return siteIdentity(Object.fromEntries(entries.map((e) => [e.dictValue, e.dictLabel])));
}
