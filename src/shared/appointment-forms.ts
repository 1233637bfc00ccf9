import { isCalendarDate } from './calendar.ts';
import { idConsentField } from './consent.ts';
import { validateRows, type FormErrors, type FormSchema } from './forms.ts';

// The campus-visit booking form, visitors list included, as one FormSchema: the portal and the server check it alike.

export const MIN_VISITORS = 1;
export const MAX_VISITORS = 5;
/** bookable days: from tomorrow to this many days ahead, China time */
export const BOOKING_DAYS_AHEAD = 30;

export const ID_NUMBER_PATTERN = '^\\d{17}[\\dXx]$';
/** Chinese plates: province, letter, then 5 (ordinary) or 6 (new energy) characters */
export const CAR_PLATE_PATTERN =
  '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Za-hj-np-z][A-HJ-NP-Za-hj-np-z0-9]{4,5}[A-HJ-NP-Za-hj-np-z0-9挂学警港澳]$';

// A type, not an interface: form values are records, and only a type alias is one.
export type VisitorInput = {
  name: string;
  idNumber: string;
};

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** True for an 18-digit mainland resident ID number whose last character matches its checksum. */
export function isValidIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!new RegExp(ID_NUMBER_PATTERN).test(id)) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** The first problem with an ID number, or '' when it is fine. */
export function idNumberError(value: string | undefined, title = '身份证号'): string {
  const v = (value ?? '').trim();
  if (!v) return `请填写${title}`;
  if (!new RegExp(ID_NUMBER_PATTERN).test(v)) return `${title}应为 18 位`;
  return isValidIdNumber(v) ? '' : `${title}校验位不正确，请核对`;
}

/** What is shown for an ID number the retention job erased ('' in the database). */
export const ERASED_ID_NUMBER = '已按规定删除';

/** '3301**********123X', or ERASED_ID_NUMBER once erased. */
export function maskIdNumber(id: string): string {
  if (id === '') return ERASED_ID_NUMBER;
  return id.length < 8 ? '*'.repeat(id.length) : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

const NAME_PATTERN = /^[\u4e00-\u9fa5·A-Za-z\s]{2,30}$/;
const nameError = (value: string) => (NAME_PATTERN.test(value.trim()) ? '' : '姓名应为 2 至 30 个汉字或字母');

export const appointmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['visitDate', 'slotId', 'reason', 'visitors', 'idConsent'],
  properties: {
    visitDate: {
      type: 'string',
      title: '来访日期',
      maxLength: 10,
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      patternMessage: '请选择有效的来访日期',
      check: (date) => visitDateError(date),
    },
    slotId: { type: 'integer', title: '来访时段', minimum: 1, maximum: 2147483647 },
    carPlate: {
      type: 'string',
      title: '车牌号',
      maxLength: 8,
      pattern: CAR_PLATE_PATTERN,
      patternMessage: '请输入正确的车牌号，如 浙A12345',
    },
    reason: { type: 'string', title: '来访事由', minLength: 5, maxLength: 200, multiline: true },
    // Last: its messages come after the simple fields', as the server has always named them.
    visitors: {
      type: 'array',
      title: '来访人',
      unit: '名',
      minItems: MIN_VISITORS,
      maxItems: MAX_VISITORS,
      countMessage: `来访人数应为 ${MIN_VISITORS} 至 ${MAX_VISITORS} 人`,
      unique: { field: 'idNumber', message: '来访人身份证号重复' },
      items: {
        type: 'object',
        required: ['name', 'idNumber'],
        properties: {
          name: { type: 'string', title: '来访人姓名', maxLength: 30, check: nameError },
          idNumber: { type: 'string', title: '身份证号', maxLength: 18, check: (id) => idNumberError(id) },
        },
      },
    },
    // The separate consent to the visitors' ID numbers (PIPL art. 29): after the list, as the form shows it.
    idConsent: idConsentField,
  },
} as const satisfies FormSchema;

/** Messages for the visitors list, keyed 'visitors' (the count) or 'visitors.N.name' / 'visitors.N.idNumber'. */
export function validateVisitors(visitors: readonly Partial<VisitorInput>[] | undefined): FormErrors {
  return validateRows('visitors', appointmentSchema.properties.visitors, visitors);
}

/** 'YYYY-MM-DD' of China Standard Time (UTC+8, no daylight saving), `offsetDays` from `now`. */
export function chinaDate(offsetDays = 0, now = Date.now()): string {
  return new Date(now + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);
}

/** The first and last bookable date. */
export function bookableRange(now = Date.now()): { min: string; max: string } {
  return { min: chinaDate(1, now), max: chinaDate(BOOKING_DAYS_AHEAD, now) };
}

/** '' when `date` is a real date inside the bookable range, else the message. */
export function visitDateError(date: string | undefined, now = Date.now()): string {
  if (!date) return '请选择来访日期';
  const { min, max } = bookableRange(now);
  if (!isCalendarDate(date) || date < min || date > max) return `来访日期须在 ${min} 至 ${max} 之间`;
  return '';
}
