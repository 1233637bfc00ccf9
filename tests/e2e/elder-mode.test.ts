import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, appSettled, e2eSuite, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();

/** Every visible control of the page (in view or not) smaller than 60 × 60 px, described for the failure message. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, input, select, textarea, [role="button"], [role="tab"], [role="switch"]',
    );
    return [...controls].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"], [inert]')) return [];
      if (box.width >= 59.5 && box.height >= 59.5) return [];
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
      return [`${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}

async function bodyText(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { size: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight) };
  });
}

const dialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"], dialog[open]').count();

/** Records when <html> first carries data-elder: whether the body had been parsed yet (it is not, before first paint). */
async function watchElderAttribute(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { elderMarked?: string };
    const check = () => {
      if (w.elderMarked || !document.documentElement?.hasAttribute('data-elder')) return;
      w.elderMarked = document.body ? 'after-body' : 'before-body';
    };
    // Run before the document has an element: watched from the document down.
    new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-elder'] });
  });
}

async function switchOn(page: Page, size: ViewportName) {
  if (size === 'desktop') {
    await page.getByTestId('elder-switch-header').click();
  } else {
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('elder-switch-drawer').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' });
  }
}

/** Signs this browser (this device) in as `state`'s user, keeping what the device already stores. */
async function signInHere(page: Page, state: StorageState) {
  const items = state.origins.flatMap((o) => o.localStorage).filter((i) => i.name !== 'v1@ElderMode');
  await page.evaluate((list) => list.forEach((i) => localStorage.setItem(i.name, i.value)), items);
}

describe.each(['desktop', 'phone'] as ViewportName[])('长辈模式 at %s size', (size) => {
  it('switched on: 18 px text, 60 px targets, a 提示 inline instead of a dialog, kept after a reload and in 账号设置', async () => {
    const page = await suite.open(size);
    await watchElderAttribute(page);
    await suite.goto(page, '/');
    await expect(page.locator('html[data-elder]').count()).resolves.toBe(0);
    expect((await bodyText(page)).size).toBeLessThan(18);
    // The walk sees small controls where there are some: the normal page has them.
    expect((await smallControls(page)).length).toBeGreaterThan(0);
    await switchOn(page, size);

    await page.locator('html[data-elder]').waitFor({ state: 'attached' });
    await expect(page.evaluate(() => localStorage.getItem('v1@ElderMode'))).resolves.toBe('true');
    const text = await bodyText(page);
    expect(text.size).toBeGreaterThanOrEqual(18);
    expect(text.lineHeight / text.size).toBeGreaterThanOrEqual(1.3);
    // The sections' cards give way to large entries.
    await page.getByTestId('elder-home').waitFor();
    await expect(page.getByTestId('home-news').isVisible()).resolves.toBe(false);
    const hint = await page
      .locator('.elder-home__hint')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(hint).toBeGreaterThanOrEqual(18);
    await expect(smallControls(page)).resolves.toEqual([]);

    // A 提示 that was a dialog is drawn inline at the top of the content.
    let notice: string;
    if (size === 'desktop') {
      await page.getByTestId('login-header').click();
      await page.waitForURL(/\/dev\/wx-qrconnect\?/);
      await page.getByRole('button', { name: '张明', exact: true }).click();
      notice = '您有未读消息，请进入个人中心-我的消息查看。';
    } else {
      await page.getByTestId('open-drawer').click();
      await page.getByTestId('login-drawer').click();
      notice = '请您去微信小程序登录。';
    }
    const alert = page.getByTestId('dialog-alert');
    await alert.waitFor();
    await expect(alert.getAttribute('role')).resolves.toBe('alert');
    await expect(alert.getByRole('heading').innerText()).resolves.toBe('提示');
    await expect(alert.innerText()).resolves.toContain(notice);
    await expect(page.locator('#main').evaluate((main, el) => main.contains(el), await alert.elementHandle())).resolves.toBe(true);
    await expect(dialogs(page)).resolves.toBe(0);
    await expect(smallControls(page)).resolves.toEqual([]);
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });

    // Kept on this device: the next page load is drawn in the mode from the start.
    await page.reload();
    await suite.goto(page, '/');
    await expect(page.evaluate(() => (window as unknown as { elderMarked?: string }).elderMarked)).resolves.toBe('before-body');
    await expect(page.getByTestId('elder-home').isVisible()).resolves.toBe(true);
    if (size === 'desktop') await expect(page.getByTestId('elder-switch-header').isChecked()).resolves.toBe(true);

    if (size === 'phone') {
      // No mini-program pop-up either (it opens by itself on a phone's first page otherwise).
      await suite.goto(page, '/?hint=1');
      await appSettled(page);
      await expect(page.getByTestId('mobile-hint').count()).resolves.toBe(0);
      await signInHere(page, await suite.session('张明'));
    }
    await suite.goto(page, '/my/accountSettings');
    const setting = page.getByTestId('elder-switch-settings');
    await expect(setting.isChecked()).resolves.toBe(true);
    await expect(smallControls(page)).resolves.toEqual([]);
    await setting.click();
    await page.locator('html:not([data-elder])').waitFor({ state: 'attached' });
    await expect(page.evaluate(() => localStorage.getItem('v1@ElderMode'))).resolves.toBeNull();
  });
});

