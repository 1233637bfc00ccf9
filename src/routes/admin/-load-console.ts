// Not a route. What the console's route guards and loaders need, loaded when a console page is asked for: a static
// import here would put the console's API and queries into the app shell every public page loads.
export const loadStaffAuth = () => import('../../features/admin/auth/queries.ts');
