import { columns as demoColumns, type dicts as demoDicts } from './site.ts';

// 关于我们 and its entries are the demo college's own pages (its charter, its website).
const ABOUT_US = 60;

// What a real deployment starts with: the menu's structure (the demo's menu without the demo college's own pages: every
// entry a page of the portal) and the dictionary keys the pages read, with neutral values for the alumni office to fill
// in the console. Nothing else of the demo college.

export const skeleton: { columns: typeof demoColumns; dicts: typeof demoDicts } = {
  columns: demoColumns.filter(([id, pid]) => id !== ABOUT_US && pid !== ABOUT_US),
  dicts: [
    ['site_info', 'name', '学校名称'],
    ['site_info', 'subtitle', '校友总会'],
    ['site_info', 'slogan', ''],
    ['site_info', 'hero_text', '欢迎回家'],
    ['site_info', 'hero_image', '/media/hero.svg'],
    ['site_info', 'logo', '/media/logo.svg'],
    ['site_info', 'short_name', '校友会'],
    ['site_info', 'mini_program_name', '校友总会'],
    ['site_info', 'card_prefix', 'XYK'],
    ['site_contact', 'address', ''],
    ['site_contact', 'postcode', ''],
    ['site_contact', 'phone', ''],
    ['site_contact', 'email', ''],
    ['site_filing', 'icp', ''],
    ['site_filing', 'police', ''],
    ['site_filing', 'copyright', '版权所有 © 校友总会'],
    ['donation_transfer', 'account_name', ''],
    ['donation_transfer', 'bank', ''],
    ['donation_transfer', 'account_no', ''],
    ['donation_transfer', 'remark', ''],
  ],
};
