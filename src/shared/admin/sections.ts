import { mayPerform, type StaffOperation, type StaffRole } from './roles.ts';

// The console's sections and who is shown each. The server decides (the staff session carries the list, GET
// /api/admin/me); the console draws what it is given. It refuses the rest anyway.

export const CONSOLE_SECTION_IDS = [
  'review',
  'alumni',
  'events',
  'donations',
  'notices',
  'content',
  'site',
  'organization',
  'staff',
  'audit',
  'erasures',
] as const;
export type SectionId = (typeof CONSOLE_SECTION_IDS)[number];

/** The operation each section needs. Pending erasures name the people asking: shown to whoever may see full ID numbers. */
export const SECTION_OPERATIONS: Readonly<Record<SectionId, StaffOperation>> = {
  review: 'review',
  alumni: 'roster',
  events: 'events',
  donations: 'donations',
  notices: 'rosterNotices',
  content: 'content',
  site: 'site',
  organization: 'organization',
  staff: 'staff',
  audit: 'audit',
  erasures: 'identity',
};

/**
 * The sections a member of staff is shown, in the console's order: those their roles allow, and 本组织 only to one who
 * looks after an organisation (a 管理员 may work every organisation's page through 内容管理, but has none of their own).
 */
export const consoleSectionIds = (roles: readonly StaffRole[], organizationId: number | null): SectionId[] =>
  CONSOLE_SECTION_IDS.filter((id) => mayPerform(roles, SECTION_OPERATIONS[id]) && (id !== 'organization' || organizationId !== null));
