import standins from '../standins/index.ts';
import account from './account.ts';
import adminActivities from './admin-activities.ts';
import adminAudit from './admin-audit.ts';
import adminAuth from './admin-auth.ts';
import adminContent from './admin-content.ts';
import adminReview from './admin-review.ts';
import adminRoster from './admin-roster.ts';
import adminRosterFilters from './admin-roster-filters.ts';
import adminRosterStats from './admin-roster-stats.ts';
import adminDashboard from './admin-dashboard.ts';
import adminInbox from './admin-inbox.ts';
import adminMoney from './admin-money.ts';
import adminDonations from './admin-donations.ts';
import adminDonationGifts from './admin-donation-gifts.ts';
import adminReconciliation from './admin-reconciliation.ts';
import adminNotices from './admin-notices.ts';
import adminSite from './admin-site.ts';
import adminStaff from './admin-staff.ts';
import adminVisits from './admin-visits.ts';
import activitySignup from './activity-signup.ts';
import alumniMap from './alumni-map.ts';
import cardVerify from './card-verify.ts';
import alumniSearch from './alumni-search.ts';
import appointment from './appointment.ts';
import companies from './companies.ts';
import consent from './consent.ts';
import content from './content.ts';
import documentPages from './document-pages.ts';
import donation from './donation.ts';
import erasure from './erasure.ts';
import login from './login.ts';
import loginQr from './login-qr.ts';
import messages from './messages.ts';
import mp from './mp.ts';
import myData from './my-data.ts';
import newsViews from './news-views.ts';
import organizationJoin from './organization-join.ts';
import personal from './personal.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import proof from './proof.ts';
import scenery from './scenery.ts';
import search from './search.ts';
import site from './site.ts';
import uploads from './uploads.ts';

/**
 * Every route module, registered the same way by app.ts (`app.register(plugin, { db, config, cipher, uploads, payments })`), in the order the
 * OpenAPI document lists them. A new module is one import and one line here.
 */
export const routePlugins: RoutePlugin[] = [
  site,
  content,
  newsViews,
  search,
  login,
  loginQr,
  mp,
  account,
  messages,
  uploads,
  activitySignup,
  alumniMap,
  alumniSearch,
  cardVerify,
  appointment,
  companies,
  donation,
  organizationJoin,
  personal,
  documentPages,
  myData,
  consent,
  erasure,
  proof,
  scenery,
  standins,
  adminAuth,
  adminStaff,
  adminAudit,
  adminContent,
  adminSite,
  adminMoney,
  adminReview,
  adminActivities,
  adminDashboard,
  adminInbox,
  adminDonations,
  adminDonationGifts,
  adminReconciliation,
  adminNotices,
  adminVisits,
  adminRoster,
  adminRosterFilters,
  adminRosterStats,
];
