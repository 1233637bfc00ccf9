import type { SchemaType } from './schema-type.ts';

export const provinceStatSchema = {
  type: 'object',
  required: ['province', 'alumniCount', 'organizations'],
  properties: {
    province: { type: 'string' },
    alumniCount: { type: 'integer' },
    organizations: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
} as const;

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export const sceneryPhotoSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'image', 'width', 'height', 'season'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    image: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    season: { type: 'string', enum: SEASONS },
  },
} as const;

export type ProvinceStat = SchemaType<typeof provinceStatSchema>;
export type Season = (typeof SEASONS)[number];
export type SceneryPhoto = SchemaType<typeof sceneryPhotoSchema>;
