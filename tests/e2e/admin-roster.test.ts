import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appReady, e2eSuite } from '../helpers/e2e.ts';

// 校友信息库 (issue 32): a 审核员 imports a 5-row CSV with 2 bad rows and sees the 2 problems, imports the fixed file,
// finds a record by part of the name, opens it, edits a field, and undoes the import; the list at phone size.
const suite = e2eSuite();

const HEADER = '姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历';
const good = [
  '周一鸣,E2016001,男,计算机学院,软件工程,软件1201,2012,2016,本科',
  '吴晓岚,E2016002,女,计算机学院,网络工程,网络1201,2012,2016,本科',
  '郑建华,E2017003,男,经济管理学院,会计学,会计1301,2013,2017,本科',
  '冯思远,E2017004,男,经济管理学院,金融学,金融1301,2013,2017,本科',
  '陈若溪,E2018005,女,外国语学院,英语,英语1401,2014,2018,本科',
];
const bad = [
  good[0],
  ',E2016002,女,计算机学院,网络工程,网络1201,2012,2016,本科',
  good[2],
  good[3].replace(',2017,本科', ',20x7,本科'),
  good[4],
];
/** The console's page at `path` (the console has no portal footer to wait for). */
async function openAt(page: Page, path: string) {
  await page.goto(suite.portal.url + path);
  await appReady(page);
}
const file = (rows: readonly string[], header = HEADER, name = '花名册.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8'),
});

