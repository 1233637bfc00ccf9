import type { DictEntry } from '../api/site.ts';

/** A line of the footer's filing row: its text, and where a Chinese site must link it (the filing registers). */
export interface FilingLine {
  key: string;
  text: string;
  href?: string;
  /** the 公安备案 badge goes before the number, as the Ministry of Public Security asks */
  badge?: boolean;
}

/** The MIIT's ICP filing site: where every ICP number on a Chinese site links. */
export const ICP_REGISTER = 'https://beian.miit.gov.cn/';

/** The MPS filing system's page for one 公安备案 record, found by the number's digits. */
export const policeRecordUrl = (digits: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${digits}`;

/**
 * The footer's filing lines from the dictionary `site_filing`: the ICP number links to the MIIT's register, the
 * 公安备案 number (e.g. 浙公网安备 33010602000188号) to its record with the badge; other lines (copyright) are text.
 * A number written without digits links nowhere rather than to a search for nothing.
 */
export function filingLines(entries: ReadonlyArray<Pick<DictEntry, 'dictValue' | 'dictLabel'>>): FilingLine[] {
  return entries
    .filter((e) => e.dictLabel.trim())
    .map((e) => {
      const line = { key: e.dictValue, text: e.dictLabel.trim() };
      if (e.dictValue === 'icp') return { ...line, href: ICP_REGISTER };
      if (e.dictValue === 'police') {
        const digits = /\d{6,}/.exec(e.dictLabel)?.[0];
        return digits ? { ...line, href: policeRecordUrl(digits), badge: true } : { ...line, badge: true };
      }
      return line;
    });
}
