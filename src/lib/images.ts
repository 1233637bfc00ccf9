import { config } from '../config.ts';
import { siteOrigin } from './origin.ts';
import { originOf, safeImageUrl } from './urls.ts';

/**
 * Where pictures named by the API may come from: this site, and the API's host when the API lives elsewhere (its
 * uploads). Any other host would learn who reads what (a tracking pixel), and the CSP's img-src refuses it anyway.
 */
export function imageOrigins(): string[] {
  const api = originOf(config.apiBase);
  const site = siteOrigin();
  return api && api !== site ? [site, api] : [site];
}

/** The `src` for a picture the API names (a path when it is this site's), or undefined so that nothing loads. */
export function imageSrc(raw: string | null | undefined): string | undefined {
  const safe = safeImageUrl(raw, imageOrigins());
  if (!safe) return undefined;
  const url = new URL(safe);
  return url.origin === siteOrigin() ? url.pathname + url.search + url.hash : safe;
}
