/**
 * The addresses the accessibility runs visit, one per page of the route tree (src/routeTree.gen.ts), with real seeded
 * ids for detail pages, in three tables, all checked by tests/e2e/a11y-portal.test.ts, which fails when the tree has a page that none of these tables name.
 */

/** Pages anyone can read, visited signed out. */
export const publicVisits: Record<string, string[]> = {
  '/': ['/'],
  '/article/collegeNews': ['/article/collegeNews'],
  '/article/newDetails/$id': ['/article/newDetails/3'],
  '/article/notices': ['/article/notices'],
  '/article/noticeDetails/$id': ['/article/noticeDetails/2'],
  '/article/activities': ['/article/activities'],
  '/article/activityDetails/$id': ['/article/activityDetails/2'],
  '/article/outstandingAlumni': ['/article/outstandingAlumni'],
  '/article/alumniDetails/$id': ['/article/alumniDetails/1'],
  // Both forms of the optional id: the first embedded page of the menu, and a given one.
  '/iframe/{-$id}': ['/iframe', '/iframe/61'],
  '/error': ['/error', '/error?to=404'],
  '/search': ['/search', '/search?q=%E6%A0%A1%E5%8F%8B'],
  // Without a card's code the page says what it is for; with a forged one, that the card is not valid.
  '/card/verify': ['/card/verify', '/card/verify?c=1.BJCC-2016-000315.1.AAAAAAAAAAAAAAAAAAAAAA'],
  // The sign-in callback without a code: the portal's answer to a broken sign-in.
  '/wxMpQrCodeRedirect': ['/wxMpQrCodeRedirect'],
};

/** The services behind sign-in, visited as 张明 (a verified graduate, so the graduate-only ones open too). */
export const serviceVisits: Record<string, string[]> = {
  '/services/seachSchool': ['/services/seachSchool'],
  '/services/organization': ['/services/organization'],
  '/article/organizationDetails/$id': ['/article/organizationDetails/1'],
  '/services/donate': ['/services/donate'],
  '/article/donationDetails/$id': ['/article/donationDetails/1'],
  '/services/appointment': ['/services/appointment'],
  '/services/map': ['/services/map'],
  '/services/scenery': ['/services/scenery'],
  '/services/addactivities': ['/services/addactivities'],
  '/services/addalumcompany': ['/services/addalumcompany'],
  '/services/alumcompany': ['/services/alumcompany'],
  '/article/alumcompanyDetails/$id': ['/article/alumcompanyDetails/1'],
  '/services/alumcompanyrecruitment': ['/services/alumcompanyrecruitment'],
  '/article/alumcompanyrecruitmentDetails/$id': ['/article/alumcompanyrecruitmentDetails/1'],
  '/services/alumproof': ['/services/alumproof'],
};

/** 张明's own pages (个人中心). */
export const personalVisits: Record<string, string[]> = {
  // The layout and its index are one page, at one address.
  '/my': ['/my'],
  '/my/': ['/my'],
  '/my/message': ['/my/message'],
  '/my/activity': ['/my/activity'],
  '/my/organization': ['/my/organization'],
  '/my/alumCompany': ['/my/alumCompany'],
  '/my/alumInfo': ['/my/alumInfo'],
  '/my/donation': ['/my/donation'],
  // 张明's seeded gift, paid: the page's thanks.
  '/my/donation/$id': ['/my/donation/1'],
  '/my/returnSchool': ['/my/returnSchool'],
  '/my/privacyPolicy': ['/my/privacyPolicy'],
  '/my/accountSettings': ['/my/accountSettings'],
};

/** The staff console's pages: a product of its own, run apart (tests/e2e/a11y-console.test.ts) as 管理员. */
export const isConsolePage = (fullPath: string) => fullPath === '/admin' || fullPath.startsWith('/admin/');

/** The console's pages as 管理员 (who may use every one), with seeded ids; its sign-in page signed out. */
export const consoleVisits: Record<string, string[]> = {
  '/admin/login': ['/admin/login'],
  // Layouts whose address shows their index page.
  '/admin': ['/admin/'],
  '/admin/': ['/admin/'],
  '/admin/account': ['/admin/account'],
  '/admin/staff': ['/admin/staff'],
  '/admin/audit': ['/admin/audit'],
  '/admin/content': ['/admin/content/news'],
  '/admin/content/$kind/': ['/admin/content/news'],
  '/admin/content/$kind/$id': ['/admin/content/news/3'],
  '/admin/content/$kind/new': ['/admin/content/news/new'],
  '/admin/site': ['/admin/site/'],
  '/admin/site/': ['/admin/site/'],
  '/admin/site/menu': ['/admin/site/menu'],
  '/admin/site/dicts': ['/admin/site/dicts'],
  '/admin/site/money': ['/admin/site/money'],
  '/admin/site/card': ['/admin/site/card'],
  '/admin/site/privacy': ['/admin/site/privacy'],
  '/admin/site/charter': ['/admin/site/charter'],
  '/admin/organization': ['/admin/organization/'],
  '/admin/organization/': ['/admin/organization/'],
  '/admin/organization/join-requests': ['/admin/organization/join-requests'],
  '/admin/review': ['/admin/review/'],
  '/admin/review/': ['/admin/review/'],
  '/admin/review/$queue': ['/admin/review/cards'],
  '/admin/events': ['/admin/events/'],
  '/admin/events/': ['/admin/events/'],
  '/admin/events/activities/': ['/admin/events/activities/'],
  '/admin/events/activities/$id': ['/admin/events/activities/2'],
  '/admin/events/visits': ['/admin/events/visits/'],
  '/admin/events/visits/': ['/admin/events/visits/'],
  '/admin/events/visits/slots': ['/admin/events/visits/slots'],
  '/admin/donations/': ['/admin/donations/'],
  '/admin/donations/template': ['/admin/donations/template'],
  // Without WeChat Pay (the a11y runs' portal): the page says there is nothing to reconcile.
  '/admin/donations/reconciliation': ['/admin/donations/reconciliation'],
  '/admin/donations/$id/letter': ['/admin/donations/1/letter'],
  '/admin/notices': ['/admin/notices'],
  '/admin/erasures': ['/admin/erasures'],
  '/admin/alumni/': ['/admin/alumni'],
  // The record a11y-console.test.ts arranges.
  '/admin/alumni/$id': ['/admin/alumni/1'],
  '/admin/alumni/stats': ['/admin/alumni/stats'],
};
