import { t } from '../../strings.ts';

/** Each content area's name (when the menu gives none), its list and its records' address. */
export const areas = {
  news: { fallbackTitle: t.sections.news, listPath: '/article/collegeNews', detailPath: '/article/newDetails/$id' },
  activities: { fallbackTitle: t.sections.activities, listPath: '/article/activities', detailPath: '/article/activityDetails/$id' },
  alumni: { fallbackTitle: t.sections.alumni, listPath: '/article/outstandingAlumni', detailPath: '/article/alumniDetails/$id' },
  notices: { fallbackTitle: t.notices.label, listPath: '/article/notices', detailPath: '/article/noticeDetails/$id' },
  organizations: {
    fallbackTitle: t.sections.organizations,
    listPath: '/services/organization',
    detailPath: '/article/organizationDetails/$id',
  },
} as const;

export type Area = keyof typeof areas;
