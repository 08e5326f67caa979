import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Env } from '../config/env.ts';

/** A strict Content-Security-Policy: our own scripts, Google's sign-in script when configured, the contact map frame. */
export function securityHeaders(env: Env): FastifyHelmetOptions {
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', ...google],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: env.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
