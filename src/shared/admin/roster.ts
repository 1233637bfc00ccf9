import { idNumberError } from '../appointment-forms.ts';
import { hiddenCharacter, hiddenCharacterMessage, withoutInvisible } from '../hidden-characters.ts';

// 校友信息库: the registrar's roster as the console and the server read it. The row checker and the matcher of a card
// application against the roster are pure functions, each tested by a table of cases.

/** A roster record's fields, in the order of the import file's columns. */
export const ROSTER_FIELDS = [
  'name',
  'studentNo',
  'gender',
  'faculty',
  'major',
  'className',
  'entryYear',
  'graduationYear',
  'degree',
  'idNumber',
  'phone',
  'email',
  'company',
  'city',
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** Each field's column header in the import file (and its label in the console). */
export const ROSTER_HEADERS: Readonly<Record<RosterField, string>> = {
  name: '姓名',
  studentNo: '学号',
  gender: '性别',
  faculty: '院系',
  major: '专业',
  className: '班级',
  entryYear: '入学年份',
  graduationYear: '毕业年份',
  degree: '学历',
  idNumber: '身份证号',
  phone: '手机',
  email: '邮箱',
  company: '工作单位',
  city: '所在城市',
};

/** The columns a file may leave out; it must have the others. */
const ROSTER_OPTIONAL: readonly RosterField[] = ['idNumber', 'phone', 'email', 'company', 'city'];
export const ROSTER_REQUIRED: readonly RosterField[] = ROSTER_FIELDS.filter((f) => !ROSTER_OPTIONAL.includes(f));

/** A roster row as text, every field present ('' for none). */
export type RosterRow = Record<RosterField, string>;

/** The most rows one file may hold. */
export const MAX_ROSTER_ROWS = 100_000;
export const FIRST_ROSTER_YEAR = 1950;

/** The limits of one file's reading (ROSTER_FILE_* in the configuration). */
export interface RosterFileLimits {
  /** Data rows (the header not counted). */
  rows: number;
  /** Cells: every field of a CSV, every cell and shared string of an .xlsx. */
  cells: number;
  /** Bytes an .xlsx's parts may inflate to, counted as they inflate (the sizes its zip declares are checked first). */
  inflatedBytes: number;
  /** Seconds the reading may take. */
  seconds: number;
}

/**
 * Room for the largest file the roster takes, 100,000 rows: of the template's 14 columns one inflates to about 60 MB
 * (540 bytes a row, exceljs's writing), so a registrar's export with twice as many columns still fits, and it is read
 * in a few seconds, not the minute allowed.
 */
export const DEFAULT_ROSTER_FILE_LIMITS: RosterFileLimits = {
  rows: MAX_ROSTER_ROWS,
  cells: 5_000_000,
  inflatedBytes: 200 * 1024 * 1024,
  seconds: 60,
};

const PHONE_PATTERN = /^1\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's 学号 (a card application's, src/shared/api/mp.ts): letters and digits, 4 to 20 of them. */
const STUDENT_NO_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/**
 * A row as the API would take its fields: each one line without the characters that draw nothing (hidden-characters.ts),
 * trimmed; ID numbers' x as X.
 */
export function normalisedRosterRow(row: RosterRow): RosterRow {
  const out = Object.fromEntries(ROSTER_FIELDS.map((f) => [f, withoutInvisible(row[f]).trim()])) as RosterRow;
  return { ...out, idNumber: out.idNumber.toUpperCase() };
}

/** The form in which two 学号 are compared: R2016001 and r2016001 are one. */
export const studentNoKey = (studentNo: string) => studentNo.toUpperCase();

/**
 * The problems of one value of a field, or [] (a year is a whole year between 1950 and next year). The API's text
 * rules first: no NUL, no direction control, no line separator; a 学号 is letters and digits, so nothing in it reads as
 * a spreadsheet formula.
 */
