import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, contentTypeOf, type ObjectInfo, type Storage } from './storage.ts';

/**
 * Files under `root` (DATA_DIR), the key being the path below it: `images/…`, `invoices/…`,
 * `replacement-videos/…`, the layout the shop always had, so existing data keeps working.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(base, ...key.split('/'));
  };

  async function statFile(key: string): Promise<ObjectInfo | null> {
    const s = await stat(fileOf(key)).catch(() => null);
    if (!s?.isFile()) return null;
    // The validator @fastify/static (send) gives a file: size and modification time.
    const etag = `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`;
    return { size: s.size, contentType: contentTypeOf(key), etag, lastModified: s.mtime };
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      // Dot-files are temporary writes (and tus's own bookkeeping): never objects.
      if (entry.name.startsWith('.')) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(file, key);
      else if (entry.isFile()) yield { key, size: (await stat(file)).size };
    }
  }

  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it, so a reader never sees half a file.
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const info = await statFile(key);
      if (!info) return null;
      const body = createReadStream(fileOf(key), range);
      return { ...info, body };
    },
    stat: statFile,
    exists: async (key) => (await statFile(key)) !== null,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    list(prefix) {
      // Walk the deepest folder the prefix names, then keep the keys that start with it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) assertKey(folder);
      const all = walk(folder ? path.join(base, ...folder.split('/')) : base, folder);
      return (async function* () {
        for await (const entry of all) if (entry.key.startsWith(prefix)) yield entry;
      })();
    },
  };
}
