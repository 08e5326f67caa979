import { createHash, randomBytes } from 'node:crypto';

/** A random token for a mailed link (256 bits, URL-safe). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** Only the hash of a mailed token is stored: a leaked table holds no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
