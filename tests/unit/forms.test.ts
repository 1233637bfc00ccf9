import { describe, expect, it } from 'vitest';
import { appointmentSchema, chinaDate, validateVisitors } from '../../src/shared/appointment-forms.ts';
import {
  checkField,
  emptyRow,
  switchesSchema,
  toJsonSchema,
  validateForm,
  validateRows,
  type ArrayFieldSchema,
} from '../../src/shared/forms.ts';

// Valid 18-digit ID numbers (GB 11643 checksums).
const IDS = [
  '330102199003071230',
  '33010619910520452X',
  '110105198501010020',
  '440304199208153319',
  '320102198806120044',
  '330102197504050017',
];
const NAMES = ['张明', '林晓雯', '王建国', '陈思远', '刘洋', '赵敏'];
const visitor = (i: number) => ({ name: NAMES[i], idNumber: IDS[i] });
const visitors = appointmentSchema.properties.visitors;

describe('array fields: validateRows over the visitors list', () => {
  it.each([
    ['one good row', [visitor(0)], {}],
    ['five good rows', [0, 1, 2, 3, 4].map(visitor), {}],
    ['no rows: the count alone', [], { visitors: '来访人数应为 1 至 5 人' }],
    ['six rows: the count alone, rows unread', [0, 1, 2, 3, 4, 5].map(visitor), { visitors: '来访人数应为 1 至 5 人' }],
    ['not a list', 'visitors', { visitors: '来访人数应为 1 至 5 人' }],
    ['an empty row', [{ name: '', idNumber: '' }], { 'visitors.0.name': '请填写来访人姓名', 'visitors.0.idNumber': '请填写身份证号' }],
    ['a blank name', [{ name: '  ', idNumber: IDS[0] }], { 'visitors.0.name': '请填写来访人姓名' }],
    ['a name with digits', [{ name: '张3', idNumber: IDS[0] }], { 'visitors.0.name': '姓名应为 2 至 30 个汉字或字母' }],
    ['a one-character name, padded', [{ name: ' 张 ', idNumber: IDS[0] }], { 'visitors.0.name': '姓名应为 2 至 30 个汉字或字母' }],
    ['a short ID number', [{ name: '林晓雯', idNumber: '3301061991' }], { 'visitors.0.idNumber': '身份证号应为 18 位' }],
    [
      'a bad checksum in row 2',
      [visitor(0), { name: '林晓雯', idNumber: '330106199105204521' }],
      { 'visitors.1.idNumber': '身份证号校验位不正确，请核对' },
    ],
    [
      'a repeated ID, any case',
      [visitor(1), { name: '王建国', idNumber: IDS[1].toLowerCase() }],
      { 'visitors.1.idNumber': '来访人身份证号重复' },
    ],
    ['a row that is not an object', [visitor(0), null], { 'visitors.1.name': '请填写来访人姓名', 'visitors.1.idNumber': '请填写身份证号' }],
    ['a number where text belongs', [{ name: '张明', idNumber: 330102199003071230 }], { 'visitors.0.idNumber': '身份证号格式不正确' }],
  ])('%s', (_, rows, expected) => {
    expect(validateRows('visitors', visitors, rows)).toEqual(expected);
    expect(validateVisitors(rows as never)).toEqual(expected);
  });

  it('says the generic count sentence when the schema has none', () => {
    const field: ArrayFieldSchema = {
      type: 'array',
      title: '联系人',
      minItems: 1,
      maxItems: 2,
      items: { type: 'object', required: [], properties: {} },
    };
    expect(validateRows('contacts', field, [])).toEqual({ contacts: '联系人应为 1 至 2 项' });
  });

  it('gives a new row an empty value per field', () => {
    expect(emptyRow(visitors)).toEqual({ name: '', idNumber: '' });
  });
});

describe('checkField and validateForm with an array field', () => {
  const good = {
    visitDate: chinaDate(3),
    slotId: 1,
    carPlate: '',
    reason: '回母校参观校史馆',
    visitors: [visitor(0), visitor(1)],
    idConsent: true,
  };

  it.each([
    [
      'a row field by path',
      'visitors.1.idNumber',
      { visitors: [visitor(0), { name: '林晓雯', idNumber: '330106199105204521' }] },
      '身份证号校验位不正确，请核对',
    ],
    ['a fine row field', 'visitors.0.name', {}, ''],
    ['a repeated ID (needs the other rows)', 'visitors.1.idNumber', { visitors: [visitor(0), visitor(0)] }, '来访人身份证号重复'],
    ['the count', 'visitors', { visitors: [] }, '来访人数应为 1 至 5 人'],
    ['a row past the end', 'visitors.7.name', {}, ''],
    ['a path below a flat field', 'reason.0.x', {}, ''],
    ['an unknown field', 'nope', {}, ''],
    [
      'the date range, a rule the schema runs last',
      'visitDate',
      { visitDate: chinaDate(0) },
      `来访日期须在 ${chinaDate(1)} 至 ${chinaDate(30)} 之间`,
    ],
    ['an empty date says the required sentence', 'visitDate', { visitDate: '' }, '请填写来访日期'],
  ])('%s', (_, path, over, expected) => {
    expect(checkField(appointmentSchema, path, { ...good, ...over })).toBe(expected);
  });

  it('lists the flat fields first, then the rows', () => {
    const errors = validateForm(appointmentSchema, { ...good, reason: '', visitors: [{ name: '', idNumber: IDS[0] }] });
    expect(Object.keys(errors)).toEqual(['reason', 'visitors.0.name']);
    expect(validateForm(appointmentSchema, good)).toEqual({});
  });
});

describe('toJsonSchema with an array field', () => {
  const json = toJsonSchema(appointmentSchema);
  it('requires the list, bounds it loosely and shapes its rows', () => {
    expect(json.required).toEqual(['visitDate', 'slotId', 'reason', 'visitors', 'idConsent']);
    expect(json.properties.visitors).toEqual({
      type: 'array',
      description: '来访人，1 至 5 名',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'idNumber'],
        properties: {
          name: { type: ['string', 'null'], description: '来访人姓名', maxLength: 30 },
          idNumber: { type: ['string', 'null'], description: '身份证号', maxLength: 18 },
        },
      },
    });
  });
  it('leaves the rules written as functions out of the document', () => {
    expect(json.properties.visitDate).toEqual({ type: ['string', 'null'], description: '来访日期', maxLength: 10 });
  });
});

describe('switchesSchema', () => {
  it('makes every switch a required, titled boolean, documented as before', () => {
    const schema = switchesSchema({ review: '审核结果通知', activity: '活动提醒' });
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['review', 'activity'],
      properties: { review: { type: 'boolean', title: '审核结果通知' }, activity: { type: 'boolean', title: '活动提醒' } },
    });
    expect(toJsonSchema(schema).properties.activity).toEqual({ type: ['boolean', 'null'], description: '活动提醒' });
    expect(validateForm(schema, { review: true })).toEqual({ activity: '请填写活动提醒' });
  });
});
