import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let decoy: Promise<string> | undefined;

/** An argon2id hash (OWASP minimum parameters); the plain password is never stored. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True only when `password` matches `passwordHash`; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}