// Whether a confirmation stays a dialog does not depend on the size: asked on a phone.
describe('长辈模式', () => {
  it('a confirmation stays a dialog in 长辈模式 (phone)', async () => {
    const page = await suite.open('phone');
    await page.addInitScript(() => localStorage.setItem('v1@ElderMode', 'true'));
    await suite.goto(page, '/services/donate');
    // 请先登录 asks before starting the sign-in: a question, so a dialog.
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    await expect(confirm.innerText()).resolves.toContain('请先登录');
    await confirm.getByRole('button', { name: '取消' }).click();
  });
});

/** Replaces the browser's speech synthesis with one that records what it is asked to do. */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    class Utterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const synth = {
      speak: (u: Utterance) => calls.push(['speak', u.text, u.lang]),
      pause: () => calls.push(['pause']),
      resume: () => calls.push(['resume']),
      cancel: () => calls.push(['cancel']),
      getVoices: () => [
        { lang: 'en-US', name: 'English' },
        { lang: 'zh-CN', name: '中文' },
      ],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.assign(window, { speechCalls: calls });
  });
}

const speechCalls = (page: Page) => page.evaluate(() => (window as unknown as { speechCalls: string[][] }).speechCalls);

async function firstNews(): Promise<{ id: number; title: string }> {
  const res = await fetch(`${suite.portal.url}/api/alumnews/list?pageNum=1&pageSize=1`);
  return ((await res.json()) as { data: { list: Array<{ id: number; title: string }> } }).data.list[0];
}

// The reader's controls are the same at both sizes: each test at one of them.
describe('朗读', () => {
  it('reads the title and the text (not the markup) in Chinese, pauses, resumes and stops (phone)', async () => {
    const page = await suite.open('phone');
    await stubSpeech(page);
    const news = await firstNews();
    await suite.goto(page, `/article/newDetails/${news.id}`);
    const body = (await page.locator('.detail__content').innerText()).replace(/\s+/g, ' ').trim();
    await page.getByTestId('read-aloud-start').click();
    const spoken = (await speechCalls(page)).filter((c) => c[0] === 'speak');
    const heard = spoken.map((c) => c[1]).join('');
    expect(heard.startsWith(news.title)).toBe(true);
    expect(heard).toContain(body.slice(0, 20));
    expect(heard).not.toMatch(/<\/?[a-z]/i);
    expect(spoken.every((c) => c[2] === 'zh-CN')).toBe(true);

    await page.getByTestId('read-aloud-pause').click();
    await page.getByTestId('read-aloud-resume').click();
    await page.getByTestId('read-aloud-stop').click();
    await page.getByTestId('read-aloud-start').waitFor();
    const controls = (await speechCalls(page)).map((c) => c[0]).filter((c) => c !== 'speak');
    expect(controls).toEqual(['cancel', 'pause', 'resume', 'cancel']);
  });

  it('is absent where the browser has no speech synthesis (desktop)', async () => {
    const page = await suite.open('desktop');
    await page.addInitScript(() => {
      const w = window as unknown as { speechSynthesis?: unknown; SpeechSynthesisUtterance?: unknown };
      delete w.speechSynthesis;
      delete w.SpeechSynthesisUtterance;
    });
    const news = await firstNews();
    await suite.goto(page, `/article/newDetails/${news.id}`);
    await page.getByTestId('detail').waitFor();
    await expect(page.evaluate(() => typeof window.speechSynthesis)).resolves.toBe('undefined');
    await expect(page.getByTestId('read-aloud').isVisible()).resolves.toBe(false);
  });
});

describe('prefers-reduced-motion', () => {
  it('nothing moves: no scroll reveal, no menu or header transition, no smooth scrolling', async () => {
    const page = await suite.open('desktop');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await suite.goto(page, '/');
    await appReady(page);
    await expect(page.locator('.reveal--waiting').count()).resolves.toBe(0);
    const durations = await page.evaluate(() =>
      ['.nav-menu__dropdown', '.site-header', '.card'].map((selector) => {
        const el = document.querySelector(selector);
        return el
          ? getComputedStyle(el)
              .transitionDuration.split(',')
              .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000))
          : [];
      }),
    );
    expect(durations.flat().length).toBeGreaterThan(0);
    for (const d of durations.flat()) expect(d).toBeLessThanOrEqual(1);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('auto');

    // Without the preference the same home hides what is below the fold until it scrolls in, and menus glide.
    const moving = await suite.open('desktop');
    await suite.goto(moving, '/');
    await expect.poll(() => moving.locator('.reveal--waiting').count()).toBeGreaterThan(0);
    const glide = await moving.evaluate(() => getComputedStyle(document.querySelector('.nav-menu__dropdown')!).transitionDuration);
    expect(parseFloat(glide)).toBeGreaterThan(0);
  });
});
