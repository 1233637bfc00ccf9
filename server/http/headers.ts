import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy: only our own scripts, frames from ourselves and the configured hosts. */
export function contentSecurityPolicy(frameHosts: string[]): string {
  const frames = ["'self'", ...frameHosts].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function installSecurityHeaders(app: FastifyInstance, frameHosts: string[]) {
  const csp = contentSecurityPolicy(frameHosts);
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
