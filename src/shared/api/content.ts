import type { SchemaType } from './schema-type.ts';
import { int, record, str, time } from './shapes.ts';

// The public content areas (news, activities, outstanding alumni, organisations, notices): each answers a page of items
// and a detail, the item's fields plus the detail's own plus prev/next neighbours. Written once here, for the
// server's validation and OpenAPI document and the client's types.

export const neighbourSchema = { type: ['object', 'null'], properties: { id: int, title: str } } as const;
export interface Neighbour {
  id: number;
  title: string;
}

export const newsItemSchema = record({ id: int, title: str, summary: str, cover: str, source: str, publishedAt: time });
export const newsDetailExtra = record({ content: str, author: str, views: int });
/** What reporting a view of a news article answers: its views now (the drawn page may carry an older figure). */
export const newsViewsSchema = { type: 'object', required: ['views'], properties: { views: int } } as const;
export type NewsViews = SchemaType<typeof newsViewsSchema>;

export const activityItemSchema = record({
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
});
export const activityDetailExtra = record({ content: str, organizer: str });

export const alumnusItemSchema = record({
  id: int,
  name: str,
  honour: str,
  graduationYear: int,
  faculty: str,
  major: str,
  summary: str,
  photo: str,
  publishedAt: time,
});
export const alumnusDetailExtra = { type: 'object', required: ['content'], properties: { content: str } } as const;

export const ORGANIZATION_KINDS = ['regional', 'industry', 'interest'] as const;
export const organizationItemSchema = record({
  id: int,
  name: str,
  kind: { type: 'string', enum: ORGANIZATION_KINDS },
  region: str,
  summary: str,
  cover: str,
  memberCount: int,
  foundedAt: str,
  publishedAt: time,
});
export const organizationDetailExtra = record({ content: str, leader: str, contact: str });

export const noticeItemSchema = record({ id: int, title: str, publishedAt: time });
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
