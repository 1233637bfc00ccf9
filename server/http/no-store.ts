import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether an answer must never be kept by a browser or a proxy: it answers a route that needs a token (personal, staff
 * or mini-program), or a request that carried one. Such answers hold personal data (a gate list's whole ID numbers), and
 * a disk cache outlives a sign-out.
 */
export const mustNotStore = (request: { secured: boolean; carriesToken: boolean }): boolean => request.secured || request.carriesToken;

const isSecured = (request: FastifyRequest) => !!(request.routeOptions.schema as { security?: unknown[] } | undefined)?.security?.length;

/** One hook for every route: `Cache-Control: no-store` on each answer `mustNotStore` names, errors included. */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (mustNotStore({ secured: isSecured(request), carriesToken: !!request.headers.authorization }))
      reply.header('Cache-Control', 'no-store');
  });
}
