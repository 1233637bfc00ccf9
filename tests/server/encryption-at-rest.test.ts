import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config/index.ts';
import { fieldCipher } from '../../server/crypto/field-cipher.ts';
import { chinaDate, maskIdNumber } from '../../src/shared/appointment-forms.ts';
import { startFakeWechat, type FakeWechat } from '../helpers/fake-wechat.ts';
import { startPortal } from '../helpers/portal.ts';
import { signInThroughStandin, startTestServer, staffToken, type TestServer } from '../helpers/server.ts';
import { companyApplication } from '../fixtures/company-application.ts';

// What this file stores through the API, each a value no seed holds.
const VISITOR_IDS = ['440304199208153319', '320102198806120044'];
const PROOF = { phone: '13912345678', idNumber: '110105198501010020' };
const COMPANY_PHONE = '15912345678';
const TAIL = '54321X';
// What the demo seed stores: its alumni's phones, a company's and a certificate request's, its visitors' ID numbers.
const SEEDED = [
  '13800005678',
  '13900001234',
  '13700003321',
  '13600000117',
  '13500002288',
  '13857102231',
  '13906518872',
  '13857101234',
  '330102199003071230',
  '33010619910520452X',
];

let fake: FakeWechat;
let server: TestServer;
let zhang: string;
const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // The mini-program's registration needs WeChat: the fake answers its sign-in. The web sign-in stays the stand-in.
  fake = await startFakeWechat();
  const { loginMode, wechat } = readConfig(fake.env('miniprogram'));
  server = await startTestServer({ loginMode, wechat, loginStandin: true, loginRateLimit: 1000 });
  zhang = await signInThroughStandin(server, 'demo-zhangming');

  const slots = (await inject(zhang, 'GET', `/api/appointment/slots?date=${chinaDate(3)}`)).json().data;
  const booked = await inject(zhang, 'POST', '/api/appointment', {
    visitDate: chinaDate(3),
    slotId: slots[0].id,
    visitors: [
      { name: '陈思远', idNumber: VISITOR_IDS[0] },
      { name: '刘洋', idNumber: VISITOR_IDS[1] },
    ],
    carPlate: '浙A12345',
    reason: '回母校参观校史馆',
    idConsent: true,
  });
  expect(booked.json().code, booked.body).toBe(0);

  const proof = await inject(zhang, 'POST', '/api/alumproof', {
    name: '张明',
    studentNo: '2012030115',
    faculty: '信息工程学院',
    major: '计算机科学与技术',
    graduationYear: 2016,
    certificateType: '毕业证明书',
    reason: '办理落户需要毕业证明',
    delivery: 'pickup',
    ...PROOF,
    idConsent: true,
  });
  expect(proof.json().code, proof.body).toBe(0);

  const company = await inject(zhang, 'POST', '/api/alumcompany/apply', { ...companyApplication(), contactPhone: COMPANY_PHONE });
  expect(company.json().code, company.body).toBe(0);

  const session = await server.app.inject({
    method: 'POST',
    url: '/api/mp/session',
    payload: { jsCode: fake.mpCode({ openid: 'enc-rest-openid' }) },
  });
  expect(session.json().code, session.body).toBe(0);
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/mp/register',
    headers: { authorization: `Bearer ${session.json().data.token}` },
    payload: {
      name: '林晓',
      studentNo: '20180123',
      faculty: '信息工程学院',
      graduationYear: 2022,
      idNumberTail: TAIL.toLowerCase(),
      idConsent: true,
    },
  });
  expect(registered.json().code, registered.body).toBe(0);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Every row of every table of the database, each as one text (all its columns, json included). */
async function everyRow(): Promise<string[]> {
  const tables = await server.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  expect(tables.length).toBeGreaterThan(30);
  const rows: string[] = [];
  for (const { name } of tables) {
    for (const r of await server.db.query<{ row: string }>(`select t::text as row from "${name}" t`)) rows.push(r.row);
  }
  return rows;
}

