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
