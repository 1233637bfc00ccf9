import { mayPerform, type StaffOperation, type StaffRole } from '../../../shared/admin/roles.ts';

// The console's sections and the operation each needs: a member of staff is shown only the sections their roles
// allow (the server refuses the rest anyway).

export type SectionId =
  'review' | 'events' | 'donations' | 'notices' | 'content' | 'site' | 'staff' | 'audit' | 'organization' | 'erasures';

export interface ConsoleSection {
  id: SectionId;
  operation: StaffOperation;
  /** the section's first page */
  to: string;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { id: 'review', operation: 'review', to: '/admin/review/cards' },
  { id: 'events', operation: 'events', to: '/admin/events/visits' },
  { id: 'donations', operation: 'donations', to: '/admin/donations' },
  { id: 'notices', operation: 'notices', to: '/admin/notices' },
  { id: 'content', operation: 'content', to: '/admin/content/news' },
  { id: 'site', operation: 'site', to: '/admin/site/menu' },
  { id: 'organization', operation: 'organization', to: '/admin/organization' },
  { id: 'staff', operation: 'staff', to: '/admin/staff' },
  { id: 'audit', operation: 'audit', to: '/admin/audit' },
  // Pending erasures name the people asking: shown to whoever may see full ID numbers (审核员, 管理员).
  { id: 'erasures', operation: 'identity', to: '/admin/erasures' },
];

/** The sections a member of staff holding `roles` may use, in the console's order. */
export const sectionsFor = (roles: readonly StaffRole[]): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((s) => mayPerform(roles, s.operation));
