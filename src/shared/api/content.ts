import type { SchemaType } from './schema-type.ts';

// The public content areas (news, activities, outstanding alumni, organisations, notices): each answers a page of items
// and a detail, the item's fields plus the detail's own plus prev/next neighbours. Written once here, for the
// server's validation and OpenAPI document and the client's types.

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const time = { type: 'string', format: 'date-time' } as const;

export const neighbourSchema = { type: ['object', 'null'], properties: { id: int, title: str } } as const;
export interface Neighbour {
  id: number;
  title: string;
}

export const newsItemSchema = {
  type: 'object',
  required: ['id', 'title', 'summary', 'cover', 'source', 'publishedAt'],
  properties: { id: int, title: str, summary: str, cover: str, source: str, publishedAt: time },
} as const;
export const newsDetailExtra = {
  type: 'object',
  required: ['content', 'author', 'views'],
  properties: { content: str, author: str, views: int },
} as const;
/** What reporting a view of a news article answers: its views now (the drawn page may carry an older figure). */
export const newsViewsSchema = { type: 'object', required: ['views'], properties: { views: int } } as const;
export type NewsViews = SchemaType<typeof newsViewsSchema>;

export const activityItemSchema = {
  type: 'object',
  required: ['id', 'title', 'summary', 'cover', 'place', 'startTime', 'endTime', 'capacity', 'signupDeadline', 'publishedAt'],
  properties: {
    id: int,
    title: str,
    summary: str,
    cover: str,
    place: str,
    startTime: time,
    endTime: time,
    capacity: int,
    signupDeadline: time,
    publishedAt: time,
  },
} as const;
export const activityDetailExtra = {
  type: 'object',
  required: ['content', 'organizer'],
  properties: { content: str, organizer: str },
} as const;

export const alumnusItemSchema = {
  type: 'object',
  required: ['id', 'name', 'honour', 'graduationYear', 'faculty', 'major', 'summary', 'photo', 'publishedAt'],
  properties: {
    id: int,
    name: str,
    honour: str,
    graduationYear: int,
    faculty: str,
    major: str,
    summary: str,
    photo: str,
    publishedAt: time,
  },
} as const;
export const alumnusDetailExtra = { type: 'object', required: ['content'], properties: { content: str } } as const;

export const ORGANIZATION_KINDS = ['regional', 'industry', 'interest'] as const;
export const organizationItemSchema = {
  type: 'object',
  required: ['id', 'name', 'kind', 'region', 'summary', 'cover', 'memberCount', 'foundedAt', 'publishedAt'],
  properties: {
    id: int,
    name: str,
    kind: { type: 'string', enum: ORGANIZATION_KINDS },
    region: str,
    summary: str,
    cover: str,
    memberCount: int,
    foundedAt: str,
    publishedAt: time,
  },
} as const;
export const organizationDetailExtra = {
  type: 'object',
  required: ['content', 'leader', 'contact'],
  properties: { content: str, leader: str, contact: str },
} as const;

export const noticeItemSchema = {
  type: 'object',
  required: ['id', 'title', 'publishedAt'],
  properties: { id: int, title: str, publishedAt: time },
} as const;
export const noticeDetailExtra = { type: 'object', required: ['content'], properties: { content: str } } as const;

/** The detail's schema: the item's fields, the detail's own, and the neighbours. */
export function detailSchema(
  item: { required: readonly string[]; properties: object },
  extra: { required: readonly string[]; properties: object },
) {
  return {
    type: 'object',
    required: [...item.required, ...extra.required],
    properties: { ...item.properties, ...extra.properties, prev: neighbourSchema, next: neighbourSchema },
  };
}

type Detail<Item, Extra> = Item & Extra & { prev: Neighbour | null; next: Neighbour | null };

export type NewsItem = SchemaType<typeof newsItemSchema>;
export type NewsDetail = Detail<NewsItem, SchemaType<typeof newsDetailExtra>>;
export type ActivityItem = SchemaType<typeof activityItemSchema>;
export type ActivityDetail = Detail<ActivityItem, SchemaType<typeof activityDetailExtra>>;
export type AlumnusItem = SchemaType<typeof alumnusItemSchema>;
export type AlumnusDetail = Detail<AlumnusItem, SchemaType<typeof alumnusDetailExtra>>;
export type NoticeItem = SchemaType<typeof noticeItemSchema>;
export type NoticeDetail = Detail<NoticeItem, SchemaType<typeof noticeDetailExtra>>;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export type OrganizationItem = SchemaType<typeof organizationItemSchema>;
export type OrganizationDetail = Detail<OrganizationItem, SchemaType<typeof organizationDetailExtra>>;
