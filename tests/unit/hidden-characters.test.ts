import { describe, expect, it } from 'vitest';
import { hiddenCharacter, withoutInvisible } from '../../src/shared/hidden-characters.ts';
import { checkField, cleanForm, type FormSchema } from '../../src/shared/forms.ts';

// One rule for text that shows as something else: which characters are removed, which refused, and where.
describe('hiddenCharacter and withoutInvisible', () => {
  it.each([
    // [text, refused in a one-line field, refused in a multi-line field, kept as]
    ['校友聚会', undefined, undefined, '校友聚会'],
    ['校友聚会\u202egpj.exe', 'direction', 'direction', '校友聚会\u202egpj.exe'],
    ['\u202a嵌入\u202c', 'direction', 'direction', '\u202a嵌入\u202c'],
    ['\u202b嵌入', 'direction', 'direction', '\u202b嵌入'],
    ['\u202d覆盖', 'direction', 'direction', '\u202d覆盖'],
    ['\u2066隔离\u2069', 'direction', 'direction', '\u2066隔离\u2069'],
    ['\u2067隔离', 'direction', 'direction', '\u2067隔离'],
    ['\u2068隔离', 'direction', 'direction', '\u2068隔离'],
    ['第一行\u2028第二行', 'separator', undefined, '第一行\u2028第二行'],
    ['第一段\u2029第二段', 'separator', undefined, '第一段\u2029第二段'],
    ['\ufeff校友\u200b聚\u200c会\u200d', undefined, undefined, '校友聚会'],
    ['词\u2060连\u2061接\u2064', undefined, undefined, '词连接'],
    ['软\u00ad连\u180e字', undefined, undefined, '软连字'],
    // plain direction marks stay: mixed-script text needs them, and they reorder nothing but neutrals beside them
    ['\u200fשלום\u200e 校友', undefined, undefined, '\u200fשלום\u200e 校友'],
    ['换行\n与制表\t', undefined, undefined, '换行\n与制表\t'],
  ] as const)('%j', (text, oneLine, multiLine, kept) => {
    expect(hiddenCharacter(text, true)).toBe(oneLine);
    expect(hiddenCharacter(text, false)).toBe(multiLine);
    expect(withoutInvisible(text)).toBe(kept);
  });
});

describe('in the forms', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'reason'],
    properties: {
      title: { type: 'string', title: '标题', minLength: 2, maxLength: 40 },
      reason: { type: 'string', title: '理由', minLength: 2, maxLength: 200, multiline: true },
      summary: { type: 'string', title: '摘要', maxLength: 300 },
      visitors: {
        type: 'array',
        title: '来访人',
        minItems: 1,
        maxItems: 3,
        items: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: '姓名', maxLength: 20 } } },
      },
    },
  } as const satisfies FormSchema;

  it.each([
    [
      'title',
      { title: '校友聚会\u202egpj.exe' },
      '标题含有改变文字方向的控制字符（如 U+202E），显示出来会与实际内容不同，请删除后重新输入',
    ],
    ['title', { title: '第一行\u2028第二行' }, '标题只能是一行，不能含有换行符（U+2028、U+2029）'],
    ['title', { title: '\u200b甲\u200b' }, '标题至少 2 个字'],
    ['reason', { reason: '第一行\u2028第二行' }, ''],
    ['reason', { reason: '理由\u2066' }, '理由含有改变文字方向的控制字符（如 U+202E），显示出来会与实际内容不同，请删除后重新输入'],
    ['summary', { summary: '一段\u2029两段' }, ''],
    ['visitors.0.name', { visitors: [{ name: '王\u2028芳' }] }, '姓名只能是一行，不能含有换行符（U+2028、U+2029）'],
  ])('%s of %j: %j', (path, values, message) => expect(checkField(schema, path, values)).toBe(message));

  it('cleanForm removes what draws nothing from one-line fields and rows, and keeps multi-line fields as typed', () => {
    expect(
      cleanForm(schema, {
        title: '校友\u200b聚会',
        reason: '理由\u200d',
        summary: '👨\u200d👩\u200d👧',
        visitors: [{ name: '\ufeff王芳' }],
        other: 1,
      }),
    ).toEqual({ title: '校友聚会', reason: '理由\u200d', summary: '👨\u200d👩\u200d👧', visitors: [{ name: '王芳' }], other: 1 });
  });
});
