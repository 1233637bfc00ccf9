import { describe, expect, it } from 'vitest';
import { spreadsheetText, tableCsv, tableWorkbook } from '../../server/http/table-export.ts';
import ExcelJS from 'exceljs';

describe('spreadsheetText: a cell Excel never runs as a formula', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+86 138', `'+86 138`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['张明', '张明'],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%j → %j', (input, expected) => expect(spreadsheetText(input)).toBe(expected));
});

type Row = { name: string; count: number; at: Date; note: string };
const columns = [
  { header: '姓名', key: 'name' },
  { header: '人数', key: 'count' },
  { header: '时间', key: 'at', date: 'datetime' },
  { header: '备注', key: 'note' },
] as const;
const rows: Row[] = [
  { name: '张明', count: 2, at: new Date('2026-11-25T01:30:00Z'), note: '带"家属", 两人\n下午到' },
  { name: '=cmd', count: -1, at: new Date('2026-11-24T16:00:00Z'), note: '' },
];

describe('tableCsv', () => {
  it('writes a BOM, CRLF lines, quoted fields, China time, numbers as numbers and formulas defused', () => {
    expect(tableCsv({ columns, rows })).toBe(
      '\uFEFF姓名,人数,时间,备注\r\n' + '张明,2,2026-11-25 09:30:00,"带""家属"", 两人\n下午到"\r\n' + "'=cmd,-1,2026-11-25 00:00:00,\r\n",
    );
  });
});

describe('tableWorkbook', () => {
  it('gives a sheet with the headers, the rows, China times and frozen headers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await tableWorkbook({ sheet: '名单', columns, rows })) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('名单')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '人数', '时间', '备注']);
    expect(sheet.getRow(2).getCell(1).value).toBe('张明');
    expect(sheet.getRow(2).getCell(2).value).toBe(2);
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(sheet.getRow(3).getCell(1).value).toBe("'=cmd");
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
