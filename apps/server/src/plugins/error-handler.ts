import { messages } from '@nidra/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { databaseErrorStatus } from './database-errors.ts';

/** Fastify's and @fastify/multipart's own 4xx errors, in words a caller can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedContentType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.malformedForm,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requestTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedContentType,
  FST_REQ_FILE_TOO_LARGE: messages.imageTooLarge,
  FST_PARTS_LIMIT: messages.tooManyFormParts,
  FST_FILES_LIMIT: messages.tooManyFormParts,
  FST_FIELDS_LIMIT: messages.tooManyFormParts,
  FST_PROTO_VIOLATION: messages.malformedForm,
  FST_MP_PREMATURE_CLOSE: messages.malformedForm,
  FST_INVALID_JSON_FIELD_ERROR: messages.malformedForm,
};

/** One error handler: 4xx carry `{message}` for the user; 5xx say "Internal Server Error" and are logged. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The shared issue map (plugins/schema-validator.ts) already worded it for the caller.
      return reply.status(400).send({ message: error.validation[0]?.message ?? messages.invalidValue });
    }
    const database = databaseErrorStatus(error);
    if (database) {
      request.log.info({ err: error }, 'request refused by a database constraint');
      return reply.status(database.status).send({ message: database.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? messages.tooManyAttempts : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.internalError });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `${messages.notFound}: ${request.method} ${request.url.split('?')[0]}` }),
  );
});
