import { describe, expect, it } from 'vitest';
import {
  checkRosterRows,
  headerProblem,
  normalisedRosterRow,
  matchRoster,
  mergedRecord,
  rosterMatchText,
  type MergeChoices,
  type MergeSide,
  rowProblems,
  type CardClaim,
  type RosterCandidate,
  type RosterRow,
} from '../../src/shared/admin/roster.ts';
import { csvRecords, decodeCsv, DEFAULT_ROSTER_FILE_LIMITS, readRosterFile } from '../../server/http/roster-file.ts';
import { readConfig } from '../../server/config/index.ts';
import { rosterT } from '../../src/strings/admin-roster.ts';

const row = (over: Partial<RosterRow> = {}): RosterRow => ({
  name: '周一鸣',
  studentNo: 'R2016001',
  gender: '男',
  faculty: '计算机学院',
  major: '软件工程',
  className: '软件1201',
  entryYear: '2012',
  graduationYear: '2016',
  degree: '本科',
  idNumber: '',
  phone: '',
  email: '',
  company: '',
  city: '',
  ...over,
});

describe('rowProblems', () => {
  const cases: Array<[string, Partial<RosterRow>, string[]]> = [
    ['a complete row', {}, []],
    ['with the optional fields', { idNumber: '330102199003071230', phone: '13800001111', email: 'a@b.cn', city: '杭州' }, []],
    ['no name', { name: '' }, ['缺少姓名']],
    ['no 学号 and no 学历', { studentNo: '', degree: '' }, ['缺少学号', '缺少学历']],
    ['a year of two digits', { graduationYear: '16' }, ['毕业年份“16”不是有效年份']],
    ['a year before 1950', { entryYear: '1949' }, ['入学年份“1949”不是有效年份']],
    ['a year beyond next year', { graduationYear: '2031' }, ['毕业年份“2031”不是有效年份']],
    ['graduating before entering', { entryYear: '2017', graduationYear: '2016' }, ['毕业年份不能早于入学年份']],
    ['an ID number with a bad checksum', { idNumber: '330102199003071231' }, ['身份证号校验位不正确，请核对']],
    ['an ID number too short', { idNumber: '3301' }, ['身份证号应为 18 位']],
    ['a bad phone', { phone: '12345' }, ['手机“12345”应为 11 位手机号']],
    ['a bad e-mail', { email: 'a@b' }, ['邮箱“a@b”格式不正确']],
    // The API's text rules (hidden-characters.ts, the mini-program's 学号).
    [
      'a direction override',
      { name: '周\u202e鸣一' },
      ['姓名含有改变文字方向的控制字符（如 U+202E），显示出来会与实际内容不同，请删除后重新输入'],
    ],
    ['a line separator', { company: '甲\u2028乙' }, ['工作单位只能是一行，不能含有换行符（U+2028、U+2029）']],
    ['a NUL', { city: '杭\u0000州' }, ['所在城市含有不允许的空字符']],
    ['a 学号 that reads as a formula', { studentNo: '=1+2' }, ['学号“=1+2”应为 4 至 20 位字母或数字']],
    ['a 学号 with a sign', { studentNo: '+R2016001' }, ['学号“+R2016001”应为 4 至 20 位字母或数字']],
    ['a 学号 too short', { studentNo: 'R20' }, ['学号“R20”应为 4 至 20 位字母或数字']],
  ];
  it.each(cases)('%s', (_, over, problems) => expect(rowProblems(row(over), 2026)).toEqual(problems));
});

describe('checkRosterRows', () => {
  it('numbers rows by their line in the file, names their 姓名 and 学号, and a 学号 repeated from an earlier line in any case', () => {
    const rows = [row(), row({ studentNo: 'R2000002' }), row({ name: '' }), row({ studentNo: 'r2016001' })];
    expect(checkRosterRows(rows, 2026)).toEqual([
      { line: 4, name: '', studentNo: 'R2016001', problems: ['缺少姓名', '学号 R2016001 与第 2 行重复'] },
      { line: 5, name: '周一鸣', studentNo: 'r2016001', problems: ['学号 r2016001 与第 2 行重复'] },
    ]);
  });

  it('reads a row as the API reads a field: characters that draw nothing left out, trimmed, ID numbers with X', () => {
    expect(normalisedRosterRow(row({ name: ' 周\u200b一鸣\ufeff ', idNumber: '33010619910520452x' }))).toEqual(
      row({ name: '周一鸣', idNumber: '33010619910520452X' }),
    );
  });

  it('the console names a problem row by its line, 姓名 and 学号, whichever it has', () => {
    expect(rosterT.line(3, '周一鸣', 'R2016001')).toBe('第 3 行（周一鸣，学号 R2016001）');
    expect(rosterT.line(4, '', 'R2016002')).toBe('第 4 行（学号 R2016002）');
    expect(rosterT.line(5, '', '')).toBe('第 5 行');
  });
});

