/** The nine children of /my, in menu order (spec section 2). */
export const personalSections = [
  'message', 'activity', 'organization', 'alumCompany', 'alumInfo', 'donation', 'returnSchool', 'privacyPolicy', 'accountSettings',
] as const;
export type PersonalSection = (typeof personalSections)[number];
