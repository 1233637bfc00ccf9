// Not a route. The site settings' and the organisation page's queries, for their loaders: loaded when such a page is
// asked for, since a loader's static import would put the console's API into the app every public page loads.
export const loadSiteQueries = () => import('../../features/admin/site/queries.ts');
export const loadOrganizationQueries = () => import('../../features/admin/organization/queries.ts');
