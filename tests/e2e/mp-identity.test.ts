import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { asWechatPhone, startMpH5, type MpH5Server } from '../helpers/mp-h5.ts';

// Issue 48: a graduate's roster record belongs to the one account verified against it. A 审核员 imports the roster; the
// graduate's own WeChat account applies and is verified at once; a second WeChat account that knows the same four
// facts (a classmate may) applies in the mini-program's H5 build and is not verified: its application waits, and the
// console's 校友卡申请 queue shows it beside the account that holds the record.
const fake = await startFakeWechat();
const suite = e2eSuite({ env: fake.env('miniprogram', { WX_TIMEOUT_MS: '3000' }) });
let mp: MpH5Server;
beforeAll(async () => {
  mp = await startMpH5(suite.portal.url);
});
afterAll(async () => {
  await mp?.stop();
  await fake.close();
});

const NAME = '司马青岚';
const STUDENT_NO = 'S2099017';
// The roster's 毕业年份, picked in the application by its decade and then itself; the ID number passes its checksum.
const YEAR = 2016;
const ID_NUMBER = '33010619910520452X';
const HEADER = '姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历,身份证号,手机';
const ROW = `${NAME},${STUDENT_NO},女,计算机学院,网络工程,网络1201,${YEAR - 4},${YEAR},本科,${ID_NUMBER},13800001111`;

/** The roster imported in the console by the seeded 审核员: answers that page. */
async function importRoster() {
  const page = await suite.openConsole('desktop', 'reviewer');
  await page.goto(`${suite.portal.url}/admin/alumni`);
  await page.getByTestId('admin-roster').waitFor();
  await page.getByTestId('roster-file').setInputFiles({
    name: '花名册.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${HEADER}\r\n${ROW}\r\n`, 'utf8'),
  });
  await page.getByTestId('roster-preview').click();
  await page.getByText('共 1 行：新增 1 条，更新 0 条，未变 0 条').waitFor();
  await page.getByTestId('roster-confirm').click();
  await page.getByTestId('roster-batch').filter({ hasText: '花名册.csv（reviewer）：新增 1 条' }).waitFor();
  return page;
}

/** The graduate's own application, from their own WeChat account (over HTTP, as the mini-program sends it). */
async function ownerApplies() {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${suite.portal.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };
  const session = await post('/api/mp/session', { jsCode: fake.mpCode({ openid: 'identity-owner-openid' }) });
  const answer = await post(
    '/api/mp/register',
    { name: NAME, studentNo: STUDENT_NO, faculty: '计算机学院', graduationYear: YEAR, idNumberTail: '20452x', idConsent: true },
    session.data.token as string,
  );
  expect(answer).toMatchObject({ code: 0, data: { cardStatus: 'verified' } });
}

/** Chooses the option a picker opens on (its first faculty) with 确定, as a thumb would. */
async function pickDefault(phone: Page, field: string) {
  await phone.getByTestId(`field-${field}`).getByRole('button').click();
  await phone.locator('.weui-picker__action').filter({ hasText: '确定', visible: true }).click();
}

describe('a second account with the four facts of a linked roster record', () => {
  it('applies in the mini-program and is not verified: the application waits, and the queue shows both accounts', async () => {
    const console_ = await importRoster();
    await ownerApplies();

    const phone = await suite.open('phone');
    await asWechatPhone(phone, () => fake.mpCode({ openid: 'identity-classmate-openid' }));
    await phone.goto(`${mp.url}/pages/apply/index`);
    await phone.getByLabel('姓名').fill(NAME);
    await phone.getByLabel('学号').fill(STUDENT_NO);
    await pickDefault(phone, 'faculty');
    await phone.getByRole('button', { name: /^毕业年份：/ }).click();
    await phone.getByRole('button', { name: `${Math.floor(YEAR / 10) * 10} 年代` }).click();
    await phone.getByRole('button', { name: `${YEAR} 年` }).click();
    await phone.getByLabel('身份证号后 6 位').fill('20452X');
    await phone.getByLabel('我已阅读上述用途，同意提供身份证号').check();
    const answered = phone.waitForResponse((r) => r.url().includes('/api/mp/register'));
    await phone.getByRole('button', { name: '提交' }).click();
    expect(await (await answered).json()).toMatchObject({ code: 0, data: { cardStatus: 'pending' } });
    await expect(phone.getByTestId('apply-result').getByRole('heading').innerText()).resolves.toBe('审核中');
    await phone.goto(`${mp.url}/pages/application/index`);
    await expect(phone.getByTestId('application-status').innerText()).resolves.toBe('审核中');
    await keepScreenshot(phone, '/tmp/mp-identity-phone.png');

    // The 审核员's queue: the waiting application agrees with the roster, and names the account holding the record.
    await console_.goto(`${suite.portal.url}/admin/review/cards`);
    await console_.locator('[data-testid="admin-review"][data-queue="cards"]').waitFor();
    const row = console_.getByTestId('review-row').filter({ hasText: NAME });
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.getByTestId('review-roster').innerText()).resolves.toBe('与花名册一致');
    await expect(row.getByTestId('review-roster-holder').innerText()).resolves.toMatch(
      new RegExp(`^该花名册记录已关联另一账号：#\\d+ ${NAME} · 校友卡已通过 · 卡号 \\S+ · \\d{4}-\\d\\d-\\d\\d 注册$`),
    );
    await row.getByTestId('review-open').click();
    await expect(console_.getByTestId('review-detail').innerText()).resolves.toContain('该记录已关联的账号');
    await keepScreenshot(console_, '/tmp/mp-identity-console.png');
  });
});
