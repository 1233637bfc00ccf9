import type { SectionId } from '../../../shared/admin/sections.ts';

// Where each console section starts. Which sections a member of staff is shown, the server decides
// (src/shared/admin/sections.ts): the staff session carries them.

export type { SectionId };

export interface ConsoleSection {
  id: SectionId;
  /** the section's first page */
  to: string;
}

const FIRST_PAGES: Readonly<Record<SectionId, string>> = {
  review: '/admin/review/cards',
  alumni: '/admin/alumni',
  events: '/admin/events/visits',
  donations: '/admin/donations',
  notices: '/admin/notices',
  content: '/admin/content/news',
  site: '/admin/site/menu',
  organization: '/admin/organization',
  staff: '/admin/staff',
  audit: '/admin/audit',
  erasures: '/admin/erasures',
};

/** The sections the session lists, with their first pages, in the order given. */
export const sectionsFor = (ids: readonly SectionId[]): ConsoleSection[] => ids.map((id) => ({ id, to: FIRST_PAGES[id] }));
