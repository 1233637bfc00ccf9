import { mayPerform, type StaffRole } from '../../../shared/admin/roles.ts';
import { notify } from '../../../lib/notify.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { contentKind } from './fields.ts';
import { contentListQueryOptions, contentRecordQueryOptions } from './queries.ts';

// What the publishing routes' guards and loaders use, loaded with the first publishing page (see
// src/routes/admin/_console/content/-load-content.ts).

export { contentKind, contentListQueryOptions, contentRecordQueryOptions };

/** Whether these roles publish; a member of staff who does not is told so (the guard then sends them home). */
export function mayPublish(roles: readonly StaffRole[]): boolean {
  if (mayPerform(roles, 'content')) return true;
  notify({ intent: 'warning', text: adminContentT.forbidden });
  return false;
}
