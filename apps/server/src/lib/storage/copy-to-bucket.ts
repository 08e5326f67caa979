import type { Storage } from './storage.ts';

/** The folders of DATA_DIR that hold the shop's files (the database, outbox and secrets stay where they are). */
export const FILE_PREFIXES = ['images/', 'invoices/', 'replacement-videos/'];

export type CopyProgress = { done: number; total: number; copied: number; skipped: number };

/** tus's disk store keeps each upload's metadata beside it; the bucket's uploads keep their own. */
const isBookkeeping = (key: string) => key.startsWith('replacement-videos/') && key.endsWith('.json');

/**
 * Copies every file of `from` (DATA_DIR) into `to` (the bucket) under the same key. Resumable: an
 * object already there with the same size is skipped, so a second run after an interruption copies
 * only what is missing. Four files are copied at a time.
 */
export async function copyFiles(
  from: Storage,
  to: Storage,
  onProgress: (p: CopyProgress) => void = () => {},
): Promise<CopyProgress> {
  const files: { key: string; size: number }[] = [];
  for (const prefix of FILE_PREFIXES)
    for await (const entry of from.list(prefix)) if (!isBookkeeping(entry.key)) files.push(entry);
  const progress: CopyProgress = { done: 0, total: files.length, copied: 0, skipped: 0 };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const there = await to.stat(file.key);
      if (there?.size === file.size) progress.skipped++;
      else {
        const object = await from.get(file.key);
        if (object) {
          await to.put(file.key, object.body, { contentType: object.contentType });
          progress.copied++;
        }
      }
      progress.done++;
      onProgress({ ...progress });
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return progress;
}
