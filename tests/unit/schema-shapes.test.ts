import { describe, expect, it } from 'vitest';
import { formSchema } from '../../src/shared/forms.ts';
import { idParams, int, pageData, record, str } from '../../src/shared/api/shapes.ts';

// The schema kit answers exactly the JSON schemas that were written out by hand before it (issue 49 point 2): the
// server validates with them and the OpenAPI document shows them, so a key more or less would change both.

describe('record', () => {
  it('requires every property, in their order, and allows the optional ones after them', () => {
    expect(record({ id: int, name: str })).toEqual({ type: 'object', required: ['id', 'name'], properties: { id: int, name: str } });
    const withOptional = record({ key: str }, { version: int });
    expect(withOptional).toEqual({ type: 'object', required: ['key'], properties: { key: str, version: int } });
    expect(Object.keys(withOptional.properties)).toEqual(['key', 'version']);
  });
});

describe('pageData', () => {
  it('is a page of the items: list, total, pageNum, pageSize, then what rides along, all required', () => {
    const item = record({ id: int });
    const page = pageData(item, { counts: int });
    expect(page).toEqual({
      type: 'object',
      required: ['list', 'total', 'pageNum', 'pageSize', 'counts'],
      properties: { list: { type: 'array', items: item }, total: int, pageNum: int, pageSize: int, counts: int },
    });
    expect(pageData(item).required).toEqual(['list', 'total', 'pageNum', 'pageSize']);
  });
});

describe('idParams', () => {
  it('is path parameters that are positive 32-bit ids, each described', () => {
    expect(idParams({ id: '活动编号', signupId: '报名编号' })).toEqual({
      type: 'object',
      required: ['id', 'signupId'],
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '活动编号' },
        signupId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '报名编号' },
      },
    });
  });
});

describe('formSchema', () => {
  it('is a closed object form with its required fields', () => {
    const title = { type: 'string', title: '标题', minLength: 1, maxLength: 10 } as const;
    expect(formSchema(['title'], { title })).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: { title },
    });
  });
});
