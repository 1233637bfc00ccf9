import { SEARCH_NAME_MAX, SEARCH_YEAR_MAX, SEARCH_YEAR_MIN } from '../alumni-search-forms.ts';
import { pageQuerySchema, type FilterOf } from './query.ts';
import type { SchemaType } from './schema-type.ts';

export const searchOptionsSchema = {
  type: 'object',
  required: ['faculties', 'majors', 'years'],
  properties: {
    faculties: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
    majors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'facultyId'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, facultyId: { type: 'integer' } },
      },
    },
    years: { type: 'array', items: { type: 'integer' } },
  },
} as const;

// Deliberately no phone, student number, card number or ID: the serializer drops anything not listed here.
export const alumnusCardSchema = {
  type: 'object',
  required: ['id', 'name', 'graduationYear', 'faculty', 'major'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    graduationYear: { type: ['integer', 'null'] },
    faculty: { type: 'string' },
    major: { type: 'string' },
    city: { type: 'string' },
    company: { type: 'string' },
  },
} as const;

export const privacySettingsSchema = {
  type: 'object',
  required: ['findable', 'showCity', 'showCompany'],
  properties: { findable: { type: 'boolean' }, showCity: { type: 'boolean' }, showCompany: { type: 'boolean' } },
} as const;

export type SearchOptions = SchemaType<typeof searchOptionsSchema>;
export type FacultyOption = SearchOptions['faculties'][number];
export type MajorOption = SearchOptions['majors'][number];
export type AlumnusCard = SchemaType<typeof alumnusCardSchema>;

export const alumniQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    name: { type: 'string', maxLength: SEARCH_NAME_MAX, description: '姓名（包含即可）' },
    graduationYear: { type: 'integer', minimum: SEARCH_YEAR_MIN, maximum: SEARCH_YEAR_MAX, description: '毕业年份' },
    facultyId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '学院编号' },
    majorId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '专业编号' },
  },
} as const;

export type AlumniQuery = SchemaType<typeof alumniQuerySchema>;
export type AlumniFilter = FilterOf<AlumniQuery>;
