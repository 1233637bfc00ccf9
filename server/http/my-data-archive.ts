import { strToU8, zipSync } from 'fflate';
import type { MyData } from '../../src/shared/api/my-data.ts';
import { myDataPage } from './my-data-page.ts';
import { myDataSections, recordOf } from './my-data-sections.ts';

// 下载我的数据 as one ZIP: the data as JSON (for another program, or to keep) and the same as a page to read.

export const JSON_FILE = '我的数据.json';
export const PAGE_FILE = '我的数据.html';

const INTRO =
  '这是本站保存的、与您本人有关的全部记录的副本，依《个人信息保护法》应您的请求导出。' +
  `同一内容有两份：“${PAGE_FILE}”可用浏览器直接打开阅读，“${JSON_FILE}”便于保存或导入其他程序。` +
  '文件含有您的身份证号、手机号等敏感个人信息，请妥善保管，不要转发给他人。';

const pad = (n: number) => String(n).padStart(2, '0');
/** `2026-11-25 15:30:00`, China time. */
export function chinaDateTime(at: Date): string {
  const c = new Date(at.getTime() + 8 * 3_600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/** The JSON document: when, what it is, then `{ 说明, 记录 }` per section (one record, or a list). */
export function myDataDocument(data: MyData, exportedAt: Date): Record<string, unknown> {
  const doc: Record<string, unknown> = { 导出时间: `${chinaDateTime(exportedAt)}（北京时间）`, 说明: INTRO };
  for (const s of myDataSections(data)) {
    const records = s.rows.map((row) => recordOf(s.columns, row));
    doc[s.title] = { 说明: s.note, 记录: s.single ? (records[0] ?? null) : records };
  }
  return doc;
}

/** The ZIP's bytes and how many records it holds (for the audit entry). */
export function myDataArchive(data: MyData, exportedAt: Date): { zip: Uint8Array; records: number } {
  const sections = myDataSections(data);
  const page = myDataPage(sections, { name: data.profile.name, exportedAt: chinaDateTime(exportedAt), intro: INTRO });
  const json = JSON.stringify(myDataDocument(data, exportedAt), null, 2);
  // The archive's entries carry the export's time, not 1980 (the ZIP default), so an unpacked copy says when it was made.
  const mtime = exportedAt;
  const zip = zipSync({ [PAGE_FILE]: [strToU8(page), { mtime }], [JSON_FILE]: [strToU8(json), { mtime }] }, { level: 6 });
  const records = sections.filter((s) => !s.single).reduce((n, s) => n + s.rows.length, 0);
  return { zip, records };
}

/** The download's name: 我的数据-2026-11-25.zip. */
export const archiveName = (exportedAt: Date) => `我的数据-${chinaDateTime(exportedAt).slice(0, 10)}.zip`;
