import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachment.ts';

// One way to hand a console list to a spreadsheet: the same columns as an Excel workbook (.xlsx) or as CSV. Every
// export route (audit log, gate list, sign-up list, donations) answers through sendTable. Files are streamed: rows come
// in batches (a long list read by keyset, see server/repositories/keyset.ts), each batch written and the event loop let
// go before the next, so a 50,000-row export never keeps other requests of the process waiting.

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The `format` query parameter of an export route. */
export const exportFormatSchema = {
  type: 'string',
  enum: EXPORT_FORMATS,
  default: 'xlsx',
  description: '文件格式：xlsx（Excel 工作簿，默认）或 csv（UTF-8，带 BOM，Excel 可直接打开）',
} as const;

/** The 200 answer an export route documents. */
export const exportResponseSchema = { description: 'Excel 工作簿或 CSV 文件', type: 'string', format: 'binary' } as const;

export interface ExportColumn<Row> {
  header: string;
  key: keyof Row & string;
  width?: number;
  /** a Date cell: written as China time (Excel keeps no time zone) with this format */
  date?: 'datetime' | 'date';
}

export interface ExportTable<Row> {
  /** the file's name without extension, in Chinese and saying what it holds, e.g. `门岗名单-2026-11-25` */
  name: string;
  /** the same in ASCII, for clients that cannot read the Chinese name, e.g. `gate-list-2026-11-25` */
  asciiName: string;
  /** the worksheet's title */
  sheet: string;
  columns: readonly ExportColumn<Row>[];
  /** the rows, or batches of them as read */
  rows: TableRows<Row>;
}

export type TableRows<Row> = readonly Row[] | AsyncIterable<readonly Row[]>;

const BATCH = 1000;

/** The rows a batch at a time, the event loop let go between batches. */
async function* batchesOf<Row>(rows: TableRows<Row>): AsyncGenerator<readonly Row[]> {
  if (Symbol.asyncIterator in rows) {
    for await (const batch of rows) {
      yield batch;
      await nextTurn();
    }
    return;
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    yield rows.slice(i, i + BATCH);
    await nextTurn();
  }
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaTime = (d: Date) => new Date(d.getTime() + CHINA_OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, '0');
/** `2026-11-25 09:30:00` (or the date alone) in China time, for CSV. */
function chinaText(d: Date, kind: 'datetime' | 'date') {
  const c = chinaTime(d);
  const day = `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`;
  return kind === 'date' ? day : `${day} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/**
 * A cell's text made safe for a spreadsheet: text that begins like a formula (= + - @, or a tab or carriage return
 * before one) is read by Excel as one, so it is written with a leading apostrophe (OWASP's CSV injection advice).
 */
export function spreadsheetText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

type CsvTable<Row> = Pick<ExportTable<Row>, 'columns' | 'rows'>;

// The BOM makes Excel read the file as UTF-8 (without it, Chinese comes out garbled); CRLF as RFC 4180 asks.
const csvHeader = <Row>(columns: readonly ExportColumn<Row>[]) => `\uFEFF${columns.map((c) => csvField(c.header)).join(',')}\r\n`;

function csvLine<Row>(columns: readonly ExportColumn<Row>[], row: Row) {
  const fields = columns.map((c) => {
    const value = row[c.key];
    if (value instanceof Date) return chinaText(value, c.date ?? 'datetime');
    return csvField(typeof value === 'number' ? String(value) : spreadsheetText(value));
  });
  return `${fields.join(',')}\r\n`;
}

/** The CSV file as it is sent, a piece per batch of rows. */
export async function* csvPieces<Row>(table: CsvTable<Row>): AsyncGenerator<string> {
  yield csvHeader(table.columns);
  for await (const batch of batchesOf(table.rows)) yield batch.map((row) => csvLine(table.columns, row)).join('');
}

/** The whole CSV file of rows at hand. */
export const tableCsv = <Row>(table: { columns: readonly ExportColumn<Row>[]; rows: readonly Row[] }) =>
  csvHeader(table.columns) + table.rows.map((row) => csvLine(table.columns, row)).join('');

type WorkbookTable<Row> = Pick<ExportTable<Row>, 'sheet' | 'columns' | 'rows'>;

/**
 * The workbook as a stream, written by exceljs's streaming writer: each row is committed (turned into XML and handed to
 * the zip) as it comes, so neither the rows nor the sheet's XML are ever all in memory.
 */
export function workbookStream<Row>(table: WorkbookTable<Row>): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Loaded on the first export, not at every start: the library costs a third of a second to load, exports are rare.
    const { default: ExcelJS } = await import('exceljs');
    // Shared strings as the in-memory workbook writes them: inline, an empty text would be left out of its row.
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
    const sheet = book.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width ?? 16,
      ...(c.date ? { style: { numFmt: c.date === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of batchesOf(table.rows)) {
      for (const row of batch) {
        const cells: Record<string, unknown> = {};
        for (const c of table.columns) {
          const value = row[c.key];
          cells[c.key] = value instanceof Date ? chinaTime(value) : typeof value === 'number' ? value : spreadsheetText(value);
        }
        sheet.addRow(cells).commit();
      }
    }
    sheet.commit();
    await book.commit();
  };
  // A failure half way (the database gone) ends the download broken rather than passing for a complete file.
  write().catch((error: Error) => out.destroy(error));
  return out;
}

/** The whole workbook of rows at hand. */
export async function tableWorkbook<Row>(table: WorkbookTable<Row>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of workbookStream(table)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The day in China, `2026-11-25`, for file names. */
export const chinaDay = (at = new Date()) => chinaText(at, 'date');

/** Answers the table as a download in `format`; never cached (it holds what only staff may read). */
export function sendTable<Row>(reply: FastifyReply, format: ExportFormat, table: ExportTable<Row>) {
  const [type, body] =
    format === 'csv'
      ? (['text/csv; charset=utf-8', Readable.from(csvPieces(table))] as const)
      : (['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', workbookStream(table)] as const);
  return reply
    .type(type)
    .header('content-disposition', attachmentDisposition(`${table.name}.${format}`, `${table.asciiName}.${format}`))
    .header('cache-control', 'no-store')
    .send(body);
}
