import { z } from 'zod';
import { CSV_ENCODINGS } from './csv-encoding.rules.ts';
import { IMPORT_PROBLEM_KINDS } from './import-problems.rules.ts';

/** The form field `encoding` sent with the CSV file (UTF-8 when absent). */
export const importEncoding = z.enum(CSV_ENCODINGS);

/**
 * POST /api/admin/imports/products/check: what the import would do, the first problems by line
 * (LISTED_PROBLEMS at most), how many there are in all and how many of each kind.
 */
export const importReport = z.object({
  rowCount: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  problems: z.array(
    z.object({ row: z.number().int(), column: z.string(), message: z.string(), kind: z.enum(IMPORT_PROBLEM_KINDS) }),
  ),
  problemCount: z.number().int(),
  problemKinds: z.partialRecord(z.enum(IMPORT_PROBLEM_KINDS), z.number().int()),
});
export type ImportReport = z.infer<typeof importReport>;

/** One line of POST /api/admin/imports/products' NDJSON answer: progress, then the end or an error. */
export type ImportEvent =
  | { type: 'progress'; done: number; total: number; created: number; updated: number }
  | { type: 'done'; done: number; total: number; created: number; updated: number }
  | { type: 'error'; message: string };
