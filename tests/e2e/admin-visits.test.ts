import ExcelJS from 'exceljs';
import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { e2eSuite, keepScreenshot, pageReady, tokenOf } from '../helpers/e2e.ts';

// The console's 返校与活动, on one portal (its start is most of what a short file costs).
// 返校预约 at the gate: today's list, a visitor checked in (the count rises), the list downloaded as a workbook and
// read back; 内容编辑 sees masked ID numbers, 审核员 whole ones. The public form books from tomorrow on, so today's
// bookings are arranged in the database, one per size.
// Activities (issue 20, items 4 and 5): 张明's card QR is a signed address of this site; staff check him in at an
// activity by scanning it (the camera's frames read on the page), an altered code is refused, and the public
// verification page tells a genuine card from an altered one.
const today = chinaDate(0);
const bookings = {
  desktop: {
    slot: '上午',
    plate: '浙A7K2Q9',
    visitors: [
      ['张明', '330102199003071230'],
      ['林晓雯', '33010619910520452X'],
    ],
  },
  phone: { slot: '下午', plate: '浙B2M8K6', visitors: [['王建国', '110105198501010020']] },
} as const;
const ids = {} as Record<keyof typeof bookings, number>;

async function arrange(db: Db) {
  const [user] = await db.query<{ id: number }>("select id from app_user where name = '张明' limit 1");
  for (const [size, b] of Object.entries(bookings) as Array<[keyof typeof bookings, (typeof bookings)['desktop' | 'phone']]>) {
    const [slot] = await db.query<{ id: number }>('select id from visit_slot where name = $1', [b.slot]);
    const [row] = await db.query<{ id: number }>(
      `insert into appointment (user_id, visit_date, slot_id, visitor_count, car_plate, reason)
       values ($1, $2::date, $3, $4, $5, '毕业二十周年返校，参观校史馆') returning id`,
      [user.id, today, slot.id, b.visitors.length, b.plate],
    );
    for (const [name, idNumber] of b.visitors) {
      await db.query('insert into appointment_visitor (appointment_id, name, id_number) values ($1, $2, $3)', [row.id, name, idNumber]);
    }
    await db.query('insert into slot_booking (visit_date, slot_id, booked) values ($1::date, $2, $3)', [today, slot.id, b.visitors.length]);
    ids[size] = row.id;
  }
  // 张明's activity opens its door now (an hour before a start half an hour away); two more alumni signed up to it.
  const [{ activity }] = await db.query<{ activity: number }>(
    `select s.activity_id as activity from activity_signup s join app_user u on u.id = s.user_id
      where u.name = '张明' and s.status = 'signed' order by s.id limit 1`,
  );
  await db.query(
    `update activity set start_time = now() + interval '30 minutes', end_time = now() + interval '4 hours',
       signup_deadline = now() + interval '10 minutes' where id = $1`,
    [activity],
  );
  others = await db.query<{ id: number; name: string; cardNo: string }>(
    `select id, name, card_no as "cardNo" from app_user where card_no like 'BJCC-%' and name not in ('张明', '李华')
      and not exists (select 1 from activity_signup s where s.user_id = app_user.id and s.activity_id = $1)
      and name not in (select name from app_user group by name having count(*) > 1) order by id limit 2`,
    [activity],
  );
  for (const other of others) await db.query('insert into activity_signup (activity_id, user_id) values ($1, $2)', [activity, other.id]);
  await db.query('update activity set signed_count = signed_count + $2 where id = $1', [activity, others.length]);
}
/** Two alumni besides 张明 signed up to his activity: one checks in by a typed number, one is ticked by name. */
let others: Array<{ id: number; name: string; cardNo: string }> = [];
const suite = e2eSuite({ arrange });

const count = async (page: Page, which: 'arrived' | 'expected') => Number(await page.getByTestId(`gate-${which}`).innerText());

