import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, keepScreenshot } from '../helpers/e2e.ts';

// The console's dashboard, donations ledger with its letters and export, and notices that reach 我的消息.
const suite = e2eSuite();

async function openSection(page: Page, section: 'donations' | 'notices', testId: string) {
  await page.getByTestId(`console-section-${section}`).click();
  await page.getByTestId(testId).waitFor();
}

/** Waits for the dashboard's chart of the twelve weeks and answers how many of its canvas's pixels are painted. */
async function chartPixels(page: Page) {
  await page.locator('[data-testid="dashboard-chart"][data-drawn="true"]').waitFor();
  return page
    .getByTestId('dashboard-chart')
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => {
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
      return n;
    });
}

describe('console home', () => {
  // The phone's chart is drawn in 'on a phone the ledger is a list of cards' below.
  it('desktop: 管理员 sees what waits in each queue, linked to it, and the twelve weeks drawn', async () => {
    const page = await suite.openConsole('desktop', 'admin');
    const pending = page.getByTestId('dashboard-pending');
    await pending.waitFor();
    const cards = page.getByTestId('dashboard-queue-cards');
    expect(Number(await cards.getByTestId('dashboard-queue-count').innerText())).toBeGreaterThan(0);
    expect(await cards.getAttribute('href')).toBe('/admin/review/cards');
    expect(await page.getByTestId('dashboard-queue-joins').getAttribute('href')).toBe('/admin/review/joins');
    await page.getByTestId('dashboard-donations').waitFor();
    // the chart really painted: its canvas holds coloured pixels
    expect(await chartPixels(page)).toBeGreaterThan(1000);
    await keepScreenshot(page, '/tmp/admin-dashboard-desktop.png', { fullPage: true });
  });
});

describe('donations ledger', () => {
  it('审核员 filters the ledger, opens a paid donation’s letter and downloads the .xlsx, whose rows are read back', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await openSection(page, 'donations', 'admin-donations');
    await page.locator('select[name="status"]').selectOption('paid');
    await page.locator('input[name="keyword"]').fill('张明');
    await page.getByTestId('ledger-apply').click();
    await page.waitForURL(/status=paid/);
    const rows = page.getByTestId('ledger-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByTestId('ledger-donor').innerText()).toBe('张明');
    expect(await page.getByTestId('ledger-total-paid').innerText()).toBe('1,000 元');
    await keepScreenshot(page, '/tmp/admin-ledger-desktop.png', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ledger-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^捐赠台账-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('捐赠台账')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual([
      '编号',
      '订单号',
      '捐赠项目',
      '捐赠人',
      '匿名',
      '毕业年份',
      '金额（元）',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2).values as unknown[];
    expect([row[2], row[4], row[7], row[8]]).toEqual(['D20260906101500A1B2C3D4', '张明', 1000, '已到账']);

    await rows.first().getByTestId('ledger-letter').click();
    const letter = page.getByTestId('thanks-letter');
    await letter.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/donations\/\d+\/letter$/);
    const text = await letter.innerText();
    expect(text).toContain('尊敬的张明校友');
    expect(text).toContain('1,000');
    expect(text).toContain('滨江城市学院校友总会');
    await keepScreenshot(page, '/tmp/admin-letter-desktop.png', { fullPage: true });
    // Printed, only the letter is on the paper.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('letter-print').evaluate((b) => getComputedStyle(b).visibility)).toBe('hidden');
    expect(await letter.evaluate((l) => getComputedStyle(l).visibility)).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
  });

  it("phone: the console home draws its chart at the phone's width, and the ledger is a list of cards", async () => {
    const page = await suite.openConsole('phone', 'reviewer');
    // The twelve weeks, painted in the phone's narrower canvas.
    expect(await chartPixels(page)).toBeGreaterThan(1000);
    await keepScreenshot(page, '/tmp/admin-dashboard-phone.png', { fullPage: true });
    await openSection(page, 'donations', 'admin-donations');
    await page.getByTestId('ledger-row').first().waitFor();
    expect(await page.locator('.ledger-card').count()).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await keepScreenshot(page, '/tmp/admin-ledger-phone.png', { fullPage: true });

    await page.getByTestId('ledger-letter').first().click();
    await page.getByTestId('thanks-letter').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, '/tmp/admin-letter-phone.png', { fullPage: true });
    await page.getByTestId('letter-back').click();
    await page.getByTestId('ledger-template').click();
    const preview = page.locator('.thanks-letter--preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('尊敬的张明校友');
    await keepScreenshot(page, '/tmp/admin-template-phone.png', { fullPage: true });
  });
});

describe('notices', () => {
  it('内容编辑 sends a notice to the class of 2016, and 张明 reads it in 我的消息', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    await openSection(page, 'notices', 'admin-notices');
    await page.getByRole('radio', { name: '某一届校友' }).check();
    await page.locator('select[name="graduationYear"]').selectOption('2016');
    const recipients = page.getByTestId('notice-recipients');
    await expect.poll(() => recipients.innerText()).toMatch(/将发送给2016 届校友，共 \d+ 人/);
    const count = Number(/共 (\d+) 人/.exec(await recipients.innerText())![1]);
    await page.locator('input[name="title"]').fill('2016 届毕业十周年返校邀请');
    await page.locator('textarea[name="content"]').fill('亲爱的 2016 届校友：\n\n毕业十周年返校活动将于 12 月 20 日举行，欢迎回家！');
    await page.getByTestId('notice-send').click();
    const confirm = page.getByTestId('notice-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(`共 ${count} 人`);
    await page.getByTestId('notice-confirm-send').click();
    const sent = page.getByTestId('notice-row').filter({ hasText: '2016 届毕业十周年返校邀请' });
    await sent.waitFor();
    await confirm.waitFor({ state: 'detached' });
    expect(await sent.getByTestId('notice-count').innerText()).toBe(`${count} 人`);
    await keepScreenshot(page, '/tmp/admin-notices-desktop.png', { fullPage: true });

    const zhang = await suite.open('phone', '张明');
    await suite.goto(zhang, '/my/message');
    const message = zhang.getByTestId('message').filter({ hasText: '2016 届毕业十周年返校邀请' });
    await message.waitFor();
    await message.getByRole('button').click();
    await expect.poll(() => message.locator('.message__body').innerText()).toContain('毕业十周年返校活动将于 12 月 20 日举行');
  });
});
