import { messages, type Role } from '@nidra/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export type AuthUser = { id: string; role: Role; name: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `requireUser` (or `optionalUser`) has run. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** A session token for the user at their current token version (0 when omitted). */
    signToken: (user: { id: string; role: Role; tokenVersion?: number }) => Promise<string>;
    /** preHandler: a valid bearer token of an existing user. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in admin. */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** preHandler: the `:userId` route parameter is the signed-in user, or the caller is an admin. */
    requireOwner: (req: FastifyRequest) => Promise<void>;
    /** preHandler: reads the bearer token when present; never rejects. */
    optionalUser: (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * JWT (HS256) sessions; the role, existence and token version of the user are read from the database on each
 * call (one lookup by id), so a token issued before a password change or a sign-out everywhere stops at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string; ttl: string }) => {
  const key = new TextEncoder().encode(opts.secret);
  app.decorateRequest('authUser', null);

  app.decorate('signToken', (user: { id: string; role: Role; tokenVersion?: number }) =>
    new SignJWT({ role: user.role, ver: user.tokenVersion ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(opts.ttl)
      .sign(key),
  );

  async function readUser(req: FastifyRequest): Promise<AuthUser | null> {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    let sub: string | undefined;
    let version: unknown;
    try {
      const { payload } = await jwtVerify(header.slice(7), key, { algorithms: ['HS256'] });
      sub = payload.sub;
      // Tokens signed before versions existed carry none and belong to version 0.
      version = payload.ver ?? 0;
    } catch {
      throw unauthorized(messages.sessionExpired);
    }
    if (!sub || !/^[0-9a-f-]{36}$/i.test(sub)) throw unauthorized(messages.sessionExpired);
    const [row] = await opts.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, sub));
    if (!row || row.tokenVersion !== version) throw unauthorized(messages.sessionExpired);
    return { id: row.id, role: row.role, name: row.name, email: row.email };
  }

  app.decorate('requireUser', async (req: FastifyRequest) => {
    req.authUser = await readUser(req);
    if (!req.authUser) throw unauthorized(messages.sessionExpired);
  });
  app.decorate('optionalUser', async (req: FastifyRequest) => {
    req.authUser = await readUser(req).catch(() => null);
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await app.requireUser(req);
    if (req.authUser?.role !== 'admin') throw forbidden(messages.notAllowed);
  });
  app.decorate('requireOwner', async (req: FastifyRequest) => {
    await app.requireUser(req);
    const { userId } = req.params as { userId?: string };
    if (req.authUser?.role !== 'admin' && req.authUser?.id !== userId) throw forbidden(messages.notAllowed);
  });
});
