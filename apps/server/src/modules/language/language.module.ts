import {
  type Language,
  languageCookie,
  languageFromCookie,
  languageOr,
  languageSchema,
  setLanguageSchema,
} from '@nidra/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { Env } from '../../config/env.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const languageResponse = z.object({ language: languageSchema });
const tags = ['language'];

/**
 * The shopper's language (ADR 0029): the `lang` cookie for every visitor, and the account's
 * `language` for a signed-in shopper, which mails follow. One call sets both.
 */
export function createLanguageModule(deps: { db: DbOrTx; env: Pick<Env, 'PUBLIC_URL'> }) {
  const { db, env } = deps;
  const secure = env.PUBLIC_URL.startsWith('https:');

  const service = {
    /** A user's stored preference ('en' for an unknown user). */
    async ofUser(userId: string): Promise<Language> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return languageOr(row?.language);
    },

    async setForUser(userId: string, language: Language): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    /** The language a request asks for: its cookie, else the signed-in account's, else English. */
    async ofRequest(req: FastifyRequest): Promise<Language> {
      const fromCookie = languageFromCookie(req.headers.cookie);
      if (fromCookie) return fromCookie;
      return req.authUser ? service.ofUser(req.authUser.id) : 'en';
    },

    remember(reply: FastifyReply, language: Language): void {
      reply.header('set-cookie', languageCookie(language, secure));
    },
  };

  async function routes(app: App) {
    app.get(
      '/api/language',
      { onRequest: app.optionalUser, schema: { tags, response: { 200: languageResponse } } },
      async (req) => ({ language: await service.ofRequest(req) }),
    );
    app.put(
      '/api/language',
      { onRequest: app.optionalUser, schema: { tags, body: setLanguageSchema, response: { 200: languageResponse } } },
      async (req, reply) => {
        const { language } = req.body;
        if (req.authUser) await service.setForUser(req.authUser.id, language);
        service.remember(reply, language);
        return { language };
      },
    );
  }

  return { service, routes };
}

export type LanguageModule = ReturnType<typeof createLanguageModule>;
export type LanguageService = LanguageModule['service'];