describe('ID and phone numbers at rest', () => {
  it('are nowhere in the database in clear: not the seed’s, not those just stored through the API', async () => {
    const rows = await everyRow();
    const everything = rows.join('\n').toUpperCase();
    // The scan really reads the rows the API wrote.
    expect(everything).toContain('陈思远');
    expect(everything).toContain('20180123');
    for (const value of [...VISITOR_IDS, PROOF.phone, PROOF.idNumber, COMPANY_PHONE, ...SEEDED]) {
      expect(everything.includes(value), value).toBe(false);
    }
    // The registration's ID tail: the row holding the student number shows no tail in clear.
    const registration = rows.find((r) => r.includes('20180123') && r.includes('林晓'))!;
    expect(registration.toUpperCase()).not.toContain(TAIL);
  });

  it('are stored as ciphertext of the current key, each bound to its column', async () => {
    const cipher = fieldCipher(server.keys);
    const [user] = await server.db.query<{ tail: string }>(`select id_number_tail as tail from app_user where student_no = '20180123'`);
    expect(user.tail).toMatch(new RegExp(`^enc1:${server.keys.current.id}:`));
    expect(cipher.open('app_user.id_number_tail', user.tail)).toBe(TAIL);
    const [proof] = await server.db.query<{ phone: string }>(`select phone from proof_application order by id desc limit 1`);
    expect(cipher.open('proof_application.phone', proof.phone)).toBe(PROOF.phone);
    expect(() => cipher.open('app_user.phone', proof.phone)).toThrow(/无法通过校验/);
  });

  it('read back through the API: masked to the alumnus where masked today, whole to staff allowed them', async () => {
    const mine = (await inject(zhang, 'GET', '/api/appointment/my?pageNum=1&pageSize=10')).json().data.list;
    expect(mine[0].visitors.map((v: { idNumber: string }) => v.idNumber)).toEqual(VISITOR_IDS.map(maskIdNumber));

    const reviewer = await staffToken(server, 'reviewer');
    const gate = (await inject(reviewer, 'GET', `/api/admin/events/visits/gate?date=${chinaDate(3)}`)).json().data;
    expect(gate.fullIdNumbers).toBe(true);
    const visitors = gate.list.flatMap((b: { visitors: Array<{ idNumber: string }> }) => b.visitors.map((v) => v.idNumber));
    expect(visitors).toEqual(expect.arrayContaining(VISITOR_IDS));

    const proofs = (await inject(zhang, 'GET', '/api/alumproof/my')).json().data;
    expect(proofs[0]).toMatchObject({ phone: PROOF.phone, idNumber: maskIdNumber(PROOF.idNumber) });
    const queue = (await inject(reviewer, 'GET', '/api/admin/review/certificates?pageNum=1&pageSize=50')).json().data.list;
    const fields = Object.fromEntries(
      queue
        .find((i: { applicantName: string; title: string }) => i.title === '毕业证明书' && i.applicantName === '张明')
        .fields.map((f: { key: string; value: string }) => [f.key, f.value]),
    );
    expect(fields).toMatchObject({ phone: '139****5678', idNumber: maskIdNumber(PROOF.idNumber) });

    const applications = (await inject(zhang, 'GET', '/api/alumcompany/applications/my')).json().data;
    expect(applications[0].contactPhone).toBe(COMPANY_PHONE);
    const seededCompany = (await inject(zhang, 'GET', '/api/alumcompany/1')).json().data;
    expect(seededCompany.contactPhone).toMatch(/^1\d{10}$/);
    // The seed's alumni phones were encrypted as it wrote them, and still read.
    const [seeded] = await server.db.query<{ phone: string }>(`select phone from app_user where name = '张明' and phone <> '' limit 1`);
    expect(fieldCipher(server.keys).open('app_user.phone', seeded.phone)).toBe('13800005678');
  });
});

describe('an encrypting first start (issue 29, point 10)', () => {
  /** Every file under `dir`, the WAL (pg_wal) and every table's file included. */
  const filesUnder = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(file) : e.isFile() ? [file] : [];
    });

  it('leaves no seeded ID or phone number in clear anywhere in the data folder: not in the WAL, not in dead rows', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-at-rest-'));
    try {
      const portal = await startPortal({ LOGIN_STANDIN: 'on' }, { dataDir, apiOnly: true });
      await portal.stop();
      const files = filesUnder(dataDir);
      expect(files.some((f) => f.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      const found: string[] = [];
      for (const file of files) {
        const bytes = fs.readFileSync(file);
        for (const value of SEEDED) if (bytes.includes(value)) found.push(`${value} in ${path.relative(dataDir, file)}`);
      }
      expect(found).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
