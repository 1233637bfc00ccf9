import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { asWechatPhone, startMpH5, type MpH5Server } from '../helpers/mp-h5.ts';

// A new alumnus applies for the card in the college mini-program (its H5 build, wx.login answered by the fake WeChat),
// a 审核员 rejects it with a reason in the console, the applicant reads the reason in 我的申请, edits and resubmits,
// the console shows the resubmission with the earlier reason, the 审核员 approves: WeChat has taken the 审核结果通知
// subscribe messages the applicant allowed, and 我的消息 has the site message (issue 34).
const REVIEW_TEMPLATE = 'tmplReview_0123456789';
const ACTIVITY_TEMPLATE = 'tmplActivity_0123456789';
const fake = await startFakeWechat();
const suite = e2eSuite({
  env: fake.env('miniprogram', {
    WX_TIMEOUT_MS: '3000',
    WX_MP_TEMPLATE_REVIEW: REVIEW_TEMPLATE,
    WX_MP_TEMPLATE_ACTIVITY: ACTIVITY_TEMPLATE,
  }),
});
let mp: MpH5Server;
beforeAll(async () => {
  mp = await startMpH5(suite.portal.url);
});
afterAll(async () => {
  await mp?.stop();
  await fake.close();
});

// A WeChat account bound to nobody, and a name and 学号 the roster does not have (so a 审核员 decides).
const applicant = { openid: 'mp-applicant-openid', unionid: 'mp-applicant-union' };
const NAME = '欧阳晓雨';
const REASON = '学号与毕业年份不一致，请核对后重新提交';

/** A phone in WeChat as the applicant: every subscription question answered 允许, which WeChat then records. */
async function applicantPhone() {
  const phone = await suite.open('phone');
  const { asked } = await asWechatPhone(
    phone,
    () => fake.mpCode(applicant),
    (ids) => {
      fake.acceptSubscription(applicant.openid, ids);
      return Object.fromEntries(ids.map((id) => [id, 'accept' as const]));
    },
  );
  return { phone, asked };
}

/** Chooses the option a picker opens on (its first faculty; this year) with 确定, as a thumb would. */
async function pickDefault(phone: Page, field: string) {
  await phone.getByTestId(`field-${field}`).getByRole('button').click();
  await phone.locator('.weui-picker__action').filter({ hasText: '确定', visible: true }).click();
}

/** The console's 校友卡申请 queue as the seeded 审核员, with `name`'s application open. */
async function openCardApplication(name: string) {
  const page = await suite.openConsole('desktop', 'reviewer');
  await page.getByTestId('console-section-review').click();
  await page.getByTestId('admin-review').waitFor();
  await page.getByTestId('review-tab-cards').click();
  await page.locator('[data-testid="admin-review"][data-queue="cards"]').waitFor();
  const row = page.getByTestId('review-row').filter({ hasText: name }).first();
  await row.waitFor();
  return { page, row };
}