describe('headerProblem', () => {
  it.each([
    [['姓名', '学号', '性别', '院系', '专业', '班级', '入学年份', '毕业年份', '学历'], ''],
    [['学号', '姓名', '性别', '院系', '专业', '班级', '入学年份', '毕业年份', '学历', '手机'], ''],
    [['姓名', '学号'], '表头缺少列：性别、院系、专业、班级、入学年份、毕业年份、学历（请使用模板）'],
  ])('%j', (headers, problem) => expect(headerProblem(headers)).toBe(problem));
});

describe('matchRoster', () => {
  const roster: RosterCandidate = { name: '吴晓岚', studentNo: 'R2016002', graduationYear: '2016', idNumber: '33010619910520452X' };
  const claim = (over: Partial<CardClaim> = {}): CardClaim => ({
    name: '吴晓岚',
    studentNo: 'R2016002',
    graduationYear: '2016',
    idNumberTail: '20452X',
    ...over,
  });
  const cases: Array<[string, CardClaim, RosterCandidate | undefined, string]> = [
    ['all four agree', claim(), roster, '与花名册一致'],
    ['x in lower case', claim({ idNumberTail: '20452x' }), roster, '与花名册一致'],
    ['the year differs', claim({ graduationYear: '2017' }), roster, '与花名册部分不符：毕业年份（花名册：2016，申请：2017）'],
    [
      'name and tail differ',
      claim({ name: '吴小岚', idNumberTail: '123456' }),
      roster,
      '与花名册部分不符：姓名（花名册：吴晓岚，申请：吴小岚）；身份证号后 6 位不一致',
    ],
    ['the roster has no ID number', claim(), { ...roster, idNumber: '' }, '与花名册部分不符：身份证号后 6 位（花名册中未登记）'],
    ['no roster row', claim(), undefined, '花名册中无此人'],
    ['a 学号 merged into the row', claim({ studentNo: 'R2016902' }), { ...roster, formerStudentNos: ['R2016902'] }, '与花名册一致'],
    [
      'a 学号 neither the row nor a merged one',
      claim({ studentNo: 'R2016903' }),
      { ...roster, formerStudentNos: ['R2016902'] },
      '与花名册部分不符：学号（花名册：R2016002，申请：R2016903）',
    ],
  ];
  it.each(cases)('%s', (_, c, candidate, text) => {
    const m = matchRoster(c, candidate);
    expect(rosterMatchText(m)).toBe(text);
    expect(m.verdict).toBe(text.startsWith('与花名册一致') ? 'match' : candidate ? 'partial' : 'none');
  });
});

describe('mergedRecord', () => {
  const side = (over: Partial<MergeSide> = {}): MergeSide => ({ ...row(), tags: [], formerStudentNos: [], ...over });
  const cases: Array<[string, MergeSide, MergeSide, { filled: string[]; changes: Partial<RosterRow>; tags: string[]; former: string[] }]> =
    [
      [
        'the kept record keeps its values and takes the other 学号 as a former one',
        side({ city: '杭州' }),
        side({ studentNo: 'R2016901', city: '上海', degree: '硕士' }),
        { filled: [], changes: {}, tags: [], former: ['R2016901'] },
      ],
      [
        'empty fields are filled from the other record, never its 学号',
        side({ phone: '', city: '', company: '' }),
        side({ studentNo: 'R2016901', phone: '13800001111', city: '杭州', company: '  ' }),
        { filled: ['phone', 'city'], changes: { phone: '13800001111', city: '杭州' }, tags: [], former: ['R2016901'] },
      ],
      [
        'tags of both, and the former numbers of both, without the kept 学号',
        side({ tags: ['理事'], formerStudentNos: ['R2016800'] }),
        side({ studentNo: 'R2016901', tags: ['理事', '校友导师'], formerStudentNos: ['R2016001', 'R2016700'] }),
        { filled: [], changes: {}, tags: ['理事', '校友导师'], former: ['R2016800', 'R2016901', 'R2016700'] },
      ],
    ];
  it.each(cases)('%s', (_, keep, gone, want) => {
    const merged = mergedRecord(keep, gone);
    expect(merged.filled).toEqual(want.filled);
    expect(merged.row).toEqual({
      ...row(),
      ...Object.fromEntries(Object.keys(row()).map((k) => [k, keep[k as keyof RosterRow]])),
      ...want.changes,
    });
    expect(merged.tags).toEqual(want.tags);
    expect(merged.formerStudentNos).toEqual(want.former);
  });
});

