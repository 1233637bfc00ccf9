// Every documented API operation under bad input, generated from the app's own OpenAPI document: a route added
// later is fuzzed without touching this file. Each bad request must answer 4xx with the { code, msg, data } envelope,
// a Chinese message (naming the field when one field is at fault), no internals, and leave the database as it was.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CACHE_BUSTER } from '../../server/http/validation.ts';
import { dbChecksum } from '../helpers/db-checksum.ts';
import { png } from '../helpers/images.ts';
import { fillPath, operations, sample, sampleParams, typeOf, type Operation, type Schema } from '../helpers/openapi.ts';
import { routeTable } from '../helpers/route-table.ts';
import { signInThroughStandin, startTestServer, staffToken } from '../helpers/server.ts';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertMpSession } from '../../server/repositories/wechat-login.ts';

const server = await startTestServer({ loginStandin: true, loginRateLimit: 1_000_000 });
const token = await signInThroughStandin(server, 'demo-zhangming');
// Console operations are fuzzed as 管理员, who may call every one of them.
const staff = await staffToken(server, 'admin');
// Mini-program operations are fuzzed with a mini-program session of an unbound WeChat account (so registration
// would be allowed), made directly: this server talks to no WeChat.
const mpToken = newSecret(32);
await insertMpSession(server.db, hashSecret(mpToken), 'demo-unbound', 'demo-unbound', new Date(Date.now() + 3_600_000));
afterAll(() => server.close());

/**
 * The database's checksum when it was last taken, while nothing has been sent since that could have changed it;
 * undefined once something may have. Tests run one after another in this file, so one test's closing checksum is
 * the next one's opening checksum, and a whole-database checksum (most of this file's cost) is not taken twice.
 */
let known: string | undefined;
const checksumNow = async () => (known ??= await dbChecksum(server.db));

// WeChat Pay's notification route answers in WeChat's format (WeChat reads the status; the body is { code: 'FAIL',
// message }), and checks what it is sent by signature before anything else: tests/server/donation-wxpay.test.ts sends it
// forged, tampered, late, replayed and wrong-amount notifications. Here it is only sent what is not a notification.
const WECHAT_FORMAT = new Set(['POST /api/donation/wxpay/notify']);
const ops = operations(server.app);
const jsonOps = ops.filter((op) => op.body['application/json']);
// The image uploads; the roster's file routes take multipart too, and their refusals are tested in admin-roster.test.ts.
const multipartOps = ops.filter((op) => op.body['multipart/form-data'] && !op.path.startsWith('/api/admin/alumni/'));

interface Case {
  name: string;
  request: InjectOptions;
  /** exact status; any 4xx when absent */
  status?: number;
  /** the field the answer must name, in data.field and in msg (by its key, or by its Chinese title) */
  field?: string;
  title?: string;
}

const INT32_MAX = 2147483647;
// Classic injection strings; each goes to the database only as a bound parameter, if at all.
const SQL = [
  "' or '1'='1",
  '1; drop table app_user; --',
  "'); delete from message; --",
  '\\',
  '%_%',
  '$1',
  "' union select token_hash from session_token --",
];
const BAD_IDS = [
  'abc',
  '1.5',
  '0',
  '-1',
  String(INT32_MAX + 1),
  '99999999999999999999',
  '1e400',
  'Infinity',
  'NaN',
  "1' or '1'='1",
  '1;drop table app_user',
  '../../etc/passwd',
  '\u0000',
  '１',
];
const WRONG: Record<string, unknown[]> = {
  string: [12345, true, {}, ['a']],
  integer: ['12', 'abc', 1.5, true, {}, [1]],
  number: ['12', true, {}],
  boolean: ['true', 1, {}],
  array: ['x', {}, 1],
  object: ['x', [], 1],
};
const HUGE_INTS = [INT32_MAX + 1, -INT32_MAX - 2, 1e20, Number.MAX_SAFE_INTEGER + 2];
// Shaped like dates and times, but not on the calendar: each must be refused as the field's fault, never reach Date.
const NOT_ON_THE_CALENDAR = [
  '2026-12-32',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-12-01T25:61',
  '2026-12-32T10:00',
  '2026-02-29T10:00:00+08:00',
  '2026-12-01T23:59:60Z',
];
/** Calendar-invalid values for a string that holds a date or a time, known by its name or its description. */
const badCalendarValues = (name: string, s: Schema, description = s.description ?? ''): string[] =>
  typeOf(s) === 'string' && !s.enum && (/date|time|deadline/i.test(name) || /日期|时间|YYYY-MM-DD/.test(description))
    ? NOT_ON_THE_CALENDAR
    : [];
