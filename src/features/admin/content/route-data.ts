import { contentKind } from './fields.ts';
import { contentListQueryOptions, contentRecordQueryOptions } from './queries.ts';

// What the publishing routes' guards and loaders use, loaded with the first publishing page (see
// src/routes/admin/_console/content/-load-content.ts).

export { contentKind, contentListQueryOptions, contentRecordQueryOptions };