describe('console: the gate list of campus visits', () => {
  it('内容编辑 (desktop) opens today’s list from the console, sees masked ID numbers, checks each visitor in, downloads the workbook', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    await page.getByTestId('console-nav-events').click();
    await page.getByTestId('admin-gate').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/events/visits');
    await page.waitForFunction(() => document.title.startsWith('门岗名单'));
    expect(await page.getByTestId('gate-date').inputValue()).toBe(today);

    const row = page.getByTestId(`gate-booking-${ids.desktop}`);
    expect(await row.getByTestId('gate-id-number').allInnerTexts()).toEqual(['3301**********1230', '3301**********452X']);
    expect(await row.getByTestId('gate-plate').innerText()).toBe('浙A7K2Q9');
    expect(await count(page, 'expected')).toBe(3);

    // Searching by the plate as read out at the gate leaves only that car's booking.
    await page.getByTestId('gate-search').fill('浙a 7k2');
    await expect.poll(() => page.locator('[data-testid^="gate-booking-"]').count()).toBe(1);
    // Each visitor is checked in on their own: 张明 first, then 林晓雯 when she reaches the gate.
    const before = await count(page, 'arrived');
    const visitor = (name: string) => row.getByTestId('gate-visitor').filter({ hasText: name });
    await visitor('张明').getByTestId('gate-check-in').click();
    await expect.poll(() => count(page, 'arrived')).toBe(before + 1);
    expect(await visitor('张明').getByTestId('gate-arrived-by').innerText()).toContain('吴编辑');
    expect(await visitor('林晓雯').getByTestId('gate-arrived-by').count()).toBe(0);
    expect(await row.getByTestId('gate-status').innerText()).toBe('已到校');
    await visitor('林晓雯').getByTestId('gate-check-in').click();
    await expect.poll(() => count(page, 'arrived')).toBe(before + 2);
    expect(await visitor('林晓雯').getByTestId('gate-arrived-by').innerText()).toContain('吴编辑');
    expect(await row.getByTestId('gate-check-in').count()).toBe(0);
    await keepScreenshot(page, '/tmp/admin-visits-gate-desktop.png', { fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByTestId('gate-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`门岗名单-${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((r) =>
      rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? 'date' : String(v ?? '')))),
    );
    expect(rows[0].slice(0, 8)).toEqual(['时段', '预约编号', '来访人', '身份证号', '车牌号', '同行人数', '预约人', '状态']);
    const mine = rows.filter((r) => r[1] === String(ids.desktop));
    expect(mine.map((r) => [r[2], r[3], r[4], r[7]])).toEqual([
      ['张明', '3301**********1230', '浙A7K2Q9', '已到校'],
      ['林晓雯', '3301**********452X', '', '已到校'],
    ]);

    // Tomorrow's list is read, not worked: no check-in before the day.
    await page.getByTestId('gate-next').click();
    await page.getByTestId('gate-today').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(chinaDate(1));
    expect(await page.getByTestId('gate-id-note').innerText()).toContain('不是今天');
    expect(await page.getByTestId('gate-check-in').count()).toBe(0);
  });

  it('审核员 (phone) sees whole ID numbers and checks in with the large button', async () => {
    const page = await suite.openConsole('phone', 'reviewer');
    await page.goto(`${suite.portal.url}/admin/events/visits`);
    await page.getByTestId('admin-gate').waitFor();
    const card = page.getByTestId(`gate-booking-${ids.phone}`);
    expect(await card.getByTestId('gate-id-number').innerText()).toBe('110105198501010020');
    expect(await page.getByTestId('gate-id-note').innerText()).toContain('每次查看都会记入审计日志');
    const before = await count(page, 'arrived');
    const button = card.getByTestId('gate-check-in');
    // Large enough for a thumb at the gate.
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThan(300);
    await keepScreenshot(page, '/tmp/admin-visits-gate-phone.png', { fullPage: true });
    await button.click();
    await expect.poll(() => count(page, 'arrived')).toBe(before + 1);
    expect(await card.getByTestId('gate-status').innerText()).toBe('已到校');

    // That the view is in the audit log (and an editor's is not) is the server's: tests/server/admin-visits.test.ts.
  });

  it('时段与容量 (desktop): a holiday closes a day; a slot’s default capacity is edited', async () => {
    const page = await suite.openConsole('desktop', 'editor');
    await page.goto(`${suite.portal.url}/admin/events/visits/slots`);
    await page.getByTestId('admin-visit-slots').waitFor();
    const day = chinaDate(10);
    await page.getByTestId('visit-override-create').click();
    const form = page.getByTestId('visit-override-form');
    await form.locator('input[name="visitDate"]').fill(day);
    await form.locator('input[name="note"]').fill('元旦假期');
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/events/visits/overrides' && r.request().method() === 'PUT',
    );
    await page.getByTestId('visit-override-form-submit').click();
    const id = (await (await saved).json()).data.id as number;
    await page.getByTestId(`visit-override-${id}`).getByText('元旦假期').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(await page.getByTestId(`visit-override-${id}`).innerText()).toContain(day);
    await keepScreenshot(page, '/tmp/admin-visits-slots-desktop.png', { fullPage: true });

    // A slot's default capacity, edited in its dialog.
    const evening = page.getByTestId(/^visit-slot-\d+$/).filter({ hasText: '傍晚' });
    await evening.getByTestId('visit-slot-edit').click();
    const slotForm = page.getByTestId('visit-slot-form');
    const capacity = slotForm.locator('input[name="capacity"]');
    expect(await capacity.inputValue()).toBe('30');
    await capacity.fill('40');
    await keepScreenshot(page, '/tmp/admin-visits-slot-dialog-desktop.png');
    await page.getByTestId('visit-slot-form-submit').click();
    await slotForm.waitFor({ state: 'detached' });
    await evening.getByText('40 人').waitFor();
  });

  // On a phone each slot is a card: its edit button opens the dialog (laid out for the phone), and the card shows the
  // new capacity. Closing a day is the same form either way (the desktop test above).
  it('时段与容量 (phone): a slot’s card opens its dialog, and shows the capacity saved', async () => {
    const page = await suite.openConsole('phone', 'editor');
    await page.goto(`${suite.portal.url}/admin/events/visits/slots`);
    await page.getByTestId('admin-visit-slots').waitFor();
    const evening = page.getByTestId(/^visit-slot-\d+$/).filter({ hasText: '傍晚' });
    expect(await evening.evaluate((e) => e.tagName)).toBe('LI');
    await keepScreenshot(page, '/tmp/admin-visits-slots-phone.png', { fullPage: true });
    await evening.getByTestId('visit-slot-edit').click();
    const slotForm = page.getByTestId('visit-slot-form');
    const capacity = slotForm.locator('input[name="capacity"]');
    expect(await capacity.inputValue()).toBe('40');
    await capacity.fill('45');
    await keepScreenshot(page, '/tmp/admin-visits-slot-dialog-phone.png');
    await page.getByTestId('visit-slot-form-submit').click();
    await slotForm.waitFor({ state: 'detached' });
    await evening.getByText('45 人').waitFor();
  });
});

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

