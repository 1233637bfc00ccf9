import type { FastifyInstance } from 'fastify';
import type { DataVersion } from './data-version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` on a write that changes nothing a public page shows (a login, a read mark, a private application):
     * server-drawn pages stay cached. Any other successful write makes them be drawn again.
     */
    changesPublicPages?: boolean;
  }
  interface FastifyRequest {
    /** Set by a handler of such a route when this write did change a public figure (an approval adds a member). */
    changedPublicPages?: boolean;
  }
  interface FastifyInstance {
    /** The public data version (data-version.ts): what public answers remembered for a while are keyed on too. */
    publicDataVersion(): number;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every successful write bumps the data version unless its route says it changes nothing public: a forgotten
 * declaration costs a render, never a stale page. Bumped as the answer leaves, after the write has committed, so the
 * writer's next page is drawn from the new data.
 */
export function installPublicWrites(app: FastifyInstance, version: Pick<DataVersion, 'bump' | 'current'>) {
  app.decorate('publicDataVersion', () => version.current());
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.changedPublicPages || request.routeOptions.config?.changesPublicPages !== false;
    // Awaited: the other processes are told before the writer hears back (run 24 read a stale page on the other one).
    if (!reads.has(request.method) && reply.statusCode < 400 && declared) await version.bump();
    return payload;
  });
}
