import { messages } from '@nidra/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/** One error handler: 4xx carry `{message}` for the user; 5xx say "Internal Server Error" and are logged. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const text = first?.message ?? 'Invalid input';
      // zod's default texts do not name the field; messages written for users already do.
      const isDefaultText = /^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(text);
      return reply.status(400).send({ message: field && isDefaultText ? `${field}: ${text}` : text });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? messages.tooManyAttempts : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.internalError });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `${messages.notFound}: ${request.method} ${request.url.split('?')[0]}` }),
  );
});
