import type { SchemaType } from './schema-type.ts';
import { organizationForm } from '../admin/content-kinds.ts';
import { adminContentDetailSchema } from './admin-content.ts';
import { int, str } from './shapes.ts';

// The console's site settings answers: the whole menu (hidden columns too), dictionary entries, and an organisation's
// own page. Card templates and site documents answer as the portal reads them (api/account.ts, api/personal.ts).

export const adminMenuItemSchema = {
  $id: 'AdminMenuItem',
  type: 'object',
  required: ['id', 'pid', 'name', 'linkUrl', 'openType', 'sort', 'visible', 'children'],
  properties: {
    id: int,
    pid: int,
    name: str,
    linkUrl: str,
    openType: { type: 'string', enum: ['route', 'external', 'iframe'] },
    sort: int,
    visible: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'AdminMenuItem#' } },
  },
} as const;

/** A column as the console edits it (recursive: FromSchema does not follow the $ref, so it is written here). */
export interface AdminMenuItem {
  id: number;
  pid: number;
  name: string;
  linkUrl: string;
  openType: 'route' | 'external' | 'iframe';
  sort: number;
  visible: boolean;
  children: AdminMenuItem[];
}

export const dictEntrySchema = {
  type: 'object',
  required: ['id', 'dictType', 'dictLabel', 'dictValue', 'sort'],
  properties: { id: int, dictType: str, dictLabel: str, dictValue: str, sort: int },
} as const;
export type DictEntry = SchemaType<typeof dictEntrySchema>;

/** GET /api/admin/site/dicts: one type's entries, or every entry. */
export const dictQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { dictType: { type: 'string', maxLength: 60, description: '字典类型；不给则列出全部' } },
} as const;
export type DictQuery = SchemaType<typeof dictQuerySchema>;

/** The organisation an 组织管理员 looks after, as they edit it, with how it stands with the public. */
export const myOrganizationAnswerSchema = adminContentDetailSchema(organizationForm, ['memberCount']);
