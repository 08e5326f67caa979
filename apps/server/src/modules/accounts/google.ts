import { messages } from '@nidra/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Env } from '../../config/env.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';

export type GoogleIdentity = { sub: string; email: string; name: string };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

type GoogleEnv = Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'GOOGLE_ISSUERS'>;

/**
 * Checks a Google ID token against Google's published keys (fetched lazily and cached by jose):
 * RS256 signature, our client id as audience, a Google issuer, not expired, and a verified email.
 */
export function createGoogleVerifier(env: GoogleEnv, log: FastifyBaseLogger): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  const issuer = env.GOOGLE_ISSUERS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  return async (idToken) => {
    if (!env.GOOGLE_CLIENT_ID) throw badRequest(messages.googleNotConfigured);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, { audience: env.GOOGLE_CLIENT_ID, issuer, algorithms: ['RS256'] }));
    } catch (err) {
      // A forged or stale token is routine; failing to reach Google's keys is worth a warning.
      if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout))
        log.debug({ code: err.code }, 'Google token rejected');
      else log.warn({ err }, 'Google token could not be checked');
      throw unauthorized(messages.googleLoginFailed);
    }
    const { sub, email, name } = payload;
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@') || !emailVerified)
      throw unauthorized(messages.googleLoginFailed);
    const displayName = typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0];
    return { sub, email: email.trim().toLowerCase(), name: displayName.slice(0, 100) };
  };
}