export function fieldProblems(field: RosterField, value: string, thisYear: number): string[] {
  const title = ROSTER_HEADERS[field];
  if (value.includes('\u0000')) return [`${title}含有不允许的空字符`];
  const hidden = hiddenCharacter(value, true);
  if (hidden) return [hiddenCharacterMessage(title, hidden)];
  if (value === '') return ROSTER_REQUIRED.includes(field) ? [`缺少${title}`] : [];
  if (field === 'studentNo' && !STUDENT_NO_PATTERN.test(value)) return [`学号“${value}”应为 4 至 20 位字母或数字`];
  if (field === 'entryYear' || field === 'graduationYear') {
    const year = Number(value);
    if (!/^\d{4}$/.test(value) || year < FIRST_ROSTER_YEAR || year > thisYear + 1) return [`${title}“${value}”不是有效年份`];
  }
  if (field === 'idNumber') {
    const problem = idNumberError(value);
    return problem ? [problem] : [];
  }
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return [`手机“${value}”应为 11 位手机号`];
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return [`邮箱“${value}”格式不正确`];
  if (value.length > 100) return [`${title}不能超过 100 个字`];
  return [];
}

/** One row's problems, in the order of the columns; the years' order too. */
export function rowProblems(row: RosterRow, thisYear: number): string[] {
  const problems = ROSTER_FIELDS.flatMap((f) => fieldProblems(f, row[f], thisYear));
  const entry = Number(row.entryYear);
  const graduation = Number(row.graduationYear);
  if (!problems.length && graduation < entry) problems.push('毕业年份不能早于入学年份');
  return problems;
}

/** A file row's problems, numbered by its line in the file (the header is line 1) and named by its 姓名 and 学号. */
export interface RowProblem {
  line: number;
  name: string;
  studentNo: string;
  problems: string[];
}

/** Every row's problems, a 学号 the file already had above (in any case) included. */
export function checkRosterRows(rows: readonly RosterRow[], thisYear: number): RowProblem[] {
  const seen = new Map<string, number>();
  const out: RowProblem[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    const problems = rowProblems(row, thisYear);
    const key = studentNoKey(row.studentNo);
    const first = key ? seen.get(key) : undefined;
    if (first !== undefined) problems.push(`学号 ${row.studentNo} 与第 ${first} 行重复`);
    else if (key) seen.set(key, line);
    if (problems.length) out.push({ line, name: row.name, studentNo: row.studentNo, problems });
  });
  return out;
}

/** The header row's problem: the required columns it lacks, or ''. */
export function headerProblem(headers: readonly string[]): string {
  const missing = ROSTER_REQUIRED.filter((f) => !headers.includes(ROSTER_HEADERS[f])).map((f) => ROSTER_HEADERS[f]);
  return missing.length ? `表头缺少列：${missing.join('、')}（请使用模板）` : '';
}

/** A field that differs, as the console shows it. */
export interface FieldDifference {
  field: RosterField;
  label: string;
  before: string;
  after: string;
}

/** The fields in which `after` differs from `before` (those given in `fields`). */
export function rosterDifferences(
  before: Partial<RosterRow>,
  after: Partial<RosterRow>,
  fields: readonly RosterField[] = ROSTER_FIELDS,
): FieldDifference[] {
  return fields
    .filter((f) => (before[f] ?? '') !== (after[f] ?? ''))
    .map((f) => ({ field: f, label: ROSTER_HEADERS[f], before: before[f] ?? '', after: after[f] ?? '' }));
}

/** How a card application stands against the roster. */
export type RosterVerdict = 'match' | 'partial' | 'none';
export const ROSTER_VERDICT_NAMES: Readonly<Record<RosterVerdict, string>> = {
  match: '与花名册一致',
  partial: '与花名册部分不符',
  none: '花名册中无此人',
};

/** What a card application says of the applicant. */
export interface CardClaim {
  name: string;
  studentNo: string;
  graduationYear: string;
  /** the last 6 characters of the ID number */
  idNumberTail: string;
}

/**
 * A roster row compared with a claim: its name, 学号, 毕业年份 and whole ID number, and the 学号 of records merged
 * into it, which a claim may still carry.
 */
export type RosterCandidate = Pick<RosterRow, 'name' | 'studentNo' | 'graduationYear' | 'idNumber'> & {
  formerStudentNos?: readonly string[];
};

export interface RosterMatch {
  verdict: RosterVerdict;
  /** what differs, the roster's value as `before` and the application's as `after` */
  differences: Array<{ label: string; roster: string; application: string }>;
}

