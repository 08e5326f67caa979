import { messages } from '@nidra/shared';

type Refusal = { status: 400 | 404 | 409; message: string };

/** The SQLSTATE of a PostgreSQL error, looked up through drizzle's wrapping (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A database refusal that input caused, as a 4xx without the database's details: unique → 409,
 * foreign key → 404 (what it points at does not exist), other integrity and data errors (check,
 * not-null, bad text representation, invalid byte sequence, out of range) → 400. Null for the rest.
 */
export function databaseErrorStatus(error: unknown): Refusal | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state === '23505') return { status: 409, message: messages.conflictingRecord };
  if (state === '23503') return { status: 404, message: messages.referencedRecordMissing };
  if (state.startsWith('23') || state.startsWith('22')) return { status: 400, message: messages.invalidValue };
  return null;
}