async function decide(page: Page, row: ReturnType<Page['getByTestId']>, action: 'approve' | 'reject', reason?: string) {
  await row.getByTestId('review-open').click();
  const drawer = page.getByTestId('review-detail');
  await drawer.getByTestId(`review-action-${action}`).click();
  const dialog = page.getByTestId('review-decision');
  await dialog.waitFor();
  if (reason) await dialog.locator('textarea[name="reason"]').fill(reason);
  const answered = page.waitForResponse((r) => r.url().includes('/decision') && r.request().method() === 'POST');
  await page.getByTestId('review-decision-submit').click();
  expect((await answered).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
}

const heading = (phone: Page, testId: string) => phone.getByTestId(testId).getByRole('heading').innerText();

describe('校友卡申请 in the mini-program (H5 build)', () => {
  it('applies, is rejected with a reason, resubmits, is approved: subscribe messages and the site message', async () => {
    const { phone, asked } = await applicantPhone();
    await phone.goto(`${mp.url}/pages/apply/index`);

    // Sent empty: each field says what it needs, and nothing is sent.
    await phone.getByRole('button', { name: '提交' }).click();
    await expect(phone.getByTestId('error-name').innerText()).resolves.toBe('请填写姓名');
    await expect(phone.getByTestId('error-idConsent').innerText()).resolves.toBe('请勾选同意提供身份证号，否则无法提交');
    expect(asked).toEqual([]);

    await phone.getByLabel('姓名').fill(NAME);
    await phone.getByLabel('学号').fill('20169901');
    await pickDefault(phone, 'faculty');
    // 毕业年份 in three taps, however long ago: the field, the decade, the year (issue 48).
    await phone.getByRole('button', { name: /^毕业年份：/ }).click();
    await phone.getByRole('button', { name: '1980 年代' }).click();
    await phone.getByRole('button', { name: '1983 年' }).click();
    await expect(phone.getByTestId('field-graduationYear').innerText()).resolves.toContain('1983 年');
    await phone.getByLabel('身份证号后 6 位').fill('12345X');
    // The consent's purpose is shown beside its tick, in the words the server records.
    await expect(phone.getByTestId('field-idConsent').innerText()).resolves.toContain(
      '身份证号后 6 位仅用于校友工作办公室核实您的校友身份。',
    );
    await phone.getByLabel('我已阅读上述用途，同意提供身份证号').check();
    await keepScreenshot(phone, '/tmp/mp-apply-phone.png', { fullPage: true });
    await phone.getByRole('button', { name: '提交' }).click();
    await expect(heading(phone, 'apply-result')).resolves.toBe('审核中');
    // 审核结果通知 was asked for in the tap, and allowed.
    expect(asked).toEqual([[REVIEW_TEMPLATE]]);

    const first = await openCardApplication(NAME);
    await decide(first.page, first.row, 'reject', REASON);

    // 我的消息 tells a turned-down applicant why, and how to send it again, not the portal's refusal (issue 48).
    await phone.goto(`${mp.url}/pages/messages/index`);
    await expect(heading(phone, 'messages-rejected')).resolves.toBe('您的校友卡申请未通过');
    await expect(phone.getByTestId('messages-reason').innerText()).resolves.toBe(`未通过原因：${REASON}`);
    await phone.getByRole('button', { name: '修改后重新提交' }).waitFor();
    expect(await phone.getByTestId('page-error').count()).toBe(0);

    await phone.goto(`${mp.url}/pages/application/index`);
    await expect(phone.getByTestId('application-status').innerText()).resolves.toBe('未通过');
    await expect(phone.getByTestId('application-reason').innerText()).resolves.toBe(REASON);
    await keepScreenshot(phone, '/tmp/mp-application-phone.png');
    await phone.getByRole('button', { name: '修改后重新提交' }).click();

    // Prefilled but for the ID tail, which is never sent back.
    await expect(phone.getByLabel('姓名').inputValue()).resolves.toBe(NAME);
    await expect(phone.getByLabel('身份证号后 6 位').inputValue()).resolves.toBe('');
    await phone.getByLabel('学号').fill('20169902');
    await phone.getByLabel('身份证号后 6 位').fill('12345X');
    await phone.getByLabel('我已阅读上述用途，同意提供身份证号').check();
    await phone.getByRole('button', { name: '重新提交' }).click();
    await expect(heading(phone, 'apply-result')).resolves.toBe('审核中');
    expect(asked).toEqual([[REVIEW_TEMPLATE], [REVIEW_TEMPLATE]]);

    const second = await openCardApplication(NAME);
    await expect(second.row.getByTestId('review-resubmitted').innerText()).resolves.toBe(`修改后重新提交（上次驳回原因：${REASON}）`);
    await decide(second.page, second.row, 'approve');

    // WeChat took one 审核结果通知 per decision, each allowed once, opening 我的申请.
    await expect.poll(() => fake.subscribeMessages.filter((m) => m.templateId === REVIEW_TEMPLATE).length).toBe(2);
    const [rejected, approved] = fake.subscribeMessages;
    expect(rejected.touser).toBe(applicant.openid);
    expect(JSON.stringify(rejected.data)).toContain('未通过');
    expect(JSON.stringify(approved.data)).toContain('已通过');

    await phone.goto(`${mp.url}/pages/application/index`);
    await expect(phone.getByTestId('application-status').innerText()).resolves.toBe('已通过');
    await phone.goto(`${mp.url}/pages/messages/index`);
    const message = phone.getByTestId('message').filter({ hasText: '校友卡审核通过' });
    await expect(message.getAttribute('data-read')).resolves.toBe('false');
    await message.getByRole('button').click();
    await phone.getByTestId('message-content').waitFor();
    await expect(message.getAttribute('data-read')).resolves.toBe('true');

    // The card, with its signed QR code drawn on the phone.
    await phone.goto(`${mp.url}/pages/card/index`);
    await expect(phone.getByTestId('card-no').innerText()).resolves.toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    await expect(
      phone
        .getByTestId('card-qr')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.src.startsWith('data:image/png;base64,')),
    ).resolves.toBe(true);
    await keepScreenshot(phone, '/tmp/mp-card-phone.png');

    // 首页: the latest news opens its article; an open activity takes the new alumnus's 报名, asking for 活动提醒 first.
    await phone.goto(`${mp.url}/pages/index/index`);
    const news = phone.getByTestId('home-news').first();
    const title = (await news.locator('.cell__title').innerText()).trim();
    await keepScreenshot(phone, '/tmp/mp-home-phone.png');
    await news.click();
    await expect(phone.getByTestId('news-detail').getByRole('heading', { level: 1 }).innerText()).resolves.toBe(title);

    const activities = (await (await fetch(`${suite.portal.url}/api/alumactivity/list?pageNum=1&pageSize=50`)).json()) as {
      data: { list: Array<{ id: number; title: string; signupDeadline: string }> };
    };
    const open = activities.data.list.find((a) => Date.parse(a.signupDeadline) > Date.now())!;
    await phone.goto(`${mp.url}/pages/activity/detail?id=${open.id}`);
    await expect(phone.getByTestId('activity-detail').getByRole('heading', { level: 1 }).innerText()).resolves.toBe(open.title);
    await phone.getByRole('button', { name: '报名' }).click();
    await phone.getByRole('button', { name: '已报名' }).waitFor();
    expect(asked.at(-1)).toEqual([ACTIVITY_TEMPLATE]);
    // The whole story of one applicant, three browsers and two decisions: longer than one page's test.
  }, 120_000);
});