const checkins = async (page: Page) => Number(await page.getByTestId('checkin-count').innerText());

describe('console: check-in by the alumni card QR (desktop)', () => {
  it('a reviewer scans 张明 in with the camera and the count rises; a scanned altered code is refused', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await fakeCamera(page, await qrPng(cardQr));
    await openActivity(page);
    const before = await checkins(page);
    expect(await page.getByTestId('signup-row').filter({ hasText: '张明' }).innerText()).toContain('未签到');

    // An altered code, from a picture: refused, and nothing counted.
    await page.getByTestId('checkin-file').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await qrPng(altered()) });
    const result = page.getByTestId('checkin-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('invalid');
    expect(await result.innerText()).toContain('无效的校友卡二维码');
    expect(await checkins(page)).toBe(before);

    // 张明's card held up to the camera.
    await page.getByTestId('checkin-camera').click();
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 15_000 }).toBe('checked-in');
    expect(await page.getByTestId('checkin-message').innerText()).toBe('张明 签到成功');
    await expect.poll(() => checkins(page)).toBe(before + 1);
    await page.getByTestId('signup-filter-checkedIn').click();
    await expect.poll(() => page.getByTestId('signup-row').filter({ hasText: '张明' }).innerText()).toContain('已签到');
    await keepScreenshot(page, '/tmp/admin-activities-checkin-desktop.png', { fullPage: true });
    await page.getByTestId('checkin-camera-stop').click();
  });
});

