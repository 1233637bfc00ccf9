// Two sign-ins live in one browser: an alumnus's and a member of staff's. Each token goes only to its own API, so a
// console page never acts as the alumnus signed in beside it, and a portal page never carries staff rights.

/** Whether a request path (relative to the API base, '/admin/me') belongs to the console's API. */
export const isStaffUrl = (url: string): boolean => /^\/admin(\/|$|\?)/.test(url);

export interface Tokens {
  alumni: string | undefined;
  staff: string | undefined;
}

/** The token a request to `url` carries, if any. */
export const tokenFor = (url: string, tokens: Tokens): string | undefined => (isStaffUrl(url) ? tokens.staff : tokens.alumni);
