import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, pickAccount, type StorageState } from '../helpers/e2e.ts';

interface ActivityItem {
  id: number;
  title: string;
  capacity: number;
  signupDeadline: string;
  startTime: string;
}

const suite = e2eSuite();
const { open, goto } = suite;

/** Activities still open for sign-up, soonest first. */
async function openActivities(): Promise<ActivityItem[]> {
  const res = await fetch(`${suite.portal.url}/api/alumactivity/list?pageNum=1&pageSize=50`);
  const list = (await res.json()).data.list as ActivityItem[];
  return list.filter((a) => Date.parse(a.signupDeadline) > Date.now()).sort((x, y) => Date.parse(x.startTime) - Date.parse(y.startTime));
}

const countText = (page: Page) => page.getByTestId('activity-signup-count').innerText();

/** A datetime-local value `days` from now at `hour`:00, local time. */
function localAt(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86400000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

let zhang: StorageState;

describe('activity sign-up and proposals', () => {
  it('an anonymous reader sees the count; 我要报名 asks to sign in, and 张明 comes back to the activity', async () => {
    const [target] = (await openActivities()).slice(-1);
    const page = await open('desktop');
    await goto(page, `/article/activityDetails/${target.id}`);
    await page.getByTestId('activity-facts').waitFor();
    await expect.poll(() => countText(page)).toBe(`已报名 0 / 名额 ${target.capacity}`);
    await page.getByTestId('activity-signup-button').click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    await expect(confirm.innerText()).resolves.toContain('请先登录');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/dev\/wx-qrconnect\?/);
    await pickAccount(page, '张明');
    await page.waitForURL(`${suite.portal.url}/article/activityDetails/${target.id}`);
    await page.getByTestId('greeting').waitFor();
    zhang = await page.context().storageState();
  }, 60_000);

  it('王芳 (card pending) sees the count; 我要报名 tells her the card awaits review, and nothing asks the API what it refuses', async () => {
    const [target] = (await openActivities()).slice(-1);
    const page = await open('desktop');
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await goto(page, `/article/activityDetails/${target.id}`);
    await page.getByTestId('activity-signup-button').click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/dev\/wx-qrconnect\?/);
    await page.getByRole('button', { name: '王芳', exact: true }).click();
    // Signed in from this public page with a pending card, she comes back to it, told of her card (spec section 4).
    await page.waitForURL(`${suite.portal.url}/article/activityDetails/${target.id}`);
    await page.getByTestId('greeting').waitFor();
    const toast = page.getByTestId('toast');
    await toast.first().waitFor();
    await expect(toast.allInnerTexts()).resolves.toEqual(['您申请的校友卡正在等待审核']);
    await toast.first().waitFor({ state: 'detached' });
    await expect.poll(() => countText(page)).toMatch(new RegExp(`^已报名 \\d+ / 名额 ${target.capacity}$`));
    await page.getByTestId('activity-signup-button').click();
    await toast.first().waitFor();
    await expect(toast.allInnerTexts()).resolves.toEqual(['您申请的校友卡正在等待审核']);
    await expect(toast.first().getAttribute('data-intent')).resolves.toBe('warning');
    expect(refused).toEqual([]);
  }, 60_000);

  // The sign-up and the proposal read the same at both sizes: one at each.
  describe('phone', () => {
    it('张明 signs up to an open activity, finds it in 我的活动, and cancels', async () => {
      const candidates = await openActivities();
      const target = candidates[candidates.length - 2];
      const page = await open('phone', zhang);
      await goto(page, `/article/activityDetails/${target.id}`);
      await expect(page.locator('.detail__title').innerText()).resolves.toBe(target.title);
      await expect.poll(() => countText(page)).toBe(`已报名 0 / 名额 ${target.capacity}`);
      const button = page.getByTestId('activity-signup-button');
      await expect(button.innerText()).resolves.toBe('我要报名');
      await button.click();
      await expect.poll(() => countText(page)).toBe(`已报名 1 / 名额 ${target.capacity}`);
      await expect(page.getByTestId('activity-signup-state').innerText()).resolves.toBe('您已报名');

      await goto(page, '/my/activity');
      const item = page.getByTestId('my-signup').filter({ hasText: target.title });
      await item.waitFor();
      await expect(item.getByTestId('my-signup-status').innerText()).resolves.toBe('已报名');
      await item.getByTestId('my-signup-cancel').click();
      const confirm = page.getByTestId('dialog-confirm');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => item.getAttribute('data-status')).toBe('cancelled');
      await expect(item.getByTestId('my-signup-status').innerText()).resolves.toBe('已取消');
      expect(await item.getByTestId('my-signup-cancel').count()).toBe(0);

      await goto(page, `/article/activityDetails/${target.id}`);
      await expect.poll(() => countText(page)).toBe(`已报名 0 / 名额 ${target.capacity}`);
      await expect(page.getByTestId('activity-signup-button').innerText()).resolves.toBe('我要报名');
    }, 60_000);
  });

  describe('desktop', () => {
    it('张明 proposes an activity: a wrong end time is named and the values stay; then it is under 我发起的', async () => {
      const page = await open('desktop', zhang);
      await goto(page, '/services/addactivities');
      const title = '2012届机电工程学院校友返校座谈会';
      await page.locator('input[name="title"]').fill(title);
      await page.locator('select[name="activityType"]').selectOption({ label: '校友返校' });
      await page.locator('input[name="capacity"]').fill('60');
      await page.locator('input[name="startTime"]').fill(localAt(12, 14));
      await page.locator('input[name="endTime"]').fill(localAt(12, 9));
      await page.locator('input[name="signupDeadline"]').fill(localAt(9, 20));
      await page.locator('input[name="place"]').fill('学术交流中心二楼多功能厅');
      await page
        .locator('textarea[name="description"]')
        .fill('邀请校友回到母校，与在校老师和同学座谈交流，参观新建实验室，并在校内餐厅共进晚餐。');
      await page.getByTestId('proposal-submit').click();
      const endField = page.locator('[data-field="endTime"]');
      await expect.poll(() => endField.innerText()).toContain('结束时间必须晚于开始时间');
      await expect(page.locator('input[name="title"]').inputValue()).resolves.toBe(title);
      await expect(page.locator('input[name="capacity"]').inputValue()).resolves.toBe('60');
      expect(await page.getByTestId('proposal-done').count()).toBe(0);

      await page.locator('input[name="endTime"]').fill(localAt(12, 18));
      await page.locator('input[name="endTime"]').blur();
      await expect.poll(() => endField.innerText()).not.toContain('结束时间必须晚于开始时间');
      await page.getByTestId('proposal-submit').click();
      const done = page.getByTestId('proposal-done');
      await done.waitFor();
      await expect(done.innerText()).resolves.toContain(title);
      await done.getByRole('link', { name: '查看我的活动' }).click();
      await page.waitForURL(/\/my\/activity\?tab=proposed$/);
      const item = page.getByTestId('my-proposal').filter({ hasText: title });
      await item.waitFor();
      await expect(item.getByTestId('my-proposal-status').innerText()).resolves.toBe('待审核');
      await expect(page.getByRole('tab', { name: /我发起的/ }).getAttribute('aria-selected')).resolves.toBe('true');
    }, 60_000);
  });
});