/**
 * A claim against the roster row of its 学号 (a current or a merged one; or, without one, the row of the same name and
 * year): all four agreeing (the ID number's last 6 characters, X in either case) is a match; any row found but
 * differing is partial.
 */
export function matchRoster(claim: CardClaim, candidate: RosterCandidate | undefined): RosterMatch {
  if (!candidate) return { verdict: 'none', differences: [] };
  const claimedNo = claim.studentNo.trim();
  const formerNo = candidate.formerStudentNos?.includes(claimedNo) ?? false;
  const pairs: Array<[string, string, string]> = [
    ['姓名', candidate.name.trim(), claim.name.trim()],
    ['学号', formerNo ? claimedNo : candidate.studentNo.trim(), claimedNo],
    ['毕业年份', candidate.graduationYear.trim(), claim.graduationYear.trim()],
    [ID_TAIL_LABEL, candidate.idNumber.trim().slice(-6).toUpperCase(), claim.idNumberTail.trim().toUpperCase()],
  ];
  const differences = pairs.filter(([, r, a]) => r !== a).map(([label, roster, application]) => ({ label, roster, application }));
  return { verdict: differences.length ? 'partial' : 'match', differences };
}

/** The label of the one difference whose values the review queue does not show. */
const ID_TAIL_LABEL = '身份证号后 6 位';

/**
 * The verdict as one line, for the review queue: 与花名册部分不符：姓名（花名册：张明，申请：张鸣）… The ID number's tail is
 * named without its values (the queue is no audited view of the roster's numbers): 身份证号后 6 位不一致, or 花名册中未登记
 * when the roster has none.
 */
export function rosterMatchText(m: RosterMatch): string {
  if (m.verdict !== 'partial') return ROSTER_VERDICT_NAMES[m.verdict];
  const what = m.differences.map((d) =>
    d.label === ID_TAIL_LABEL
      ? `${d.label}${d.roster ? '不一致' : '（花名册中未登记）'}`
      : `${d.label}（花名册：${d.roster || '空'}，申请：${d.application || '空'}）`,
  );
  return `${ROSTER_VERDICT_NAMES.partial}：${what.join('；')}`;
}

/** The fields a record's page edits (学号 is the key and stays). */
export const ROSTER_EDITABLE: readonly RosterField[] = ROSTER_FIELDS.filter((f) => f !== 'studentNo');

/** A record as merging reads it: its values, its tags and the 学号 merged into it before. */
export type MergeSide = RosterRow & { tags: readonly string[]; formerStudentNos: readonly string[] };

/** Which record's value a merged field keeps: `this` (the record that stays) or `other` (the one merged into it). */
export type MergeChoice = 'this' | 'other';
export type MergeChoices = Partial<Record<RosterField, MergeChoice>>;

/** A field's side when the clerk has not chosen: this record's value, unless it is empty and the other's is not. */
export const defaultMergeChoice = (keep: RosterRow, gone: RosterRow, f: RosterField): MergeChoice =>
  !keep[f].trim() && gone[f].trim() ? 'other' : 'this';

/**
 * Two records of one person as one: per field, the value of the side the clerk chose (`choices`), else the record that
 * stays keeps its value and takes the other's where its own is empty. `filled` names the empty fields that took the
 * other's value, `replaced` those whose value the other's replaced; the tags of both are kept, and the other's 学号 (and
 * those merged into it) become former numbers. The 学号 is always the kept record's.
 */
export function mergedRecord(keep: MergeSide, gone: MergeSide, choices: MergeChoices = {}) {
  const taken = ROSTER_EDITABLE.filter((f) => keep[f] !== gone[f] && (choices[f] ?? defaultMergeChoice(keep, gone, f)) === 'other');
  const filled = taken.filter((f) => !keep[f].trim());
  const replaced = taken.filter((f) => keep[f].trim());
  const row = Object.fromEntries(ROSTER_FIELDS.map((f) => [f, taken.includes(f) ? gone[f] : keep[f]])) as RosterRow;
  const formerStudentNos = [...new Set([...keep.formerStudentNos, gone.studentNo, ...gone.formerStudentNos])].filter(
    (no) => no !== keep.studentNo,
  );
  return { row, filled, replaced, tags: [...new Set([...keep.tags, ...gone.tags])], formerStudentNos };
}

/** A phone number as a list shows it without the right: 138****5678. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