describe('校友信息库', () => {
  it('a 审核员 imports a roster, finds and edits a record, and undoes the import; the list fits a phone', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await openAt(page, '/admin/alumni');
    await page.getByTestId('admin-roster').waitFor();

    await page.getByTestId('roster-file').setInputFiles(file(bad));
    await page.getByTestId('roster-preview').click();
    const problems = page.getByTestId('roster-problem');
    await expect
      .poll(() => problems.allInnerTexts())
      .toEqual(['第 3 行（学号 E2016002） 缺少姓名', '第 5 行（冯思远，学号 E2017004） 毕业年份“20x7”不是有效年份']);
    expect(await page.getByTestId('roster-confirm').count()).toBe(0);

    await page.getByTestId('roster-file').setInputFiles(file(good));
    await page.getByTestId('roster-preview').click();
    await page.getByText('共 5 行：新增 5 条，更新 0 条，未变 0 条').waitFor();
    // While the file goes up and the server writes, a bar says so: the answer is held until the page has shown it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/alumni/import', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('roster-confirm').click();
    // Intercepted, the request's upload reports no progress here; sent, its share or the server's part.
    await expect.poll(() => page.getByTestId('roster-progress').innerText()).toMatch(/^(正在上传文件 \d+%|正在写入花名册…)$/);
    release();
    await page.getByTestId('roster-progress').waitFor({ state: 'detached' });
    await page.getByTestId('roster-batch').filter({ hasText: '花名册.csv（reviewer）：新增 5 条' }).waitFor();

    await page.getByTestId('roster-filter-keyword').fill('晓岚');
    await page.getByTestId('roster-search').click();
    const rows = page.getByTestId('roster-row');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('吴晓岚')]);
    await rows.first().getByTestId('roster-open').click();
    await page.getByTestId('admin-roster-record').waitFor();
    await page.getByTestId('roster-edit-field').selectOption('city');
    await page.getByTestId('roster-edit-value').fill('杭州');
    await page.getByTestId('roster-edit-save').click();
    await page.getByTestId('roster-record').getByText('杭州').waitFor();
    await page.getByTestId('roster-tag-input').fill('校友导师');
    await page.getByTestId('roster-tag-add').click();
    await expect.poll(() => page.getByTestId('roster-tag').allInnerTexts()).toEqual(['校友导师']);

    // The list at phone size: cards, nothing wider than the screen.
    const phone = await suite.openConsole('phone', 'reviewer');
    await openAt(phone, '/admin/alumni');
    await expect.poll(() => phone.getByTestId('roster-row').count()).toBe(5);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: '返回校友信息库' }).click();
    await page.getByTestId('roster-undo').click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('roster-batch').filter({ hasText: '已撤销' }).waitFor();
    await page.getByText('没有符合条件的记录').waitFor();
  });

  it('管理员 saves the records of one city as a filter and sends a notice that reaches its one registered alumnus', async () => {
    const page = await suite.openConsole('desktop', 'admin');
    await openAt(page, '/admin/alumni');
    // 2012030115 is 张明's 学号 (a registered alumnus); the other two have no portal account.
    const rows = [
      '张明,2012030115,男,信息工程学院,计算机科学与技术,计算机1201,2012,2016,本科,杭州市',
      '钱文静,E2016101,女,信息工程学院,计算机科学与技术,计算机1201,2012,2016,本科,杭州市',
      '孙立,E2016102,男,信息工程学院,计算机科学与技术,计算机1201,2012,2016,本科,宁波市',
    ];
    await page.getByTestId('roster-file').setInputFiles(file(rows, `${HEADER},所在城市`, '城市.csv'));
    await page.getByTestId('roster-preview').click();
    await page.getByTestId('roster-confirm').click();
    await page.getByTestId('roster-batch').filter({ hasText: '城市.csv（admin）：新增 3 条' }).waitFor();

    // 保存筛选 waits for a criterion; then names the one applied.
    await expect.poll(() => page.getByTestId('roster-save-filter').isDisabled()).toBe(true);
    await page.getByTestId('roster-filter-city').selectOption('杭州市');
    await page.getByTestId('roster-search').click();
    await expect.poll(() => page.getByTestId('roster-row').count()).toBe(2);
    await page.getByTestId('roster-save-filter').click();
    await page.getByTestId('roster-filter-name').fill('杭州校友');
    await page.getByTestId('roster-filter-confirm').click();
    const saved = page.getByTestId('roster-saved-filter');
    await expect.poll(() => saved.allInnerTexts()).toEqual([expect.stringMatching(/杭州校友\s*杭州市/)]);

    await openAt(page, '/admin/notices');
    await page.getByRole('radio', { name: '花名册筛选' }).check();
    await page.locator('select[name="rosterFilterId"]').selectOption({ label: '杭州校友（1 人）' });
    await expect.poll(() => page.getByTestId('notice-recipients').innerText()).toBe('将发送给花名册筛选「杭州校友」，共 1 人');
    await page.locator('input[name="title"]').fill('杭州校友冬季聚会');
    await page.locator('textarea[name="content"]').fill('12 月 20 日晚，滨江见。');
    await page.getByTestId('notice-send').click();
    await page.getByTestId('notice-confirm-send').click();
    const sent = page.getByTestId('notice-row').filter({ hasText: '杭州校友冬季聚会' });
    await sent.waitFor();
    expect(await sent.getByTestId('notice-count').innerText()).toBe('1 人');

    // 统计: the same three records by city, their rate, and the chart drawn.
    await openAt(page, '/admin/alumni');
    await page.getByTestId('roster-stats-link').click();
    const byCity = page.getByTestId('roster-stats-city');
    await expect
      .poll(() => byCity.getByTestId('roster-stats-row').allInnerTexts())
      .toEqual([expect.stringMatching(/^杭州市\s+2\s+1\s+50\.0%$/), expect.stringMatching(/^宁波市\s+1\s+0\s+0\.0%$/)]);
    // The cities on the map of China: both are in 浙江.
    await byCity.getByTestId('province-count-map').locator('[data-province="浙江"][aria-label="浙江：花名册校友 3 人"]').waitFor();
    await page.getByTestId('roster-stats-year').locator('[data-testid="roster-stats-chart"][data-drawn="true"]').waitFor();
  });

  it('a 审核员 edits a field from its current value, and merges a likely duplicate choosing per field in a dialog', async () => {
    const page = await suite.openConsole('desktop', 'reviewer');
    await openAt(page, '/admin/alumni');
    const rows = [
      '林海,E2019001,男,外国语学院,日语,日语1501,2015,2019,本科,',
      '林海,E2019901,男,外国语学院,日语,日语1501,2015,2019,硕士,宁波市',
    ];
    await page.getByTestId('roster-file').setInputFiles(file(rows, `${HEADER},所在城市`, '重复.csv'));
    await page.getByTestId('roster-preview').click();
    await page.getByTestId('roster-confirm').click();
    await page.getByTestId('roster-batch').filter({ hasText: '重复.csv（reviewer）：新增 2 条' }).waitFor();
    await page.getByTestId('roster-filter-keyword').fill('E2019001');
    await page.getByTestId('roster-search').click();
    await expect.poll(() => page.getByTestId('roster-row').count()).toBe(1);
    await page.getByTestId('roster-open').click();

    // 修改字段 starts from the field's current value.
    await page.getByTestId('roster-edit-field').selectOption('degree');
    await expect.poll(() => page.getByTestId('roster-edit-value').inputValue()).toBe('本科');
    await page.getByTestId('roster-edit').getByText('当前内容：本科').waitFor();

    // The likely duplicate (same name and 届) is suggested; a 学号 that finds nothing says so.
    const merge = page.getByTestId('roster-merge');
    const suggestion = merge.getByTestId('roster-merge-suggestion');
    await expect
      .poll(() => suggestion.allInnerTexts())
      .toEqual([expect.stringMatching(/林海（学号 E2019901，2019 届 · 外国语学院）\s*同名同届/)]);
    await merge.getByTestId('roster-merge-no').fill('E2099999');
    await merge.getByTestId('roster-merge-find').click();
    await merge.getByText('未找到学号为 E2099999 的其他记录').waitFor();

    await suggestion.getByRole('button', { name: '比较学号 E2019901 的记录并合并' }).click();
    const dialog = page.getByTestId('roster-merge-dialog');
    const fields = dialog.getByTestId('roster-merge-field');
    await expect.poll(() => fields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).toEqual(['degree', 'city']);
    // Side by side: this record's value and the other's; an empty city takes the other's unless the clerk says otherwise.
    const degree = dialog.getByRole('radiogroup', { name: '学历：合并后保留' });
    expect(await degree.getByRole('radio', { name: '本记录：本科' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: '另一条记录：宁波市' }).isChecked()).toBe(true);
    // By keyboard: the arrow key moves the choice to the other record's 硕士.
    await degree.getByRole('radio', { name: '本记录：本科' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await degree.getByRole('radio', { name: '另一条记录：硕士' }).isChecked()).toBe(true);
    await dialog.getByTestId('roster-merge-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    const facts = page.getByTestId('roster-record');
    await facts.getByText('E2019901').waitFor();
    await expect(facts.innerText()).resolves.toMatch(/学历\s*硕士[\s\S]*所在城市\s*宁波市[\s\S]*曾用学号\s*E2019901/);
    await merge.getByTestId('roster-merge-none').waitFor();

    // The list finds the record by its former 学号, and holds one 林海.
    await page.getByRole('link', { name: '返回校友信息库' }).click();
    await page.getByTestId('roster-filter-keyword').fill('E2019901');
    await page.getByTestId('roster-search').click();
    await expect.poll(() => page.getByTestId('roster-row').allInnerTexts()).toEqual([expect.stringContaining('E2019001')]);
  });
});
