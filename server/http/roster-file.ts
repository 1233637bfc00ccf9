import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import {
  DEFAULT_ROSTER_FILE_LIMITS,
  headerProblem,
  ROSTER_FIELDS,
  ROSTER_HEADERS,
  type RosterFileLimits,
  type RosterRow,
} from '../../src/shared/admin/roster.ts';
import { HttpError } from './errors.ts';

// A roster file as rows: .xlsx (its zip and XML read here, piece by piece) or .csv in UTF-8 (with or without BOM) or
// GBK (as Excel on a Chinese Windows saves it). The header row names the columns; their order is free.
//
// A file is read as a stream of pieces: a CSV decoded and split a slice at a time, an .xlsx's parts inflated a chunk at
// a time and parsed as they come. Rows, cells, inflated bytes and time are counted as they go, and the first limit
// passed stops the reading with a 400 that names it; between pieces the event loop is let go, so other requests are
// answered while a file is read. Only the columns of the roster are kept of each row.

export { DEFAULT_ROSTER_FILE_LIMITS, type RosterFileLimits };

const badFile = (message: string) => new HttpError(400, message, 400, 'file');

/** Excel's columns (A to XFD): a row of more is no spreadsheet's, and is not kept in memory to find out. */
const MAX_COLUMNS = 16_384;
const tooManyColumns = () => badFile(`一行最多 ${MAX_COLUMNS} 列，已停止读取；请只保留花名册的列后重试`);

const unreadableXlsx = () => badFile('无法读取该 Excel 文件，请另存为 .xlsx 后重试');

/** Counts what a reading has done against its limits, and lets the event loop go every few milliseconds. */
class Reading {
  private readonly started = performance.now();
  private lastTurn = this.started;
  private cellCount = 0;
  private inflated = 0;
  constructor(readonly limits: RosterFileLimits) {}

  /** Between two pieces: another turn for the rest of the process when this one has held it a while; the time limit. */
  async pause() {
    const now = performance.now();
    if (now - this.started > this.limits.seconds * 1000) {
      throw badFile(`读取文件超过 ${this.limits.seconds} 秒，已停止；请拆分成较小的文件后重试`);
    }
    if (now - this.lastTurn >= 8) {
      await nextTurn();
      this.lastTurn = performance.now();
    }
  }

  cells(n = 1) {
    this.cellCount += n;
    if (this.cellCount > this.limits.cells) {
      throw badFile(`文件的单元格超过 ${this.limits.cells} 个，已停止读取；请只保留花名册的列后重试`);
    }
  }

  inflate(n: number) {
    this.inflated += n;
    if (this.inflated > this.limits.inflatedBytes) throw this.inflatedTooBig();
  }

  inflatedTooBig() {
    const mb = Math.round(this.limits.inflatedBytes / 1024 / 1024);
    return badFile(`Excel 文件解压后超过 ${mb} MB，已停止读取；请只保留花名册的列后另存为 .xlsx 再试`);
  }
}

/** The rows of a file as they are read: its header first, then each row with content, only the roster's columns. */
class RowSink {
  headers: string[] | undefined;
  private columns: number[] = [];
  rows: RosterRow[] = [];
  constructor(private readonly reading: Reading) {}

  /** One record of the file (holes and missing cells are empty); blank records are skipped. */
  record(cells: readonly (string | undefined)[]) {
    if (!cells.some((c) => c !== undefined && c.trim() !== '')) return;
    if (!this.headers) {
      this.headers = Array.from(cells, (h) => (h ?? '').trim().replace(/^\uFEFF/, ''));
      const missing = headerProblem(this.headers);
      if (missing) throw badFile(missing);
      this.columns = ROSTER_FIELDS.map((f) => this.headers!.indexOf(ROSTER_HEADERS[f]));
      return;
    }
    if (this.rows.length >= this.reading.limits.rows) throw badFile(`一个文件最多 ${this.reading.limits.rows} 行`);
    const row = {} as RosterRow;
    for (let i = 0; i < ROSTER_FIELDS.length; i++) row[ROSTER_FIELDS[i]] = this.columns[i] < 0 ? '' : (cells[this.columns[i]] ?? '').trim();
    this.rows.push(row);
  }
}

