import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../src/shared/admin/ledger.ts';
import type { SiteIdentity } from '../../src/shared/site-identity.ts';
import type { DataVersion } from './data-version.ts';

// The college's names (站点设置) where the build has only neutral placeholders: the page shell's title, description and
// home-screen title, and the web app manifest, answered at run time so another college needs no rebuild.

export interface IdentitySource {
  /** The identity as last read (the build's neutral one before the first read). */
  current(): SiteIdentity;
  /**
   * The identity as of the public data version now: read again once a console write has changed it. Never fails: when
   * the database cannot be read the last identity serves (a page still goes out), and the next caller reads again.
   */
  fresh(): Promise<SiteIdentity>;
}

/** Read once per public data version: every console write bumps it (public-writes.ts), here or in another process. */
export function identitySource(
  read: () => Promise<SiteIdentity>,
  version: Pick<DataVersion, 'current'>,
  neutral: SiteIdentity,
): IdentitySource {
  let held: { version: number; identity: Promise<SiteIdentity> } | undefined;
  let last = neutral;
  return {
    current: () => last,
    fresh() {
      const now = version.current();
      if (held?.version !== now) {
        const identity: Promise<SiteIdentity> = read().then(
          (i) => (last = i),
          () => {
            if (held?.identity === identity) held = undefined;
            return last;
          },
        );
        held = { version: now, identity };
      }
      return held.identity;
    },
  };
}

/** index.html with the college's title, description and home-screen title in place of the build's placeholders. */
export function withIdentity(html: string, identity: SiteIdentity, title = escapeHtml(identity.fullName)): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(identity.description)}"`)
    .replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(identity.shortName)}"`,
    );
}

/** The build's manifest (icons, colours, start_url, display ...) named as 站点设置 names the college. */
export const webManifest = (template: Record<string, unknown>, identity: SiteIdentity) => ({
  ...template,
  name: identity.fullName,
  short_name: identity.shortName,
  description: identity.description,
});

/**
 * GET /manifest.webmanifest from the build's file and the settings. no-cache with an ETag: a browser asks again each
 * time it looks (a 304 while nothing changed), so a renamed college shows on the next install or manifest update.
 */
export function installWebManifest(app: FastifyInstance, distDir: string, identity: IdentitySource) {
  const file = path.join(distDir, 'manifest.webmanifest');
  if (!fs.existsSync(file)) return;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    // Read each time: a deployment replaces dist/ under a running server, and the file is small.
    const template = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
    const body = JSON.stringify(webManifest(template, await identity.fresh()));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('application/manifest+json; charset=utf-8');
    if (
      String(request.headers['if-none-match'] ?? '')
        .split(/\s*,\s*/)
        .includes(etag)
    )
      return reply.code(304).send();
    return reply.send(body);
  });
}
