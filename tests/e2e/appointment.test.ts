import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { e2eSuite, storedDraft, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();
let zhang: StorageState;
const { goto } = suite;
const open = (size: ViewportName) => suite.open(size, zhang);
beforeAll(async () => {
  // Sign 张明 in once through the stand-in; both sizes reuse the session.
  zhang = await suite.signIn('张明');
}, 120_000);

const input = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/**
 * Waits until the form's draft has been written with the reason last typed (it is saved 250 ms after typing, all
 * fields at once, so everything typed before the reason is in it too).
 */
const draftSaved = (page: Page, reason: string) => expect.poll(async () => (await storedDraft(page, 'appointment'))?.reason).toBe(reason);

// Each form at one size, the sizes taking turns: what they check reads the same at both.
describe('appointment and certificate replacement', () => {
  it('张明 books a visit for tomorrow with 2 visitors, keeps the draft across a reload, sees it masked in 返校记录 and cancels it (desktop)', async () => {
    const page = await open('desktop');
    await goto(page, '/services/appointment');
    const tomorrow = chinaDate(1);
    await expect(input(page, 'visitDate').getAttribute('min')).resolves.toBe(tomorrow);
    await expect(input(page, 'visitDate').getAttribute('max')).resolves.toBe(chinaDate(30));
    await input(page, 'visitDate').fill(tomorrow);
    const morning = page.getByRole('radio', { name: /上午/ });
    await morning.waitFor();
    await expect(page.getByTestId('appointment-slot').first().innerText()).resolves.toContain('剩余 60 个名额');
    await morning.check();

    await input(page, 'visitors.0.name').fill('张明');
    await input(page, 'visitors.0.idNumber').fill('330102199003071231');
    await input(page, 'visitors.0.idNumber').blur();
    await expect(page.getByText('身份证号校验位不正确，请核对').isVisible()).resolves.toBe(true);
    await input(page, 'visitors.0.idNumber').fill('330102199003071230');
    await page.getByRole('button', { name: '添加来访人' }).click();
    await input(page, 'visitors.1.name').fill('林晓雯');
    await input(page, 'visitors.1.idNumber').fill('33010619910520452x');
    await input(page, 'reason').fill('毕业十周年回母校参观校史馆');
    await draftSaved(page, '毕业十周年回母校参观校史馆');

    // A reload in the middle keeps everything typed, the visitors list included.
    await page.reload();
    await page.getByTestId('site-footer').waitFor();
    await expect.poll(() => input(page, 'visitors.1.idNumber').inputValue()).toBe('33010619910520452X');
    await expect(input(page, 'visitors.0.name').inputValue()).resolves.toBe('张明');
    await expect(input(page, 'visitDate').inputValue()).resolves.toBe(tomorrow);
    await expect(input(page, 'reason').inputValue()).resolves.toBe('毕业十周年回母校参观校史馆');
    await expect(page.getByRole('radio', { name: /上午/ }).isChecked()).resolves.toBe(true);

    await input(page, 'carPlate').fill('浙A12345');
    // The separate consent to the ID numbers, with their purpose stated beside it.
    await expect(page.getByTestId('id-consent').innerText()).resolves.toContain('仅用于学校门卫核验来访人身份');
    await input(page, 'idConsent').check();
    await page.getByRole('button', { name: '提交预约' }).click();
    const done = page.getByTestId('appointment-booked');
    await done.waitFor();
    await expect(done.innerText()).resolves.toContain(`${tomorrow} 上午 09:00-11:30`);

    await page.getByRole('link', { name: '查看返校记录' }).click();
    await page.waitForURL(/\/my\/returnSchool$/);
    const card = page.getByTestId('appointment').first();
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(tomorrow);
    expect(text).toContain('待返校');
    expect(text).toContain('3301**********1230');
    expect(text).toContain('3301**********452X');
    expect(text).not.toContain('330102199003071230');

    await card.getByRole('button', { name: '取消预约' }).click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('toast').first().innerText()).toContain('预约已取消');
    await expect.poll(() => page.getByTestId('appointment').first().innerText()).toContain('已取消');
    expect(await page.getByTestId('appointment').first().getByRole('button', { name: '取消预约' }).count()).toBe(0);
  }, 90_000);

  it('张明 books on a phone: once sent, the confirmation is in view (phone)', async () => {
    const page = await open('phone');
    await goto(page, '/services/appointment');
    await input(page, 'visitDate').fill(chinaDate(2));
    const morning = page.getByRole('radio', { name: /上午/ });
    await morning.waitFor();
    await morning.check();
    await input(page, 'visitors.0.name').fill('张明');
    await input(page, 'visitors.0.idNumber').fill('330102199003071230');
    await input(page, 'reason').fill('回母校参加校友座谈');
    await input(page, 'idConsent').check();
    await page.getByRole('button', { name: '提交预约' }).click();
    const done = page.getByTestId('appointment-booked');
    await done.waitFor();
    const inView = () =>
      done.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
  });

  it('张明 adds and removes visitor rows: later rows move up with what was typed and their messages, 1 to 5 rows (phone)', async () => {
    const page = await open('phone');
    await goto(page, '/services/appointment');
    const rows = page.getByTestId('appointment-visitor');
    const add = page.getByRole('button', { name: '添加来访人' });
    await input(page, 'visitors.0.name').waitFor();
    expect(await page.getByRole('button', { name: '删除来访人 1' }).count()).toBe(0);

    await input(page, 'visitors.0.name').fill('张明');
    await input(page, 'visitors.0.idNumber').fill('330102199003071230');
    await add.click();
    await input(page, 'visitors.1.name').fill('王建国');
    await add.click();
    await input(page, 'visitors.2.name').fill('林晓雯');
    await input(page, 'visitors.2.idNumber').fill('330102199003071230');
    await input(page, 'visitors.2.idNumber').blur();
    await expect.poll(() => rows.nth(2).innerText()).toContain('来访人身份证号重复');

    await page.getByRole('button', { name: '删除来访人 2' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await expect(input(page, 'visitors.1.name').inputValue()).resolves.toBe('林晓雯');
    await expect(input(page, 'visitors.1.idNumber').inputValue()).resolves.toBe('330102199003071230');
    await expect(rows.nth(1).innerText()).resolves.toContain('来访人身份证号重复');

    for (let i = 0; i < 3; i++) await add.click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(await add.count()).toBe(0);

    // Fixing the moved row's ID number clears the repeat.
    await input(page, 'visitors.1.idNumber').fill('33010619910520452x');
    await expect.poll(() => page.getByText('来访人身份证号重复').count()).toBe(0);
    await expect(input(page, 'visitors.1.idNumber').inputValue()).resolves.toBe('33010619910520452X');
  }, 60_000);

  it('张明 applies for a certificate: a bad phone gets a field message and keeps the values, the fixed one shows under 我的申请 (phone)', async () => {
    const page = await open('phone');
    await goto(page, '/services/alumproof');
    // prefilled from the alumnus' record
    await expect(input(page, 'name').inputValue()).resolves.toBe('张明');
    await expect(input(page, 'faculty').inputValue()).resolves.toBe('信息工程学院');
    await expect(input(page, 'graduationYear').inputValue()).resolves.toBe('2016');
    // the seeded applications show their progress
    const mine = page.getByTestId('proof-mine');
    await expect(mine.locator('[data-status="posted"]').first().innerText()).resolves.toContain('已寄出');
    await expect(mine.locator('[data-status="processing"]').first().innerText()).resolves.toContain('办理中');

    const type = '学籍证明';
    await input(page, 'certificateType').selectOption(type);
    await input(page, 'address').fill('浙江省杭州市滨江区江南大道 3850 号');
    await input(page, 'phone').fill('1385710');
    await input(page, 'idNumber').fill('330102199003071230');
    await input(page, 'reason').fill('学位证书遗失，入职需要学位证明');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByText('请输入 11 位手机号').isVisible()).toBe(true);
    await expect(input(page, 'address').inputValue()).resolves.toBe('浙江省杭州市滨江区江南大道 3850 号');
    await expect(input(page, 'reason').inputValue()).resolves.toBe('学位证书遗失，入职需要学位证明');
    await expect(input(page, 'certificateType').inputValue()).resolves.toBe(type);

    const before = await mine.getByTestId('proof-application').count();
    await input(page, 'phone').fill('13857101234');
    await expect(page.getByTestId('id-consent').innerText()).resolves.toContain('仅用于学校核实您的身份并办理证明补办');
    await input(page, 'idConsent').check();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => mine.getByTestId('proof-application').count()).toBe(before + 1);
    await expect(mine.getByTestId('proof-application').first().getAttribute('data-status')).resolves.toBe('submitted');
    const first = await mine.getByTestId('proof-application').first().innerText();
    expect(first).toContain(type);
    expect(first).toContain('已提交');
    expect(first).toContain('3301**********1230');
    // the form is empty again but still prefilled
    await expect(input(page, 'reason').inputValue()).resolves.toBe('');
    await expect(input(page, 'name').inputValue()).resolves.toBe('张明');
  }, 90_000);
});
