// The entry: small on purpose. A page the server drew is complete HTML, so the app's code is fetched only after the
// browser has painted it: the first screen neither waits for ~190 KB of scripts nor shares the connection with them.
// A page drawn here fetches the app at once (the server's index.html preloads it).
import './styles.css';

// For the bench: when the entry ran.
performance.mark('portal:start');

/** Resolves after the next frame has been painted, or soon in a hidden tab (where frames do not run). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 250);
  });
}

/** The route's own modules, named by the server, fetched alongside the app instead of after it. */
function preloadRouteModules() {
  const names = document.querySelector<HTMLMetaElement>('meta[name="portal-route-modules"]')?.content ?? '';
  for (const href of names.split(' ').filter((h) => h.startsWith('/assets/'))) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}

if (document.getElementById('portal-state')) {
  await afterPaint();
  preloadRouteModules();
}
await import('./app/start.tsx');
