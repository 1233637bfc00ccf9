// This site's origin. In the browser it is the page's; when the server renders a page there is no `location`, and
// the renderer says which origin the page in hand is rendered for.
let renderedFor: (() => string | undefined) | undefined;

export function setRenderOrigin(origin: () => string | undefined) {
  renderedFor = origin;
}

export function siteOrigin(): string {
  if (typeof location !== 'undefined') return location.origin;
  const origin = renderedFor?.();
  if (!origin) throw new Error('siteOrigin: no origin outside the browser');
  return origin;
}
