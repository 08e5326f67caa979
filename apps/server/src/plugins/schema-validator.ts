import { schemaIssueMessage } from '@nidra/shared/validation/issue-message';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';

/** The mark fastify-type-provider-zod puts on its validation errors (hasZodFastifySchemaValidationErrors). */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/**
 * fastify-type-provider-zod's validator, with the shared wording for schema failures: a field's own
 * message (spec §5) wins, every other failure reads as a sentence naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: schemaIssueMessage });
    if (!result.error) return { value: result.data };
    const validation = result.error.issues.map((issue) => ({
      [ZOD_VALIDATION_ERROR]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: {},
    }));
    // As the library does: Fastify wraps the list into a 400 error whose `validation` is this list.
    return { error: validation as unknown as Error };
  };