/** A CSV file's text: valid UTF-8 is read as such, anything else as GBK. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** What ends a run of plain characters outside quotes, and inside them. */
const SPECIAL = /[",\r\n]/g;
const QUOTE = /"/g;

/**
 * RFC 4180 records, fed a piece of text at a time: quoted fields may hold commas, quotes ("") and line breaks, and a
 * piece may end anywhere (inside a quote, between \r and \n). Each field is counted as it ends.
 */
class CsvParser {
  private record: string[] = [];
  private field = '';
  private quoted = false;
  /** A quote seen inside a quoted field: the next character says whether it was "" or the closing one. */
  private quoteBefore = false;
  /** A record ended at \r: a \n right after belongs to it. */
  private crBefore = false;
  constructor(
    private readonly onRecord: (record: string[]) => void,
    private readonly onField: () => void = () => {},
  ) {}

  private endField() {
    this.onField();
    if (this.record.length >= MAX_COLUMNS) throw tooManyColumns();
    this.record.push(this.field);
    this.field = '';
  }

  private endRecord() {
    this.endField();
    const record = this.record;
    this.record = [];
    this.onRecord(record);
  }

  write(text: string) {
    // Runs of plain characters are taken whole (a slice, not a character at a time): a 28 MB file is read in a blink.
    let i = 0;
    if (this.crBefore) {
      this.crBefore = false;
      if (text[0] === '\n') i = 1;
    }
    if (this.quoteBefore && i < text.length) {
      this.quoteBefore = false;
      if (text[i] === '"') {
        this.field += '"';
        i++;
      } else this.quoted = false;
    }
    while (i < text.length) {
      const pattern = this.quoted ? QUOTE : SPECIAL;
      pattern.lastIndex = i;
      const found = pattern.exec(text);
      const at = found ? found.index : text.length;
      if (at > i) this.field += text.slice(i, at);
      if (!found) return;
      const c = text[at];
      i = at + 1;
      if (this.quoted) {
        // A quote in a quoted field: "" is one quote, anything else closes it (the next piece may have to say).
        if (i === text.length) this.quoteBefore = true;
        else if (text[i] === '"') {
          this.field += '"';
          i++;
        } else this.quoted = false;
      } else if (c === '"') this.quoted = true;
      else if (c === ',') this.endField();
      else {
        this.endRecord();
        if (c === '\r') {
          if (i === text.length) this.crBefore = true;
          else if (text[i] === '\n') i++;
        }
      }
    }
  }

  end() {
    if (this.field !== '' || this.record.length) this.endRecord();
  }
}

/** RFC 4180 records of a whole text, blank ones left out. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  const parser = new CsvParser((r) => {
    if (r.some((cell) => cell.trim() !== '')) records.push(r);
  });
  parser.write(text);
  parser.end();
  return records;
}

/** Text decoded a slice at a time. */
const SLICE = 64 * 1024;

async function readCsv(bytes: Uint8Array, reading: Reading): Promise<RowSink> {
  const pass = async (encoding: 'utf-8' | 'gbk') => {
    const sink = new RowSink(reading);
    const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: false });
    const parser = new CsvParser(
      (r) => sink.record(r),
      () => reading.cells(),
    );
    for (let at = 0; at < bytes.length; at += SLICE) {
      parser.write(decoder.decode(bytes.subarray(at, at + SLICE), { stream: true }));
      await reading.pause();
    }
    parser.write(decoder.decode());
    parser.end();
    return sink;
  };
  try {
    return await pass('utf-8');
  } catch (error) {
    // Not UTF-8 (the decoder's TypeError): read again as GBK. A limit or a header problem stands.
    if (error instanceof HttpError) throw error;
    return pass('gbk');
  }
}

/** A part of a zip file, as its central directory lists it. */
interface ZipEntry {
  method: number;
  /** Where its data starts and how long it is, compressed. */
  start: number;
  compressedSize: number;
  /** What the directory says it inflates to: checked before inflating, never trusted while inflating. */
  declaredSize: number;
}

/** The parts of a zip by name, from its central directory (zip64 is refused: an .xlsx under 30 MB never needs it). */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadableXlsx();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw unreadableXlsx();
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const compressedSize = view.getUint32(at + 20, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw unreadableXlsx();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressedSize > bytes.length) throw unreadableXlsx();
    entries.set(name, { method: view.getUint16(at + 10, true), start, compressedSize, declaredSize: view.getUint32(at + 24, true) });
    at += 46 + skip;
  }
  return entries;
}

/** A part's XML fed to `parser` as it inflates, each inflated byte counted against the limit. */
async function parseEntry(bytes: Uint8Array, entry: ZipEntry, parser: SaxesParser, reading: Reading) {
  const data = bytes.subarray(entry.start, entry.start + entry.compressedSize);
  const decoder = new TextDecoder('utf-8');
  const feed = async (chunk: Uint8Array) => {
    reading.inflate(chunk.length);
    parser.write(decoder.decode(chunk, { stream: true }));
    await reading.pause();
  };
  try {
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += SLICE) await feed(data.subarray(at, at + SLICE));
    } else if (entry.method === 8) {
      const inflater = zlib.createInflateRaw();
      inflater.end(data);
      try {
        for await (const chunk of inflater) await feed(chunk as Buffer);
      } finally {
        inflater.destroy();
      }
    } else throw unreadableXlsx();
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A broken deflate stream or XML.
    throw unreadableXlsx();
  }
}

