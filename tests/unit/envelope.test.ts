import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../src/api/envelope.ts';

describe('parseEnvelope', () => {
  it.each([
    ['an envelope', { code: 0, msg: 'ok', data: [1] }, { code: 0, msg: 'ok', data: [1] }],
    ['an error envelope', { code: 500123, msg: '名额已满', data: null }, { code: 500123, msg: '名额已满', data: null }],
    ['no data (a void answer)', { code: 0, msg: '操作成功' }, { code: 0, msg: '操作成功', data: null }],
    ['no msg', { code: 0, data: 1 }, { code: 0, msg: '', data: 1 }],
    ['msg that is not text', { code: 1, msg: { zh: '错误' }, data: null }, { code: 1, msg: '', data: null }],
    ['extra fields', { code: 0, msg: '', data: false, traceId: 'x' }, { code: 0, msg: '', data: false }],
  ])('reads %s', (_, body, expected) => {
    expect(parseEnvelope(body)).toEqual(expected);
  });

  it.each([
    ['plain text', 'Internal Server Error'],
    ['an HTML page', '<!doctype html><title>502 Bad Gateway</title>'],
    ['JSON without code', { msg: 'ok', data: [] }],
    ['a code in a string', { code: '0', msg: 'ok', data: [] }],
    ['a fractional code', { code: 0.5, msg: '', data: null }],
    ['a null code', { code: null, msg: '', data: null }],
    ['an array', [{ code: 0 }]],
    ['null', null],
    ['nothing', undefined],
    ['a number', 0],
  ])('refuses %s', (_, body) => {
    expect(parseEnvelope(body)).toBeNull();
  });
});
