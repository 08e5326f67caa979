import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyBytes } from '../config/env.ts';

/**
 * Seals small secrets at rest (a COD refund's UPI ID or bank account, ADR 0027) with AES-256-GCM: a
 * fresh 12-byte nonce each time, the tag checked on opening. Stored as `v1.<nonce>.<tag>.<data>` in base64url.
 */
export function createSecretBox(key: string) {
  const k = keyBytes(key);
  if (!k) throw new Error('the secret box needs a 32-byte key');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
