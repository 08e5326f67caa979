import { z } from 'zod';

/** POST /api/admin/imports/products/check: what the import would do, and every row's problems. */
export const importReport = z.object({
  rowCount: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReport>;

/** One line of POST /api/admin/imports/products' NDJSON answer: progress, then the end or an error. */
export type ImportEvent =
  | { type: 'progress'; done: number; total: number; created: number; updated: number }
  | { type: 'done'; done: number; total: number; created: number; updated: number }
  | { type: 'error'; message: string };
