import type { FastifyInstance } from 'fastify';

/**
 * Every route the app serves, as `METHOD /path` (HEAD left out), read from Fastify's own route tree, hidden routes
 * included. printRoutes draws a tree: each line is one path segment below the line above it with less indent.
 */
export function routeTable(app: FastifyInstance): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    segments.length = m[1].length / 4;
    segments.push(m[2]);
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) routes.push(`${method} ${segments.join('')}`);
  }
  if (routes.length === 0) throw new Error('could not read the route tree: has printRoutes changed its format?');
  return routes;
}
