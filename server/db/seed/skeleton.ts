import type { columns as demoColumns, dicts as demoDicts } from './site.ts';

// What a real deployment starts with: the menu's structure (every entry a page of the portal) and the dictionary keys
// the pages read, with neutral values for the alumni office to fill in the console. Nothing of the demo college.

export const skeleton: { columns: typeof demoColumns; dicts: typeof demoDicts } = {
  columns: [
    [1, 0, '校友总会网站', '', 'route'],
    [10, 1, '首页', '/', 'route'],
    [20, 1, '校友动态', '/article/collegeNews', 'route'],
    [21, 20, '学校新闻', '/article/collegeNews', 'route'],
    [22, 20, '校友活动', '/article/activities', 'route'],
    [23, 20, '杰出校友', '/article/outstandingAlumni', 'route'],
    [30, 1, '校友组织', '/services/organization', 'route'],
    [40, 1, '校友服务', '/services/seachSchool', 'route'],
    [41, 40, '校友查询', '/services/seachSchool', 'route'],
    [42, 40, '校友捐赠', '/services/donate', 'route'],
    [43, 40, '返校预约', '/services/appointment', 'route'],
    [44, 40, '校友地图', '/services/map', 'route'],
    [45, 40, '校园风光', '/services/scenery', 'route'],
    [46, 40, '证明补办', '/services/alumproof', 'route'],
    [47, 40, '发起活动', '/services/addactivities', 'route'],
    [50, 1, '校企合作', '/services/alumcompany', 'route'],
    [51, 50, '校友企业', '/services/alumcompany', 'route'],
    [52, 50, '企业招聘', '/services/alumcompanyrecruitment', 'route'],
    [53, 50, '申请入驻', '/services/addalumcompany', 'route'],
  ],
  dicts: [
    ['site_info', 'name', '学校名称'],
    ['site_info', 'subtitle', '校友总会'],
    ['site_info', 'slogan', ''],
    ['site_info', 'hero_text', '欢迎回家'],
    ['site_info', 'hero_image', '/media/hero.svg'],
    ['site_info', 'logo', '/media/logo.svg'],
    ['site_contact', 'address', ''],
    ['site_contact', 'postcode', ''],
    ['site_contact', 'phone', ''],
    ['site_contact', 'email', ''],
    ['site_filing', 'icp', ''],
    ['site_filing', 'police', ''],
    ['site_filing', 'copyright', '版权所有 © 校友总会'],
  ],
};