describe('mergedRecord with the clerk choosing per field', () => {
  const side = (over: Partial<MergeSide> = {}): MergeSide => ({ ...row(), tags: [], formerStudentNos: [], ...over });
  const keep = side({ city: '杭州', degree: '本科', phone: '', email: 'a@example.com' });
  const gone = side({ studentNo: 'R2016901', city: '上海', degree: '硕士', phone: '13800001111', email: '' });
  it.each<[string, MergeChoices, Partial<RosterRow>, string[], string[]]>([
    ['no choice: as before, empty fields filled', {}, { phone: '13800001111' }, ['phone'], []],
    [
      "the other's value over this record's own",
      { city: 'other', degree: 'other' },
      { city: '上海', degree: '硕士', phone: '13800001111' },
      ['phone'],
      ['degree', 'city'],
    ],
    ["this record's empty value kept over the other's", { phone: 'this' }, {}, [], []],
    ["the other's empty value chosen", { email: 'other' }, { email: '', phone: '13800001111' }, ['phone'], ['email']],
    ['a choice for a field both agree on changes nothing', { name: 'other' }, { phone: '13800001111' }, ['phone'], []],
    ['the 学号 cannot be chosen', { studentNo: 'other' }, { phone: '13800001111' }, ['phone'], []],
  ])('%s', (_, choices, changes, filled, replaced) => {
    const merged = mergedRecord(keep, gone, choices);
    const { tags: _tags, formerStudentNos: _former, ...values } = keep;
    expect(merged.row).toEqual({ ...values, ...changes });
    expect(merged.filled).toEqual(filled);
    expect(merged.replaced).toEqual(replaced);
  });
});

describe('reading CSV', () => {
  it('decodes UTF-8 with or without BOM, and GBK otherwise', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFF姓名'))).toBe('姓名');
    expect(decodeCsv(new TextEncoder().encode('姓名'))).toBe('姓名');
    // 姓名 in GBK
    expect(decodeCsv(new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb]))).toBe('姓名');
  });
  it('splits quoted fields with commas, quotes and line breaks, and skips blank lines', () => {
    expect(csvRecords('a,"b,c","d""e"\r\n\r\n"f\ng",h\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['f\ng', 'h'],
    ]);
  });
});

describe('reading a roster file within limits', () => {
  const HEADER = '姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历';
  const bytes = (text: string) => new TextEncoder().encode(text);
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'read',
      (e: Error) => e.message,
    );

  it('stops at the first limit passed, naming it', async () => {
    const limits = { ...DEFAULT_ROSTER_FILE_LIMITS, rows: 3, cells: 100 };
    const rows = (n: number) => `${HEADER}\r\n${'周一鸣,R2016001,男,计算机学院,软件工程,软件1201,2012,2016,本科\r\n'.repeat(n)}`;
    expect((await readRosterFile('a.csv', bytes(rows(3)), limits)).rows).toHaveLength(3);
    expect(await refusal(readRosterFile('a.csv', bytes(rows(4)), limits))).toBe('一个文件最多 3 行');
    expect(await refusal(readRosterFile('a.csv', bytes(`${HEADER}${',x'.repeat(100)}\r\n`), limits))).toBe(
      '文件的单元格超过 100 个，已停止读取；请只保留花名册的列后重试',
    );
    expect(await refusal(readRosterFile('a.csv', bytes(`${HEADER}${','.repeat(20_000)}\r\n`)))).toBe(
      '一行最多 16384 列，已停止读取；请只保留花名册的列后重试',
    );
    // A header without the roster's columns is refused as soon as it is read, not after the rest of the file.
    expect(await refusal(readRosterFile('a.csv', bytes(`a\r\n${'b\r\n'.repeat(1000)}`), limits))).toContain('表头缺少列');
    // Time: a limit no reading can keep.
    const slow = { ...DEFAULT_ROSTER_FILE_LIMITS, seconds: 1e-9 };
    expect(await refusal(readRosterFile('a.csv', bytes(rows(1)), slow))).toBe('读取文件超过 1e-9 秒，已停止；请拆分成较小的文件后重试');
  });

  it('has defaults that read the largest roster (100,000 rows) and stop a hostile file, and reads them from the environment', async () => {
    expect(DEFAULT_ROSTER_FILE_LIMITS.rows).toBe(100_000);
    // 100,000 rows of the template's 14 columns, written by exceljs, inflate to about 540 bytes a row: room for twice that.
    expect(DEFAULT_ROSTER_FILE_LIMITS.inflatedBytes).toBeGreaterThan(2 * 100_000 * 540);
    expect(DEFAULT_ROSTER_FILE_LIMITS.inflatedBytes).toBeLessThanOrEqual(512 * 1024 * 1024);
    expect(DEFAULT_ROSTER_FILE_LIMITS.cells).toBeGreaterThanOrEqual(2 * 100_000 * 14);
    expect(DEFAULT_ROSTER_FILE_LIMITS.seconds).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_ROSTER_FILE_LIMITS.seconds).toBeLessThanOrEqual(120);
    expect(readConfig({}).rosterFileLimits).toEqual(DEFAULT_ROSTER_FILE_LIMITS);
    expect(
      readConfig({ ROSTER_FILE_MAX_CELLS: '1000', ROSTER_FILE_MAX_INFLATED_MB: '8', ROSTER_FILE_MAX_SECONDS: '5' }).rosterFileLimits,
    ).toEqual({ rows: 100_000, cells: 1000, inflatedBytes: 8 * 1024 * 1024, seconds: 5 });
  });
});
