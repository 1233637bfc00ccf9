// Not a route. The publishing pages' guard and loaders, loaded when one of them is asked for: a static import here
// would put the console's API and queries into the app shell every public page loads.
export const loadContentData = () => import('../../../../features/admin/content/route-data.ts');
