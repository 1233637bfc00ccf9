import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite, pageReady, tokenOf } from '../helpers/e2e.ts';

// Issue 20, items 4 and 5: 张明's card QR is a signed address of this site; staff check him in at an activity by
// scanning it (the camera's frames read on the page), an altered code is refused, and the public verification page
// tells a genuine card from an altered one.
const suite = e2eSuite();
let cardQr: string;
let activityId: number;

async function api(token: string, path: string) {
  const json = await (await fetch(suite.portal.url + path, { headers: { authorization: `Bearer ${token}` } })).json();
  if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

beforeAll(async () => {
  const token = tokenOf(await suite.signIn('张明'));
  cardQr = (await api(token, '/api/alumuser/info')).cardQr;
  const mine: { signedUp: Array<{ activityId: number; status: string }> } = await api(token, '/api/alumactivity/my');
  activityId = mine.signedUp.find((s) => s.status === 'signed')!.activityId;
}, 120_000);

/** A card's QR code as a photo would show it: a PNG with a white margin. */
const qrPng = (text: string) => QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
/** The same code with one character of its signature changed, as someone making up a card would. */
const altered = () => cardQr.slice(0, -1) + (cardQr.endsWith('A') ? 'B' : 'A');

/**
 * Stands in for the phone's camera: getUserMedia answers a stream of a canvas showing `png` (as a card held up to the
 * camera), so the page's own frame loop and decoder read it.
 */
async function fakeCamera(page: Page, png: Buffer) {
  await page.addInitScript(
    (dataUrl: string) => {
      navigator.mediaDevices.getUserMedia = async () => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d')!;
        const draw = () => {
          context.fillStyle = '#8a8a8a';
          context.fillRect(0, 0, 640, 480);
          context.drawImage(image, 170, 90, 300, 300);
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

async function openActivity(page: Page) {
  await page.goto(`${suite.portal.url}/admin/events/activities`);
  await page.getByTestId('admin-activities').waitFor();
  await page.locator(`a[href="/admin/events/activities/${activityId}"]`).first().click();
  await page.getByTestId('admin-activity').waitFor();
  await page.waitForFunction(() => document.title.startsWith('活动报名与签到'));
}

const count = async (page: Page) => Number(await page.getByTestId('checkin-count').innerText());

describe('console: check-in by the alumni card QR (desktop)', () => {
  it('a reviewer scans 张明 in with the camera and the count rises; a scanned altered code is refused', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await fakeCamera(page, await qrPng(cardQr));
    await openActivity(page);
    const before = await count(page);
    expect(await page.getByTestId('signup-row').filter({ hasText: '张明' }).innerText()).toContain('未签到');

    // An altered code, from a picture: refused, and nothing counted.
    await page.getByTestId('checkin-file').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await qrPng(altered()) });
    const result = page.getByTestId('checkin-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('invalid');
    expect(await result.innerText()).toContain('无效的校友卡二维码');
    expect(await count(page)).toBe(before);

    // 张明's card held up to the camera.
    await page.getByTestId('checkin-camera').click();
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 15_000 }).toBe('checked-in');
    expect(await page.getByTestId('checkin-message').innerText()).toBe('张明 签到成功');
    await expect.poll(() => count(page)).toBe(before + 1);
    await page.getByTestId('signup-filter-checkedIn').click();
    await expect.poll(() => page.getByTestId('signup-row').filter({ hasText: '张明' }).innerText()).toContain('已签到');
    await page.screenshot({ path: '/tmp/admin-activities-checkin-desktop.png', fullPage: true });
    await page.getByTestId('checkin-camera-stop').click();
  });
});

describe('console and verification page (phone)', () => {
  it('at the door on a phone, a typed card number of one already checked in says so', async () => {
    const page = await suite.openConsole('phone', 'editor');
    await openActivity(page);
    const before = await count(page);
    await page.getByTestId('checkin-card-no').fill('bjcc-2016-000315');
    await page.getByTestId('checkin-manual').click();
    const result = page.getByTestId('checkin-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('already');
    expect(await page.getByTestId('checkin-message').innerText()).toMatch(/^张明 已于 .+ 签到，无需重复签到$/);
    expect(await count(page)).toBe(before);
    await page.screenshot({ path: '/tmp/admin-activities-checkin-phone.png', fullPage: true });
  });

  it('anyone scanning 张明’s card sees him as valid; an altered code is called invalid', async () => {
    const page = await suite.open('phone');
    await page.goto(cardQr.replace(/^https?:\/\/[^/]+/, suite.portal.url));
    await pageReady(page);
    const answer = page.getByTestId('card-verify-result');
    await expect.poll(() => answer.getAttribute('data-status')).toBe('valid');
    expect(await page.getByTestId('card-verify-name').innerText()).toBe('张明');
    const text = await answer.innerText();
    for (const part of ['有效的校友卡', '信息工程学院', '2016 届', 'BJCC-2016-000315']) expect(text).toContain(part);
    expect(text).not.toMatch(/138\d{8}|2012030115/);
    await page.screenshot({ path: '/tmp/card-verify-valid-phone.png', fullPage: true });

    await page.goto(altered().replace(/^https?:\/\/[^/]+/, suite.portal.url));
    await expect.poll(() => answer.getAttribute('data-status')).toBe('invalid');
    expect(await answer.innerText()).toContain('无效的校友卡二维码');
    expect(await answer.innerText()).not.toContain('张明');
    await page.screenshot({ path: '/tmp/card-verify-invalid-phone.png', fullPage: true });
  });
});
