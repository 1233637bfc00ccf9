import type { SchemaType } from './schema-type.ts';

// Response shapes of the site endpoints (menus, dictionaries, notices): Fastify validates and documents with these,
// and the client's types are derived from them.

export const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  required: ['id', 'name', 'linkUrl', 'openType', 'children'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    linkUrl: { type: 'string' },
    openType: { type: 'string', enum: ['route', 'external', 'iframe'] },
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
} as const;

/** The menu item as this server sends it (recursive: FromSchema does not follow the $ref, so it is written here). */
export interface ApiMenuItem {
  id: number;
  name: string;
  linkUrl: string;
  openType: 'route' | 'external' | 'iframe';
  children: ApiMenuItem[];
}

export const dictGroupSchema = {
  type: 'object',
  required: ['dictType', 'dataList'],
  properties: {
    dictType: { type: 'string' },
    dataList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['dictValue', 'dictLabel'],
        properties: { dictValue: { type: 'string' }, dictLabel: { type: 'string' } },
      },
    },
  },
} as const;
export type ApiDictGroup = SchemaType<typeof dictGroupSchema>;

export const noticeTotalSchema = {
  type: 'object',
  required: ['total', 'latest'],
  properties: {
    total: { type: 'integer' },
    latest: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, title: { type: 'string' }, publishedAt: { type: 'string', format: 'date-time' } },
    },
  },
} as const;
