import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot, tokenOf } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// The review queues' three loops, each closed in the browser: a 审核员 answers in the console, the alumnus sees the
// answer in the portal. One flow per size (the demo data has one pending card, one pending join request of 张明's).
const suite = e2eSuite();

/** The console's 审核 section at `queue` (the section's tab strip, as a clerk would go there). */
async function openQueue(size: ViewportName, queue: 'cards' | 'joins' | 'certificates') {
  const page = await suite.openConsole(size, 'reviewer');
  await page.getByTestId('console-section-review').click();
  await page.getByTestId('admin-review').waitFor();
  await page.getByTestId(`review-tab-${queue}`).click();
  await page.locator(`[data-testid="admin-review"][data-queue="${queue}"]`).waitFor();
  return page;
}

/** Opens the application of `name` in the drawer. */
async function openApplication(page: Page, name: string) {
  await page.getByTestId('review-row').filter({ hasText: name }).first().getByTestId('review-open').click();
  const drawer = page.getByTestId('review-detail');
  await drawer.waitFor();
  return drawer;
}

/** Sends the decision dialog and waits for the server's answer. */
async function sendDecision(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes('/decision') && r.request().method() === 'POST');
  await page.getByTestId('review-decision-submit').click();
  expect((await answered).status()).toBe(200);
  await page.getByTestId('review-decision').waitFor({ state: 'detached' });
}

/**
 * Takes `action` on the open application with a reason: sent empty first, the dialog names what is missing and sends
 * nothing; then with `reason`, photographed at `shot`, and sent.
 */
async function decideWithReason(page: Page, drawer: Locator, action: 'reject' | 'reissue', missing: string, reason: string, shot: string) {
  await drawer.getByTestId(`review-action-${action}`).click();
  const dialog = page.getByTestId('review-decision');
  await dialog.waitFor();
  await page.getByTestId('review-decision-submit').click();
  await dialog.getByText(missing).waitFor();
  await dialog.locator('textarea[name="reason"]').fill(reason);
  await keepScreenshot(page, shot);
  await sendDecision(page);
}

describe('review queues', () => {
  it('desktop: 审核员 verifies 王芳’s card; already signed in, she opens her personal centre without signing in again and has a 审核结果', async () => {
    const wang = await suite.open('desktop', '王芳');
    await suite.goto(wang, '/');
    await wang.getByTestId('greeting').waitFor();

    const page = await openQueue('desktop', 'cards');
    const count = page.getByTestId('review-tab-cards');
    await expect(count.innerText()).resolves.toMatch(/校友卡申请\s*1/);
    await keepScreenshot(page, '/tmp/admin-review-cards-desktop.png', { fullPage: true });
    const drawer = await openApplication(page, '王芳');
    await expect(drawer.innerText()).resolves.toContain('汉语言文学');
    await keepScreenshot(page, '/tmp/admin-review-detail-desktop.png');
    await drawer.getByTestId('review-action-approve').click();
    await page.getByTestId('review-decision').waitFor();
    await sendDecision(page);
    await page.getByTestId('review-detail').waitFor({ state: 'hidden' });
    await page.getByText('暂无待处理的申请。').waitFor();

    // Her tab still holds the pending status from sign-in: the guard asks the server again, and lets her in.
    await wang.getByTestId('personal-centre-header').click();
    await wang.waitForURL(/\/my\/message$/);
    const message = wang.getByTestId('message').filter({ hasText: '校友卡审核通过' });
    await message.waitFor();
    await expect(message.locator('.message__kind').innerText()).resolves.toBe('审核结果');
  });

  it('phone: 审核员 rejects 张明’s join request with a reason, which 张明 reads in 我的消息 and 我的组织', async () => {
    const page = await openQueue('phone', 'joins');
    await keepScreenshot(page, '/tmp/admin-review-joins-phone.png', { fullPage: true });
    const drawer = await openApplication(page, '张明');
    await expect(drawer.innerText()).resolves.toContain('上海校友会');
    await keepScreenshot(page, '/tmp/admin-review-detail-phone.png');
    await decideWithReason(
      page,
      drawer,
      'reject',
      '请填写驳回理由',
      '请先在个人资料中补充工作单位，再重新申请',
      '/tmp/admin-review-reject-phone.png',
    );

    const zhang = await suite.open('phone', '张明');
    await suite.goto(zhang, '/my/message');
    const message = zhang.getByTestId('message').filter({ hasText: '入会申请未通过' }).first();
    await message.waitFor();
    await message.getByRole('button').click();
    await expect(message.innerText()).resolves.toContain('请先在个人资料中补充工作单位，再重新申请');
    await suite.goto(zhang, '/my/organization');
    await zhang.getByText('请先在个人资料中补充工作单位，再重新申请').first().waitFor();
  });

  it('phone: 审核员 re-issues 张明’s lost card with a reason; his old card’s code then reads 已失效, the new one 有效', async () => {
    const cardAddress = async () => {
      const res = await fetch(`${suite.portal.url}/api/alumuser/info`, {
        headers: { authorization: `Bearer ${tokenOf(await suite.session('张明'))}` },
      });
      return ((await res.json()) as { data: { cardQr: string } }).data.cardQr;
    };
    const lost = await cardAddress();

    const page = await openQueue('phone', 'cards');
    await expect(page.getByTestId('admin-review').innerText()).resolves.toContain('补发新卡');
    // A verified card is among the decided ones: the clerk finds it by name.
    const filters = page.getByTestId('review-filters');
    await filters.locator('select[name="state"]').selectOption('decided');
    await filters.locator('input[name="keyword"]').fill('张明');
    await filters.getByRole('button', { name: '查询' }).click();
    const drawer = await openApplication(page, '张明');
    await expect(drawer.innerText()).resolves.toContain('BJCC-2016-000315');
    await decideWithReason(page, drawer, 'reissue', '请填写补发原因', '校友来电挂失，原卡丢失', '/tmp/admin-review-reissue-phone.png');

    // At the door: the old card's code says 已失效, the card 张明 is shown now is valid.
    const door = await suite.open('phone');
    const verdict = async (address: string) => {
      await door.goto(address);
      const result = door.getByTestId('card-verify-result');
      await result.waitFor();
      return [await result.getAttribute('data-status'), await result.locator('h2').innerText()];
    };
    await expect(verdict(lost)).resolves.toEqual(['revoked', '已失效的校友卡']);
    const fresh = await cardAddress();
    expect(fresh).not.toBe(lost);
    await expect(verdict(fresh)).resolves.toEqual(['valid', '有效的校友卡']);
  });

  it('desktop: 审核员 marks a certificate 已寄出 with a tracking number; 张明’s 我的申请 shows it', async () => {
    const page = await openQueue('desktop', 'certificates');
    const drawer = await openApplication(page, '成绩单');
    await drawer.getByTestId('review-action-post').click();
    await page.getByTestId('review-decision').locator('input[name="trackingNo"]').fill('SF7788123456');
    await sendDecision(page);
    await page.getByTestId('review-row').filter({ hasText: '成绩单' }).waitFor({ state: 'detached' });

    const zhang = await suite.open('desktop', '张明');
    await suite.goto(zhang, '/services/alumproof');
    const card = zhang.getByTestId('proof-application').filter({ hasText: 'SF7788123456' });
    await card.waitFor();
    await expect(card.getAttribute('data-status')).resolves.toBe('posted');
    await expect(card.locator('.proof-card__status').innerText()).resolves.toBe('已寄出');
    await keepScreenshot(card, '/tmp/proof-posted-desktop.png');
  });
});
