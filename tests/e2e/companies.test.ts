import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, pageReady } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();
let page: Page;
const goto = (path: string) => suite.goto(page, path);
const toast = () => page.getByTestId('toast');

/**
 * `name` signed in at `size`. Phones sign in through the mini-program, so the session is made at desktop size
 * (the header's 登录 and the stand-in, once for the file) and carried over to a phone-sized browser.
 */
const openSignedIn = async (size: ViewportName, name: string) => void (page = await suite.open(size, name));

// A real 1x1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(['desktop', 'phone'] as ViewportName[])('alumni companies at %s size', (size) => {
  it('李华 (current student) clicking 校友企业 in the menu is told 仅毕业生可以申请', async () => {
    await openSignedIn(size, '李华');
    await goto('/article/activities');
    if (size === 'phone') {
      await page.getByTestId('open-drawer').click();
      await page.getByTestId('mobile-drawer').getByRole('link', { name: '校友企业', exact: true }).click();
    } else {
      await page.getByTestId('header-nav').locator('a[href="/services/alumcompany"]').first().click();
    }
    await toast().first().waitFor();
    await expect(toast().first().innerText()).resolves.toBe('仅毕业生可以申请');
    await page.waitForURL(suite.portal.url + '/');
  });

  // The rest reads the same at both sizes: each at one of them, the sizes taking turns.
  if (size === 'desktop') {
    it('张明 applies for a company with a logo and sees the application with its status', async () => {
      await openSignedIn(size, '张明');
      await goto('/services/alumcompany');
      await page.getByTestId('company-apply-link').click();
      await page.waitForURL(/\/services\/addalumcompany$/);
      const form = page.getByTestId('company-apply-form');
      await form.waitFor();

      // Sending an empty form names the missing fields and keeps focus on the first.
      await page.getByTestId('company-apply-submit').click();
      await expect(page.locator('[data-field="name"]').innerText()).resolves.toContain('请填写企业名称');
      await expect(page.locator('[data-field="logo"]').innerText()).resolves.toContain('请填写企业标志');

      const companyName = '杭州星河软件有限公司';
      await page.locator('input[name="name"]').fill(companyName);
      await page.locator('select[name="industry"]').selectOption({ label: '信息技术' });
      await page.locator('select[name="scale"]').selectOption({ label: '20-99人' });
      await page.locator('input[name="city"]').fill('杭州');
      await page.getByTestId('upload-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await page.locator('[data-field="logo"] img').waitFor();
      await page.locator('textarea[name="introduction"]').fill('面向中小企业的财务与进销存软件服务商，团队由本校计算机学院校友组成。');
      await page.locator('input[name="contactName"]').fill('张明');
      await page.locator('input[name="contactPhone"]').fill('13812345678');
      await page.locator('input[name="contactEmail"]').fill('hr@xinghe');
      await page.getByTestId('company-apply-submit').click();
      await expect(page.locator('[data-field="contactEmail"]').innerText()).resolves.toContain('请输入有效的电子邮箱');
      await expect(page.locator('input[name="name"]').inputValue()).resolves.toBe(companyName);
      await page.locator('input[name="contactEmail"]').fill('hr@xinghe-soft.cn');

      const isApply = (url: string) => new URL(url).pathname === '/api/alumcompany/apply';
      let sends = 0;
      page.on('request', (r) => void (isApply(r.url()) && sends++));
      const sent = page.waitForResponse((r) => isApply(r.url()));
      await page.getByTestId('company-apply-submit').dblclick();
      expect((await sent).status()).toBe(200);
      await page.getByTestId('company-apply-done').waitFor();
      const first = page.getByTestId('company-application').first();
      await expect.poll(() => first.innerText()).toContain(companyName);
      await expect(first.getByTestId('company-application-status').innerText()).resolves.toBe('待审核');
      // A double click sends once (the list also holds the seeded approved application).
      expect(sends).toBe(1);
      await expect.poll(() => page.getByTestId('company-application').filter({ hasText: companyName }).count()).toBe(1);

      // The personal centre lists it too, with the earlier reviewed one and its note.
      await goto('/my/alumCompany');
      await page.getByTestId('company-applications').waitFor();
      await expect(page.getByTestId('company-application').first().innerText()).resolves.toContain(companyName);
      const statuses = await page.getByTestId('company-application-status').allInnerTexts();
      expect(statuses).toContain('已通过');
      await expect(page.getByTestId('company-applications').innerText()).resolves.toContain('资料齐全，已通过审核');
    });

    it("李华 (current student) opens a company's page from a link: only the three services are for graduates", async () => {
      await openSignedIn(size, '李华');
      await goto('/article/alumcompanyDetails/1');
      await page.getByTestId('company-facts').waitFor();
      expect(new URL(page.url()).pathname).toBe('/article/alumcompanyDetails/1');
      expect(await toast().count()).toBe(0);
      // The public profile (issue 29 point 1), and 仅毕业生可以申请 where the contacts and the positions would be.
      const detail = page.getByTestId('company-detail');
      await detail.getByRole('heading', { level: 2, name: '杭州云澜数据科技有限公司' }).waitFor();
      await expect(detail.innerText()).resolves.toContain('澜图');
      const facts = await page.getByTestId('company-facts').innerText();
      expect(facts).toContain('创始校友');
      expect(facts).toContain('仅毕业生可以申请');
      for (const contact of ['周婷', '13857102231', 'hr@yunlan-data.cn']) expect(facts).not.toContain(contact);
      await expect(detail.getByTestId('graduates-only').innerText()).resolves.toBe('仅毕业生可以申请');
      expect(await page.getByTestId('company-jobs').count()).toBe(0);
      await expect(detail.innerText()).resolves.not.toContain('Java 后端开发工程师');
    });
  } else {
    it("李华 (current student) opens a position's page from a link: the company's public profile, not the position", async () => {
      await openSignedIn(size, '李华');
      await goto('/article/alumcompanyrecruitmentDetails/1');
      const detail = page.getByTestId('job-detail');
      await expect(detail.getByTestId('graduates-only').innerText()).resolves.toBe('仅毕业生可以申请');
      await expect(page.getByTestId('job-company').locator('.job-company__name').innerText()).resolves.toBe('杭州云澜数据科技有限公司');
      const text = await detail.innerText();
      for (const position of ['Java 后端开发工程师', '岗位职责', '15-25K']) expect(text).not.toContain(position);
      expect(await toast().count()).toBe(0);
      // Its company link opens the company's public profile.
      await page.getByTestId('job-company-link').click();
      await page.waitForURL(/\/article\/alumcompanyDetails\/1$/);
      await expect(page.getByTestId('company-detail').getByTestId('graduates-only').innerText()).resolves.toBe('仅毕业生可以申请');
    });

    it('张明 filters companies by industry and opens a company with its positions', async () => {
      await openSignedIn(size, '张明');
      await goto('/services/alumcompany');
      await page.getByTestId('company-card').first().waitFor();
      expect(await page.getByTestId('company-card').count()).toBe(9);
      await page.locator('select[name="industry"]').selectOption({ label: '信息技术' });
      await page.waitForURL(/industry=it/);
      await expect.poll(() => page.getByTestId('company-card').count()).toBe(2);
      const badges = await page.getByTestId('company-industry').allInnerTexts();
      expect(badges).toEqual(['信息技术', '信息技术']);

      // Filters stay in the address: a reload shows the same selection.
      await page.reload();
      await pageReady(page);
      await expect(page.locator('select[name="industry"]').inputValue()).resolves.toBe('it');
      await expect.poll(() => page.getByTestId('company-card').count()).toBe(2);

      const name = await page.getByTestId('company-card').last().getByRole('link').innerText();
      await page.getByTestId('company-card').last().getByRole('link').click();
      await page.waitForURL(/\/article\/alumcompanyDetails\/\d+$/);
      await page.getByTestId('company-detail').getByRole('heading', { level: 2, name }).waitFor();
      await expect(page.getByTestId('company-facts').innerText()).resolves.toContain('创始校友');
      const jobs = page.getByTestId('company-jobs').getByTestId('job-row');
      expect(await jobs.count()).toBeGreaterThan(0);
      await expect(jobs.first().getByTestId('job-salary').innerText()).resolves.toMatch(/^\d+-\d+K$/);

      // A keyword nobody matches shows the empty state.
      await goto('/services/alumcompany');
      await page.locator('input[name="keyword"]').fill('不存在的企业名称');
      await page.locator('input[name="keyword"]').press('Enter');
      await page.getByTestId('companies-empty').waitFor();

      // 清除筛选 (the list kit's reset link) leads back to the list without its search.
      await page.getByRole('link', { name: '清除筛选' }).click();
      await page.waitForURL((url) => url.pathname === '/services/alumcompany' && url.search === '');
      await expect.poll(() => page.getByTestId('company-card').count()).toBe(9);
    });

    it('张明 filters positions, opens one and follows the link to its company', async () => {
      await openSignedIn(size, '张明');
      await goto('/services/alumcompanyrecruitment');
      await page.getByTestId('job-row').first().waitFor();
      await page.locator('select[name="education"]').selectOption({ label: '硕士' });
      await page.waitForURL(/education=/);
      await page.locator('select[name="salaryMin"]').selectOption({ label: '20K 以上' });
      await page.waitForURL(/salaryMin=20/);
      await expect.poll(() => page.getByTestId('job-row').count()).toBe(2);
      const row = page.getByTestId('job-row').first();
      const title = await row.getByRole('link').innerText();
      await row.getByRole('link').click();
      await page.waitForURL(/\/article\/alumcompanyrecruitmentDetails\/\d+$/);
      await page.getByTestId('job-detail').getByRole('heading', { level: 2, name: title }).waitFor();
      await expect(page.getByTestId('job-detail').innerText()).resolves.toContain('岗位职责');
      const company = page.getByTestId('job-company');
      const companyName = await company.locator('.job-company__name').innerText();
      await page.getByTestId('job-company-link').click();
      await page.waitForURL(/\/article\/alumcompanyDetails\/\d+$/);
      await page.getByTestId('company-detail').getByRole('heading', { level: 2, name: companyName }).waitFor();
    });
  }
});
