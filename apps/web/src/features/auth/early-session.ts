import { type StartingPage, startEarlyRead } from '../../lib/early-reads.ts';

/** GET /api/validate-token (spec §7): the shop's check (validate-token.ts) and the boot script's are one path. */
export const VALIDATE_TOKEN_PATH = '/api/validate-token';

/**
 * The check of a restored session every shop page makes once (validate-token.ts), asked for by the boot
 * script as the page starts, with the headers of the app's own call, so the app takes this answer
 * instead of asking after its first render (ADR 0028).
 */
export function readSessionCheckEarly({ lang, token, user }: StartingPage): void {
  if (token && user) startEarlyRead(VALIDATE_TOKEN_PATH, lang, token);
}
