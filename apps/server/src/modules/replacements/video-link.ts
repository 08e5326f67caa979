import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a video link works: long enough to watch, short enough that a copied link soon dies. */
const LINK_TTL_SECONDS = 30 * 60;

/**
 * Signed links to a request's video (`<requestId>.<expiry>.<signature>`): the browser's video player
 * cannot send the session header, so the owner or an admin first asks for a link (session checked),
 * and the video route accepts only a valid, unexpired signature.
 */
export function createVideoLinks(secret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', `replacement-video:${secret}`).update(payload).digest('base64url');
  return {
    issue(requestId: string, now = Date.now()): string {
      const payload = `${requestId}.${Math.floor(now / 1000) + LINK_TTL_SECONDS}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The request id the token names, or null when it is forged or expired. */
    verify(token: string, now = Date.now()): string | null {
      const [requestId, expiry, signature] = token.split('.');
      if (!requestId || !expiry || !signature) return null;
      const expected = Buffer.from(sign(`${requestId}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expiry) * 1000 >= now ? requestId : null;
    },
  };
}

export type VideoLinks = ReturnType<typeof createVideoLinks>;