/** JSON nested `depth` levels deep under the key `nested` (well under 1 MB): no recursive walk may meet it. */
const DEEP_DEPTH = 10_000;
const deepJson = `{"nested":${'['.repeat(DEEP_DEPTH)}${']'.repeat(DEEP_DEPTH)}}`;

const authHeaders = (op: Operation): Record<string, string> =>
  op.personal
    ? { authorization: `Bearer ${token}` }
    : op.console
      ? { authorization: `Bearer ${staff}` }
      : op.mp
        ? { authorization: `Bearer ${mpToken}` }
        : {};

function url(op: Operation, pathValues: Record<string, string>, query: Record<string, string> | string, raw = false) {
  const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return fillPath(op.path, pathValues, raw) + (qs ? `?${qs}` : '');
}

/** A request for `op` with sample path, query and body, and the given parts replaced. */
function request(
  op: Operation,
  over: {
    path?: Record<string, string>;
    query?: Record<string, string> | string;
    rawPath?: boolean;
    body?: unknown;
    payload?: string;
    contentType?: string;
  } = {},
): InjectOptions {
  const base = sampleParams(op);
  const jsonBody = op.body['application/json'];
  const headers: Record<string, string> = { ...authHeaders(op) };
  let payload: string | undefined;
  if (over.payload !== undefined) payload = over.payload;
  else if (over.body !== undefined || jsonBody) payload = JSON.stringify(over.body !== undefined ? over.body : sample(jsonBody!));
  if (payload !== undefined) headers['content-type'] = over.contentType ?? 'application/json';
  return {
    method: op.method,
    url: url(op, { ...base.path, ...over.path }, over.query ?? base.query, over.rawPath),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

function pathCases(op: Operation): Case[] {
  const cases: Case[] = [];
  for (const p of op.params.filter((x) => x.in === 'path')) {
    for (const bad of BAD_IDS) {
      cases.push({
        name: `path ${p.name}=${JSON.stringify(bad)}`,
        request: request(op, { path: { [p.name]: bad } }),
        status: 400,
        field: p.name,
      });
    }
    // Traversal that is not encoded leaves the route altogether (an unknown path answers 404).
    for (const raw of ['../../../../etc/passwd', '..', '.']) {
      cases.push({ name: `path ${p.name} raw ${raw}`, request: request(op, { path: { [p.name]: raw }, rawPath: true }) });
    }
    cases.push({
      name: `path ${p.name} bad percent-encoding`,
      request: request(op, { path: { [p.name]: '%E0%A4%A' }, rawPath: true }),
      status: 400,
    });
  }
  return cases;
}

function queryCases(op: Operation): Case[] {
  const base = sampleParams(op).query;
  const cases: Case[] = [
    { name: 'unknown query parameter', request: request(op, { query: { ...base, evil: '1' } }), status: 400, field: 'evil' },
    { name: 'query __proto__', request: request(op, { query: `${new URLSearchParams(base)}&__proto__=1` }), status: 400 },
  ];
  for (const p of op.params.filter((x) => x.in === 'query' && x.name !== CACHE_BUSTER)) {
    const s = p.schema;
    const bad = (value: string | string[], name: string) => {
      const query = new URLSearchParams(base);
      query.delete(p.name);
      for (const v of [value].flat()) query.append(p.name, v);
      cases.push({ name: `query ${p.name} ${name}`, request: request(op, { query: query.toString() }), status: 400, field: p.name });
    };
    bad([String(sample(s)), String(sample(s))], 'given twice');
    if (s.enum) bad('not-a-value', 'outside its enum');
    if (typeOf(s) === 'integer') {
      for (const v of ['abc', '1.5', String(INT32_MAX + 1), String(-INT32_MAX - 2), '1e400', '-Infinity']) bad(v, `= ${v}`);
      if (s.minimum !== undefined) bad(String(s.minimum - 1), 'below its minimum');
    }
    for (const v of badCalendarValues(p.name, s, (p as { description?: string }).description)) {
      const query = new URLSearchParams(base);
      query.set(p.name, v);
      cases.push({ name: `query ${p.name} = ${v} (not on the calendar)`, request: request(op, { query: query.toString() }) });
    }
    if (typeOf(s) === 'string') {
      bad('a\u0000b', 'with a NUL');
      if (s.maxLength !== undefined) bad('x'.repeat(s.maxLength + 1), 'one past maxLength');
      bad('x'.repeat(100_000), '100 000 characters');
    }
  }
  return cases;
}

/** The object schemas inside a body (the body itself, nested objects, array items) with the path to a sample of each. */
function objectsIn(schema: Schema, at: string[] = []): Array<{ at: string[]; schema: Schema }> {
  const found = typeOf(schema) === 'object' ? [{ at, schema }] : [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeOf(prop) === 'object') found.push(...objectsIn(prop, [...at, name]));
    if (typeOf(prop) === 'array' && prop.items && typeOf(prop.items) === 'object') found.push(...objectsIn(prop.items, [...at, name, '0']));
  }
  return found;
}

/** The sample body with `value` placed at `at` (intermediate arrays and objects created from their samples). */
function withValue(schema: Schema, at: string[], value: unknown): unknown {
  const body = structuredClone(sample(schema)) as Record<string, unknown>;
  let node: Record<string, unknown> = body;
  let s: Schema = schema;
  for (const [i, key] of at.entries()) {
    if (i === at.length - 1) {
      node[key] = value;
      break;
    }
    s = (Array.isArray(node) ? s.items : s.properties?.[key]) ?? {};
    if (node[key] === undefined || node[key] === null) node[key] = Array.isArray(node) ? sample(s) : typeOf(s) === 'array' ? [] : sample(s);
    node = node[key] as Record<string, unknown>;
  }
  return body;
}

function bodyCases(op: Operation, schema: Schema): Case[] {
  const cases: Case[] = [];
  const raw = (name: string, payload: string, status?: number, contentType?: string) =>
    cases.push({ name, request: request(op, { payload, contentType }), status });
  for (const text of ['{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '{"a":"\\x"}', '['.repeat(50_000)])
    raw(`malformed JSON ${text.slice(0, 12)}`, text, 400);
  raw('empty JSON body', '', 400);
  for (const text of ['[]', '"text"', '123', 'true', ...(schema.nullable ? [] : ['null'])])
    raw(`JSON ${text} instead of an object`, text, 400);
  cases.push({ name: `nested ${DEEP_DEPTH} levels deep`, request: request(op, { payload: deepJson }), status: 400, field: 'nested' });
  raw('__proto__ key', '{"__proto__":{"isAdmin":true}}', 400);
  raw('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}', 400);
  raw('over 1 MB', JSON.stringify({ x: 'x'.repeat(1_100_000) }), 413);
  raw('text/plain', 'hello', 415, 'text/plain');
  raw('application/xml', '<a/>', 415, 'application/xml');
  const form = new URLSearchParams(Object.entries(sample(schema) as object).map(([k, v]) => [k, String(v)]));
  form.append('evilField', '1');
  cases.push({
    name: 'form-encoded with an unknown field',
    request: request(op, { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' }),
    status: 400,
    field: 'evilField',
  });

  const aim = (name: string, at: string[], value: unknown, title?: string) =>
    cases.push({ name, request: request(op, { body: withValue(schema, at, value) }), status: 400, field: at.join('.'), title });
  for (const { at, schema: obj } of objectsIn(schema)) {
    aim(`unknown field in ${at.join('.') || 'body'}`, [...at, 'evilField'], 1);
    for (const required of obj.required ?? []) {
      aim(`missing ${[...at, required].join('.')}`, [...at, required], undefined, obj.properties?.[required]?.description);
    }
    for (const [name, prop] of Object.entries(obj.properties ?? {})) {
      const at2 = [...at, name];
      const type = typeOf(prop) ?? 'string';
      const title = prop.description;
      for (const wrong of WRONG[type] ?? []) aim(`${at2.join('.')} = ${JSON.stringify(wrong)}`, at2, wrong, title);
      if (type === 'integer') for (const n of HUGE_INTS) aim(`${at2.join('.')} = ${n}`, at2, n, title);
      if (prop.enum) aim(`${at2.join('.')} outside its enum`, at2, 'not-a-value', title);
      // Any 4xx: the sample body may be refused for another field first (the field is checked per form in its own tests).
      for (const v of badCalendarValues(name, prop)) {
        cases.push({ name: `${at2.join('.')} = ${v} (not on the calendar)`, request: request(op, { body: withValue(schema, at2, v) }) });
      }
      if (type === 'string' && !prop.enum) {
        aim(`${at2.join('.')} with a NUL`, at2, 'a\u0000b', title);
        aim(`${at2.join('.')} with a direction override`, at2, '校友聚会\u202egpj.exe', title);
        if (prop.maxLength !== undefined) aim(`${at2.join('.')} one past maxLength`, at2, 'x'.repeat(prop.maxLength + 1), title);
        aim(`${at2.join('.')} of 200 000 characters`, at2, 'x'.repeat(200_000), title);
      }
    }
  }
  return cases;
}

function casesFor(op: Operation): Case[] {
  const json = op.body['application/json'];
  return [...pathCases(op), ...queryCases(op), ...(json ? bodyCases(op, json) : [])];
}

// Stack frames, file paths, SQL or driver words: none of it may reach a client.
const INTERNALS = /\bat \S+ \(|node_modules|\/server\/|\.ts:\d|\bstack\b|syntax error|relation "|violates|pglite|postgres/i;

function expectRefused(res: LightMyRequestResponse, c: Case, label: string) {
  const where = `${label} / ${c.name}`;
  if (c.status) expect.soft(res.statusCode, where).toBe(c.status);
  expect.soft(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect.soft(res.statusCode, where).toBeLessThan(500);
  expect.soft(res.headers['content-type'], where).toMatch(/^application\/json/);
  expect.soft(res.body, where).not.toMatch(INTERNALS);
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = res.json();
  } catch {
    expect.soft(res.body, `${where}: not JSON`).toBe('a JSON envelope');
    return;
  }
  expect.soft(Object.keys(body).sort(), where).toEqual(['code', 'data', 'msg']);
  expect.soft(body.code, where).toBeTypeOf('number');
  expect.soft(body.code, where).not.toBe(0);
  expect.soft(body.msg, where).toMatch(/[\u4e00-\u9fff]/);
  if (c.field) {
    expect.soft(body.data, where).toEqual({ field: c.field });
    const named = String(body.msg).includes(c.field) || (!!c.title && String(body.msg).includes(c.title));
    expect.soft(named, `${where}: "${body.msg}" names neither ${c.field} nor ${c.title}`).toBe(true);
  } else if (body.data !== null) {
    expect.soft(Object.keys(body.data as object), where).toEqual(['field']);
  }
}

describe('the document covers the API', () => {
  it('every /api route is a documented operation', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const api = routeTable(server.app).filter((r) => r.split(' ')[1].startsWith('/api/') && r !== 'GET /api/openapi.json');
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('every input is bounded: strings by length or enum, integers by range, arrays by size, objects closed', () => {
    const problems: string[] = [];
    const check = (s: Schema, where: string, inBody: boolean) => {
      const type = typeOf(s);
      if (type === 'string' && s.maxLength === undefined && !s.enum) problems.push(`${where}: string without maxLength`);
      // Body integers are bounded by the shared form's own range check (tested below with huge values).
      if (type === 'integer' && !inBody && !s.enum && (s.maximum === undefined || s.minimum === undefined))
        problems.push(`${where}: integer without a range`);
      if (type === 'array' && s.maxItems === undefined) problems.push(`${where}: array without maxItems`);
      if (type === 'object' && s.additionalProperties !== false) problems.push(`${where}: object open to unknown fields`);
      for (const [k, p] of Object.entries(s.properties ?? {})) check(p, `${where}.${k}`, inBody);
      if (s.items) check(s.items, `${where}[]`, inBody);
    };
    for (const op of ops) {
      for (const p of op.params) check(p.schema, `${op.label} ${p.in} ${p.name}`, false);
      if (op.body['application/json']) check(op.body['application/json'], `${op.label} body`, true);
    }
    expect(problems).toEqual([]);
  });

  it('documents the body of every operation that takes one', () => {
    const bodyless = ops.filter((op) => op.method !== 'GET' && Object.keys(op.body).length === 0);
    expect(bodyless.map((op) => op.label)).toEqual([]);
  });
});

describe('POST /api/donation/wxpay/notify', () => {
  it('refuses what is not a signed notification with a 4xx in WeChat Pay’s format, and changes nothing', async () => {
    const before = await checksumNow();
    known = undefined;
    for (const payload of ['', '{}', 'not json', JSON.stringify({ id: "' or '1'='1", resource: { ciphertext: SQL[1] } })]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/donation/wxpay/notify',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.body).not.toMatch(INTERNALS);
      expect(res.json(), payload).toMatchObject({ code: 'FAIL', message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    }
    known = await dbChecksum(server.db);
    expect(known).toBe(before);
  });
});

describe.each(ops.filter((op) => !WECHAT_FORMAT.has(op.label)).map((op) => [op.label, op] as const))('%s', (label, op) => {
  it('refuses every bad request with a 4xx envelope and changes nothing', async () => {
    const before = await checksumNow();
    known = undefined;
    for (const c of casesFor(op)) expectRefused(await server.app.inject(c.request), c, label);
    known = await dbChecksum(server.db);
    expect(known, `${label}: the database changed`).toBe(before);
  });

  it('takes SQL metacharacters as plain text: never a 5xx, and a refusal changes nothing', async () => {
    const targets: Array<{ name: string; make: (v: string) => InjectOptions }> = [];
    for (const p of op.params.filter(
      (x) => x.in === 'query' && typeOf(x.schema) === 'string' && !x.schema.enum && x.name !== CACHE_BUSTER,
    )) {
      targets.push({
        name: `query ${p.name}`,
        make: (v) => request(op, { query: { ...sampleParams(op).query, [p.name]: v.slice(0, p.schema.maxLength) } }),
      });
    }
    const json = op.body['application/json'];
    for (const [name, prop] of Object.entries(json?.properties ?? {})) {
      if (typeOf(prop) === 'string' && !prop.enum) {
        targets.push({ name: `body ${name}`, make: (v) => request(op, { body: withValue(json!, [name], v.slice(0, prop.maxLength)) }) });
      }
    }
    // A checksum of the whole database is most of this test's cost, so it is taken per target (its seven values
    // together) rather than per request: when all seven are refused, one checksum after them must equal the one
    // before; when all seven are accepted there is nothing to compare. Only a target whose values are partly refused
    // is sent again value by value, with a checksum around each, as a mixed run cannot say which request changed what.
    let current: string | undefined = await checksumNow();
    known = undefined;
    for (const t of targets) {
      current ??= await dbChecksum(server.db);
      const statuses: number[] = [];
      for (const value of SQL) {
        const res = await server.app.inject(t.make(value));
        expect.soft(res.statusCode, `${label} ${t.name} = ${value}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectRefused(res, { name: `${t.name} = ${value}`, request: {} }, label);
        statuses.push(res.statusCode);
      }
      const refused = statuses.filter((s) => s >= 400).length;
      if (refused === 0) {
        current = undefined;
      } else if (refused === SQL.length) {
        const after = await dbChecksum(server.db);
        expect.soft(after, `${label} ${t.name} = each of ${SQL.length} values: refused, yet the database changed`).toBe(current);
        current = after;
      } else {
        current = await dbChecksum(server.db);
        for (const value of SQL) {
          const res = await server.app.inject(t.make(value));
          expect.soft(res.statusCode, `${label} ${t.name} = ${value} (again)`).toBeLessThan(500);
          const after = await dbChecksum(server.db);
          if (res.statusCode >= 400) {
            expectRefused(res, { name: `${t.name} = ${value} (again)`, request: {} }, label);
            expect.soft(after, `${label} ${t.name} = ${value}: refused, yet the database changed`).toBe(current);
          }
          current = after;
        }
      }
    }
    known = current;
    // Every table is still there and still answers.
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from app_user'))[0].n).toBeGreaterThan(5);
  });

  if (op.method === 'GET') {
    it(`accepts the portal's cache-buster ${CACHE_BUSTER} wherever it is sent`, async () => {
      known = undefined;
      const plain = await server.app.inject(request(op));
      const busted = await server.app.inject(request(op, { query: { ...sampleParams(op).query, [CACHE_BUSTER]: String(Date.now()) } }));
      expect(busted.statusCode).toBe(plain.statusCode);
      // An envelope says the same code; a file (a spreadsheet export) is the same kind of file.
      const answer = (res: LightMyRequestResponse) =>
        String(res.headers['content-type']).includes('json') ? res.json().code : res.headers['content-type'];
      expect(answer(busted)).toBe(answer(plain));
    });
  }
});

describe.each(multipartOps.map((op) => [op.label, op] as const))('%s (file upload)', (label, op) => {
  const dir = path.join(server.config.dataDir, 'uploads');
  const multipart = (parts: Array<{ name: string; filename?: string; content: Buffer | string }>) => {
    const boundary = '----fuzz' + Math.random().toString(16).slice(2);
    const body = Buffer.concat([
      ...parts.flatMap((p) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
            `Content-Type: ${p.filename !== undefined ? 'application/octet-stream' : 'text/plain'}\r\n\r\n`,
        ),
        Buffer.from(p.content),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return { headers: { ...authHeaders(op), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
  };
  const send = (r: { headers: Record<string, string>; payload: Buffer | string }) =>
    server.app.inject({ method: op.method, url: op.path, ...r });

  it('refuses what is not one image file, and stores nothing', async () => {
    known = undefined;
    const files = fs.readdirSync(dir).sort();
    const cases: Array<[string, { headers: Record<string, string>; payload: Buffer | string }]> = [
      ['a JSON body', { headers: { ...authHeaders(op), 'content-type': 'application/json' }, payload: '{"file":"../../etc/passwd"}' }],
      ['a form field but no file', multipart([{ name: 'note', content: 'hello' }])],
      ['no parts at all', multipart([])],
      ['text named .png', multipart([{ name: 'file', filename: 'a.png', content: '<script>alert(1)</script>' }])],
      ['an empty file', multipart([{ name: 'file', filename: 'a.png', content: '' }])],
      ['a missing boundary', { headers: { ...authHeaders(op), 'content-type': 'multipart/form-data' }, payload: 'x' }],
      [
        'a truncated body',
        {
          ...multipart([{ name: 'file', filename: 'a.png', content: png }]),
          payload: multipart([{ name: 'file', filename: 'a.png', content: png }]).payload.subarray(0, 60),
        },
      ],
    ];
    for (const [name, r] of cases) expectRefused(await send(r), { name, request: {} }, label);
    expect(fs.readdirSync(dir).sort()).toEqual(files);
  });

  it('ignores the client file name: traversal, NUL and length change nothing about where the file goes', async () => {
    known = undefined;
    const outside = path.resolve(dir, '../../fuzz-escape.png');
    for (const filename of [
      '../../fuzz-escape.png',
      '..\\..\\fuzz-escape.png',
      '/etc/cron.d/x.png',
      'a\u0000.png',
      'x'.repeat(5000) + '.png',
    ]) {
      const res = await send(multipart([{ name: 'file', filename, content: png }]));
      expect(res.statusCode, filename).toBe(200);
      // A public picture answers its address; a private scan (线下捐赠's voucher) only its name.
      const { url, name } = res.json().data;
      expect(url ?? name).toMatch(/^(\/uploads\/)?[a-f0-9]{32}\.png$/);
    }
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.readdirSync(dir).every((f) => /^[a-f0-9]{32}\.(png|jpg|webp)$/.test(f))).toBe(true);
  });
});

describe('the hidden routes', () => {
  it('serve stored uploads only: traversal and odd names answer 404', async () => {
    known = undefined;
    for (const name of ['..%2F..%2Fpackage.json', '%2e%2e%2f%2e%2e%2fpackage.json', '..', 'a'.repeat(500), '%00.png', '%E0%A4%A']) {
      const res = await server.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect.soft(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect.soft(res.statusCode, name).toBeLessThan(500);
      // Neither package.json nor any source file comes back.
      expect.soft(res.body, name).not.toMatch(/"dependencies"|\bimport\b/);
    }
  });

  it('the login and payment stand-ins refuse bad input with a 4xx', async () => {
    const before = await checksumNow();
    known = undefined;
    const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'portal.test' };
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/dev/wx-qrconnect?state=short&redirect_uri=x' },
      { method: 'GET', url: `/dev/wx-qrconnect?state=AbCdE12345&redirect_uri=${'x'.repeat(5000)}` },
      { method: 'POST', url: '/dev/wx-qrconnect/confirm', headers: form, payload: 'openid=demo-zhangming' },
      {
        method: 'POST',
        url: '/dev/wx-qrconnect/confirm',
        headers: form,
        payload: `openid=${encodeURIComponent("x' or '1'='1")}&redirect_uri=${encodeURIComponent('http://portal.test/wxMpQrCodeRedirect')}&state=AbCdE12345`,
      },
      {
        method: 'POST',
        url: '/dev/wx-qrconnect/confirm',
        headers: form,
        payload: `openid=a%00b&redirect_uri=${encodeURIComponent('http://portal.test/wxMpQrCodeRedirect')}&state=AbCdE12345`,
      },
      { method: 'POST', url: '/dev/wx-qrconnect/confirm', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'GET', url: `/dev/pay?orderNo=${encodeURIComponent("D1' or '1'='1")}` },
      { method: 'POST', url: '/dev/pay/confirm', headers: form, payload: 'orderNo=..%2F..%2Fetc' },
    ];
    for (const r of requests) {
      const res = await server.app.inject(r);
      expect.soft(res.statusCode, `${r.method} ${r.url} ${r.payload ?? ''}`).toBeGreaterThanOrEqual(400);
      expect.soft(res.statusCode, `${r.method} ${r.url} ${r.payload ?? ''}`).toBeLessThan(500);
      expect.soft(res.body).not.toMatch(INTERNALS);
    }
    expect(await dbChecksum(server.db)).toBe(before);
  });
});

it('the fuzz reached every kind of input', () => {
  const counts = {
    operations: ops.length,
    withBody: jsonOps.length,
    uploads: multipartOps.length,
    cases: ops.reduce((n, op) => n + casesFor(op).length, 0),
  };
  expect(counts.operations).toBeGreaterThan(50);
  expect(counts.withBody).toBeGreaterThan(10);
  expect(counts.uploads).toBeGreaterThanOrEqual(1);
  expect(counts.cases).toBeGreaterThan(1000);
  // Calendar-invalid dates reach the visit slots, the booking and the activity proposal at least.
  const calendarOps = ops.filter((op) => casesFor(op).some((c) => c.name.includes('not on the calendar'))).map((op) => op.path);
  expect(calendarOps).toEqual(expect.arrayContaining(['/api/appointment/slots', '/api/appointment', '/api/alumactivity/propose']));
});
