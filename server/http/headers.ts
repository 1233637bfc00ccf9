import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { elderBootHash } from '../../src/shared/elder-boot.ts';

/**
 * A FRAME_HOSTS entry: a host with an optional scheme, a leading `*.` and a port. Anything else (quotes, `;`, a bare
 * `*` or `https:`) would widen the policy or inject a directive, so it stops the server at start instead.
 */
const frameHost = /^(https?:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * Whether the CSP's frame-src lets the portal frame `href` (an absolute http(s) address): a FRAME_HOSTS entry matches
 * as a CSP host source does: its scheme if it names one (else http and https), its host or, for `*.`, any host below
 * it, and its port if it names one (else the scheme's default).
 */
export function frameHostAllows(frameHosts: readonly string[], href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return frameHosts.some((entry) => {
    const m = /^(?:(https?):\/\/)?(\*\.)?([^:]+)(?::(\d+))?$/i.exec(entry);
    if (!m || !frameHost.test(entry)) return false;
    const [, scheme, wildcard, host, port] = m;
    if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false;
    const name = host.toLowerCase();
    if (wildcard ? !url.hostname.endsWith(`.${name}`) : url.hostname !== name) return false;
    return port ? url.port === port || (url.port === '' && port === (url.protocol === 'https:' ? '443' : '80')) : url.port === '';
  });
}

/** The Content-Security-Policy: only our own scripts, frames from ourselves and the configured hosts. */
export function contentSecurityPolicy(frameHosts: string[]): string {
  const invalid = frameHosts.filter((h) => !frameHost.test(h));
  if (invalid.length) throw new Error(`FRAME_HOSTS: not a host: ${invalid.join(' ')}`);
  const frames = ["'self'", ...frameHosts].join(' ');
  return [
    "default-src 'self'",
    // Our files, and the one inline script that applies 长辈模式 before the first paint, by its hash.
    `script-src 'self' ${elderBootHash()}`,
    // Fluent UI (Griffel) inserts its atomic CSS at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Sets the security headers on a reply; every answer carries them, error answers included. */
export function securityHeaders(frameHosts: string[]) {
  const csp = contentSecurityPolicy(frameHosts);
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The console checks people in by scanning their alumni card with the camera; no public page may ask for it.
    const console_ = /^\/admin(\/|$|\?)/.test(request.url);
    reply.header('Permissions-Policy', `camera=${console_ ? '(self)' : '()'}, microphone=(), geolocation=()`);
    // request.protocol is https on a TLS socket, or from X-Forwarded-Proto only when TRUST_PROXY is on:
    // a plain-http client cannot switch HSTS on by sending the header itself.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

export function installSecurityHeaders(app: FastifyInstance, set: ReturnType<typeof securityHeaders>) {
  app.addHook('onSend', async (request, reply) => set(request, reply));
}
