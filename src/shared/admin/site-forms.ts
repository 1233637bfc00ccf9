// The console's site settings: the menu, the dictionaries, the alumni card templates, the site's documents, and an
// organisation's own page. Read by the console as the editor types and by the server again.
import { type FormSchema, formSchema } from '../forms.ts';
import { IMAGE_PATH_PATTERN } from '../company-forms.ts';
import { HTML_MAX, organizationForm } from './content-kinds.ts';

export const MENU_OPEN_TYPES = ['route', 'external', 'iframe'] as const;
export type MenuOpenType = (typeof MENU_OPEN_TYPES)[number];

const menuFields = {
  name: { type: 'string', title: '栏目名称', minLength: 1, maxLength: 20 },
  linkUrl: { type: 'string', title: '链接地址', maxLength: 500 },
  openType: { type: 'string', title: '打开方式', maxLength: 10, enum: MENU_OPEN_TYPES },
  visible: { type: 'boolean', title: '是否显示' },
} as const;

const placeFields = {
  pid: { type: 'integer', title: '上级栏目', minimum: 0, maximum: 2147483647 },
  sort: { type: 'integer', title: '排序', minimum: 0, maximum: 100000 },
} as const;

/** PUT /api/admin/site/menu/:id: what a column says and where it leads. */
export const menuItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'openType', 'visible'],
  properties: menuFields,
} as const satisfies FormSchema;

/** POST /api/admin/site/menu: a new column, under `pid` (0: a new root) at `sort`. */
export const newMenuItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'openType', 'visible', 'pid', 'sort'],
  properties: { ...menuFields, ...placeFields },
} as const satisfies FormSchema;

/** POST /api/admin/site/menu/:id/move: another parent, another place among its siblings, or both. */
export const menuMoveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pid', 'sort'],
  properties: placeFields,
} as const satisfies FormSchema;

export type MenuItemValues = { name: string; linkUrl?: string; openType: MenuOpenType; visible: boolean };
export type NewMenuItemValues = MenuItemValues & { pid: number; sort: number };
export type MenuMoveValues = { pid: number; sort: number };

/**
 * The dictionaries the console knows: `list` ones (the footer's links) take new entries and lose old ones, and their
 * values are addresses; in the others each value is a key the portal looks up, so only the label (and order) changes.
 * `images`: the keys whose label is a picture (an uploaded file or one of the portal's own).
 */
export const DICT_RULES: Record<string, { title: string; list?: true; images?: readonly string[] | 'all' }> = {
  footer_school_links: { title: '页脚·学校链接', list: true },
  footer_faculty_links: { title: '页脚·院系链接', list: true },
  site_info: { title: '站点信息', images: ['hero_image', 'logo'] },
  site_contact: { title: '联系方式' },
  site_filing: { title: '备案信息' },
  site_qrcode: { title: '二维码', images: 'all' },
  donation_transfer: { title: '银行转账（捐赠）' },
};

export const isListDict = (type: string) => DICT_RULES[type]?.list === true;
export const isImageEntry = (type: string, value: string) => {
  const images = DICT_RULES[type]?.images;
  return images === 'all' || (images ?? []).includes(value);
};

const dictFields = {
  dictLabel: { type: 'string', title: '名称', minLength: 1, maxLength: 200 },
  dictValue: { type: 'string', title: '取值', minLength: 1, maxLength: 500 },
  sort: { type: 'integer', title: '排序', minimum: 0, maximum: 100000 },
} as const;

/** PUT /api/admin/site/dicts/:id. */
export const dictEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dictLabel', 'dictValue', 'sort'],
  properties: dictFields,
} as const satisfies FormSchema;

/** POST /api/admin/site/dicts: a new entry of a list dictionary. */
export const newDictEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dictType', 'dictLabel', 'dictValue', 'sort'],
  properties: { dictType: { type: 'string', title: '字典类型', minLength: 1, maxLength: 60 }, ...dictFields },
} as const satisfies FormSchema;

export type DictEntryValues = { dictLabel: string; dictValue: string; sort: number };
export type NewDictEntryValues = DictEntryValues & { dictType: string };

export const CARD_LAYOUTS = ['classic', 'light'] as const;
const COLOR = '^#[0-9A-Fa-f]{6}$';

/** PUT /api/admin/site/card-templates/:id: how an alumni card of this template looks. */
export const cardTemplateFormSchema = formSchema(['name', 'active', 'background', 'textColor', 'accentColor', 'layout'], {
  name: { type: 'string', title: '模板名称', minLength: 1, maxLength: 20 },
  active: { type: 'boolean', title: '是否启用' },
  background: { type: 'string', title: '背景图片', maxLength: 200, pattern: IMAGE_PATH_PATTERN, patternMessage: '请上传背景图片' },
  textColor: { type: 'string', title: '文字颜色', maxLength: 7, pattern: COLOR, patternMessage: '颜色应为 #RRGGBB' },
  accentColor: { type: 'string', title: '强调色', maxLength: 7, pattern: COLOR, patternMessage: '颜色应为 #RRGGBB' },
  layout: { type: 'string', title: '版式', maxLength: 10, enum: CARD_LAYOUTS },
});

export type CardTemplateValues = {
  name: string;
  active: boolean;
  background: string;
  textColor: string;
  accentColor: string;
  layout: (typeof CARD_LAYOUTS)[number];
};

/** The site documents staff edit (site_document keys), with their Chinese names. */
export const SITE_DOCUMENT_KEYS = { privacyPolicy: '隐私政策', charter: '校友会章程' } as const;

/** PUT /api/admin/site/documents/:key: the title and the HTML (sanitised when saved). */
export const siteDocumentFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'content'],
  properties: {
    title: { type: 'string', title: '标题', minLength: 2, maxLength: 60 },
    content: { type: 'string', title: '正文', minLength: 1, maxLength: HTML_MAX },
    // The privacy policy's only. On: published as a new version every alumnus must agree to again; off (typo fixes):
    // the version stays.
    newVersion: { type: 'boolean', title: '发布为新版本' },
  },
} as const satisfies FormSchema;
export type SiteDocumentValues = { title: string; content: string; newVersion?: boolean | null };

/** PUT /api/admin/my-organization: the organisation's page; its publish state stays with the content editors. */
export const myOrganizationSchema = {
  type: 'object',
  additionalProperties: false,
  required: organizationForm.required.filter((f) => f !== 'publishState'),
  properties: Object.fromEntries(Object.entries(organizationForm.properties).filter(([f]) => f !== 'publishState' && f !== 'publishedAt')),
} satisfies FormSchema;
