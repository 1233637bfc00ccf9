/** The nine children of /my, in menu order (spec section 2). */
export const personalSections = [
  'message',
  'activity',
  'organization',
  'alumCompany',
  'alumInfo',
  'donation',
  'returnSchool',
  'privacyPolicy',
  'accountSettings',
] as const;
export type PersonalSection = (typeof personalSections)[number];

/** The sections a user's navigation lists: the alumni card is for alumni only. */
export function sectionsFor(userType: string | undefined): readonly PersonalSection[] {
  return userType === 'alumni' ? personalSections : personalSections.filter((s) => s !== 'alumInfo');
}