/** An element's or attribute's name without its namespace prefix. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attribute = (attributes: Record<string, string>, name: string) =>
  Object.entries(attributes).find(([k]) => local(k) === name && (name !== 'id' || k.includes(':')))?.[1];

/** A part's path from a relationship's target (relative to xl/, or absolute from the package's root). */
const partPath = (target: string) => {
  const parts: string[] = [];
  for (const piece of (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')) {
    if (piece === '..') parts.pop();
    else if (piece && piece !== '.') parts.push(piece);
  }
  return parts.join('/');
};

/** The first sheet's and the shared strings' parts: xl/workbook.xml's first sheet, found through its relationships. */
async function workbookParts(bytes: Uint8Array, entries: Map<string, ZipEntry>, reading: Reading) {
  let sheetId: string | undefined;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (local(tag.name) === 'sheet' && sheetId === undefined) sheetId = attribute(tag.attributes as Record<string, string>, 'id');
    });
    await parseEntry(bytes, workbook, parser, reading);
  }
  let sheet = 'xl/worksheets/sheet1.xml';
  let strings = 'xl/sharedStrings.xml';
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (local(tag.name) !== 'Relationship') return;
      const a = tag.attributes as Record<string, string>;
      if (!a.Target) return;
      if (sheetId !== undefined && a.Id === sheetId) sheet = partPath(a.Target);
      else if (a.Type?.endsWith('/sharedStrings')) strings = partPath(a.Target);
    });
    await parseEntry(bytes, rels, parser, reading);
  }
  return { sheet: entries.get(sheet), strings: entries.get(strings) };
}

/** The shared strings: each <si>'s text runs, without phonetic guides (<rPh>); each one counts as a cell. */
async function sharedStrings(bytes: Uint8Array, entry: ZipEntry | undefined, reading: Reading): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const parser = new SaxesParser();
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') phonetic++;
    else if (name === 't') inText = true;
  });
  const text = (t: string) => {
    if (current !== undefined && inText && !phonetic) current += t;
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'si' && current !== undefined) {
      reading.cells();
      strings.push(current);
      current = undefined;
    }
  });
  await parseEntry(bytes, entry, parser, reading);
  return strings;
}

/** A cell reference's column (B12: 1), or undefined without one. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref?.match(/^[A-Za-z]{1,3}/)?.[0];
  if (!letters) return undefined;
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + c.charCodeAt(0) - 64;
  return n - 1;
}

/** A cell as text, by its type: numbers as the shortest form (2012, not 2012.0), booleans as true or false. */
function cellText(type: string | undefined, value: string, inline: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'd':
      return value.slice(0, 10);
    case 'str':
    case 'e':
      return value;
    default: {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? String(n) : value;
    }
  }
}

/** The first sheet's rows: a formula by the value it shows (<v>), inline strings, shared strings. */
async function readXlsx(bytes: Uint8Array, reading: Reading): Promise<RowSink> {
  const entries = zipEntries(bytes);
  const { sheet, strings: stringsEntry } = await workbookParts(bytes, entries, reading);
  if (!sheet) throw unreadableXlsx();
  // What the zip says first: a file declaring more than the limit is refused before anything inflates.
  if (sheet.declaredSize + (stringsEntry?.declaredSize ?? 0) > reading.limits.inflatedBytes) throw reading.inflatedTooBig();
  const strings = await sharedStrings(bytes, stringsEntry, reading);
  const sink = new RowSink(reading);
  const parser = new SaxesParser();
  let row: string[] | undefined;
  let next = 0;
  let cell: { column: number; type: string | undefined } | undefined;
  let value = '';
  let inline = '';
  let inValue = false;
  let inInline = false;
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const a = tag.attributes as Record<string, string>;
    if (name === 'row') {
      row = [];
      next = 0;
    } else if (name === 'c' && row) {
      reading.cells();
      const column = columnOf(a.r) ?? next;
      cell = { column, type: a.t };
      value = '';
      inline = '';
    } else if (cell) {
      if (name === 'v') inValue = true;
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = true;
    }
  });
  const text = (t: string) => {
    if (inValue) value += t;
    else if (inInline && inText && !phonetic) inline += t;
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 'v') inValue = false;
    else if (name === 'is') inInline = false;
    else if (name === 't') inText = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'c' && cell && row) {
      if (cell.column < 0 || cell.column >= MAX_COLUMNS) throw tooManyColumns();
      row[cell.column] = cellText(cell.type, value, inline, strings);
      next = cell.column + 1;
      cell = undefined;
    } else if (name === 'row' && row) {
      sink.record(row);
      row = undefined;
    }
  });
  await parseEntry(bytes, sheet, parser, reading);
  return sink;
}

/**
 * The file's header and its rows keyed by field, each value trimmed; `fileName` tells .xlsx from .csv. A header
 * without the required columns is refused as soon as it is read.
 */
export async function readRosterFile(
  fileName: string,
  bytes: Uint8Array,
  limits: RosterFileLimits = DEFAULT_ROSTER_FILE_LIMITS,
): Promise<{ headers: string[]; rows: RosterRow[] }> {
  const lower = fileName.toLowerCase();
  const reading = new Reading(limits);
  let sink: RowSink;
  if (lower.endsWith('.xlsx')) sink = await readXlsx(bytes, reading);
  else if (lower.endsWith('.csv')) sink = await readCsv(bytes, reading);
  else throw badFile('请上传 .xlsx 或 .csv 文件');
  if (!sink.headers) throw badFile('文件是空的');
  return { headers: sink.headers, rows: sink.rows };
}
