import { ROSTER_FIELDS, ROSTER_HEADERS, type RosterRow } from '../../src/shared/admin/roster.ts';
import { HttpError } from './errors.ts';

// A roster file as rows: .xlsx through exceljs, .csv in UTF-8 (with or without BOM) or GBK (as Excel on a Chinese
// Windows saves it). The header row names the columns; their order is free.

const badFile = (message: string) => new HttpError(400, message, 400, 'file');

/** A CSV file's text: valid UTF-8 is read as such, anything else as GBK. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (field !== '' || record.length) endRecord();
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** A cell of exceljs as text: numbers whole, dates as days, rich text and formulas by what they show. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return String(value);
}

async function xlsxRecords(bytes: Uint8Array): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw badFile('无法读取该 Excel 文件，请另存为 .xlsx 后重试');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    records.push(cells);
  });
  return records;
}

/** The file's header and its rows keyed by field, each value trimmed; `fileName` tells .xlsx from .csv. */
export async function readRosterFile(fileName: string, bytes: Uint8Array): Promise<{ headers: string[]; rows: RosterRow[] }> {
  const lower = fileName.toLowerCase();
  let records: string[][];
  if (lower.endsWith('.xlsx')) records = await xlsxRecords(bytes);
  else if (lower.endsWith('.csv')) records = csvRecords(decodeCsv(bytes));
  else throw badFile('请上传 .xlsx 或 .csv 文件');
  if (!records.length) throw badFile('文件是空的');
  const headers = records[0].map((h) => h.trim().replace(/^\uFEFF/, ''));
  const columns = ROSTER_FIELDS.map((f) => headers.indexOf(ROSTER_HEADERS[f]));
  const rows = records
    .slice(1)
    .map((r) => Object.fromEntries(ROSTER_FIELDS.map((f, i) => [f, columns[i] < 0 ? '' : (r[columns[i]] ?? '').trim()])) as RosterRow);
  return { headers, rows };
}