describe('console and verification page (phone)', () => {
  it('at the door on a phone, a typed card number of one already checked in says so', async () => {
    const page = await suite.openConsole('phone', 'editor');
    await openActivity(page);
    const before = await checkins(page);
    await page.getByTestId('checkin-card-no').fill('bjcc-2016-000315');
    await page.getByTestId('checkin-manual').click();
    const result = page.getByTestId('checkin-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('already');
    expect(await page.getByTestId('checkin-message').innerText()).toMatch(/^张明 已于 .+ 签到，无需重复签到$/);
    expect(await checkins(page)).toBe(before);
    await keepScreenshot(page, '/tmp/admin-activities-checkin-phone.png', { fullPage: true });
  });

  it('at the door on a phone: a spaced lowercase number, a name ticked on the list, a walk-in; another screen follows', async () => {
    const [typed, ticked] = others;
    const page = await suite.openConsole('phone', 'editor');
    const other = await suite.openConsole('phone', 'reviewer');
    await openActivity(other);
    await openActivity(page);
    const before = await checkins(page);
    const result = page.getByTestId('checkin-result');

    // The number as someone reads it off the card: lower case, spaces for hyphens.
    const [prefix, year, serial] = typed.cardNo.split('-');
    await page.getByTestId('checkin-card-no').fill(`${prefix.toLowerCase()} ${year} ${serial}`);
    await page.getByText(`将按卡号 ${typed.cardNo} 签到`).waitFor();
    await page.getByTestId('checkin-manual').click();
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('checked-in');
    expect(await page.getByTestId('checkin-message').innerText()).toBe(`${typed.name} 签到成功`);
    await expect.poll(() => checkins(page)).toBe(before + 1);

    // No card at hand: found by name on the list and ticked.
    await page.getByTestId('signup-search').fill(ticked.name);
    const row = page.getByTestId('signup-row').filter({ hasText: ticked.name });
    await expect.poll(() => page.getByTestId('signup-row').count()).toBe(1);
    await row.getByTestId('signup-tick').click();
    await expect.poll(() => page.getByTestId('checkin-message').innerText()).toBe(`${ticked.name} 签到成功`);
    await expect.poll(() => row.innerText()).toContain('已签到');
    await expect.poll(() => checkins(page)).toBe(before + 2);

    // Someone who did not sign up, let in at the door.
    const walkIns = Number(await page.getByTestId('walk-in-count').innerText());
    await page.getByTestId('walk-in-name').fill('王来宾');
    await page.getByTestId('walk-in-phone').fill('13900001111');
    await page.getByTestId('walk-in-submit').click();
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('walk-in');
    await expect.poll(() => checkins(page)).toBe(before + 3);
    expect(Number(await page.getByTestId('walk-in-count').innerText())).toBe(walkIns + 1);
    expect(await page.getByTestId('walk-in-row').filter({ hasText: '王来宾' }).innerText()).toContain('139****1111');
    await keepScreenshot(page, '/tmp/admin-activities-door-phone.png', { fullPage: true });

    // The other screen, untouched, follows the live counter: its count and its lists.
    await expect.poll(() => checkins(other), { timeout: 15_000 }).toBe(before + 3);
    await expect.poll(() => other.getByTestId('signup-row').filter({ hasText: ticked.name }).innerText()).toContain('已签到');
    await expect.poll(() => other.getByTestId('walk-in-row').filter({ hasText: '王来宾' }).count()).toBe(1);
    await keepScreenshot(other, '/tmp/admin-activities-door-other-phone.png', { fullPage: true });
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
    await keepScreenshot(page, '/tmp/card-verify-valid-phone.png', { fullPage: true });

    await page.goto(altered().replace(/^https?:\/\/[^/]+/, suite.portal.url));
    await expect.poll(() => answer.getAttribute('data-status')).toBe('invalid');
    expect(await answer.innerText()).toContain('无效的校友卡二维码');
    expect(await answer.innerText()).not.toContain('张明');
    await keepScreenshot(page, '/tmp/card-verify-invalid-phone.png', { fullPage: true });
  });
});
