import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { messages } from '@nidra/shared';
import {
  sniffVideo,
  VIDEO_MAX_BYTES,
  VIDEO_SNIFF_BYTES,
  type VideoType,
} from '@nidra/shared/replacements/replacement.rules';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { checkVideoContainer } from '../../lib/video-container.ts';

export const UPLOAD_PATH = '/api/replacements/uploads';
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** A tus error answer; the body is JSON `{message}` like every other 4xx of the API. */
const refuse = (status_code: number, message: string) => ({ status_code, body: JSON.stringify({ message }) });

/**
 * tus with every error answer as JSON `{message}` sent as application/json: its own protocol errors
 * (a missing Tus-Resumable, an invalid header) are plain text otherwise, and all of them text/plain.
 */
class JsonErrorServer extends Server {
  override write(...[context, headers, status, body = '']: Parameters<Server['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const json = body.startsWith('{') ? body : JSON.stringify({ message: body.trim() });
    return super.write(context, headers, status, json);
  }
}

/** The container type of a stored file read whole, or null when it is not an MP4, MOV or WebM throughout. */
const containerOf = (file: string) => checkVideoContainer(createReadStream(file));

/** The first bytes of a stored file (fewer when it is shorter). */
async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The tus file store with the early type check: as soon as a write carries the file past its first
 * bytes, they are read back from disk and anything but an MP4/MOV/WebM header is deleted and refused
 * (415), so a renamed text file never finishes uploading. The whole file is checked at completion.
 */
class VideoFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const end = await super.write(readable, id, offset);
    if (offset < VIDEO_SNIFF_BYTES && end >= VIDEO_SNIFF_BYTES) {
      const head = await readHead(path.join(this.directory, id), VIDEO_SNIFF_BYTES);
      if (!sniffVideo(head)) {
        await this.remove(id);
        throw refuse(415, messages.replacementVideoType);
      }
    }
    return end;
  }
}

type StoredVideo = { id: string; userId: string; orderId: string; size: number; type: VideoType; file: string };

type VideoStoreDeps = {
  directory: string;
  /** May this shopper upload a video for this order (their own, delivered, inside the window)? */
  mayUpload: (userId: string, orderId: string) => Promise<boolean>;
};

/**
 * Unboxing videos over the tus resumable-upload protocol (ADR 0017): streamed to files in
 * `directory`, at most VIDEO_MAX_BYTES, owned by the shopper who created them (their id is written
 * into the upload's metadata by the server, never taken from the client).
 */
export function createVideoStore({ directory, mayUpload }: VideoStoreDeps) {
  const store = new VideoFileStore({ directory });
  // The signed-in user of the request tus is handling; tus hooks only see a web Request.
  const caller = new AsyncLocalStorage<string>();
  const ownerOf = async (id: string) => {
    const upload = await store.getUpload(id).catch(() => null);
    return upload?.metadata?.userId ?? null;
  };

  const tus = new JsonErrorServer({
    path: UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: VIDEO_MAX_BYTES,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(_req, upload) {
      const userId = caller.getStore();
      const orderId = upload.metadata?.orderId ?? '';
      if (upload.sizeIsDeferred) throw refuse(400, messages.replacementVideoRequired);
      if (!userId || !(await mayUpload(userId, orderId))) throw refuse(403, messages.replacementWindowClosed);
      return { metadata: { userId, orderId, filename: (upload.metadata?.filename ?? '').slice(0, 200) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      if (!UPLOAD_ID.test(id) || (await ownerOf(id)) !== caller.getStore())
        throw refuse(404, messages.replacementVideoNotFound);
    },
    /** The whole file's container, walked once the last byte is in: anything else is deleted (415). */
    async onUploadFinish(_req, upload) {
      if (!(await containerOf(path.join(directory, upload.id)))) {
        await store.remove(upload.id);
        throw refuse(415, messages.replacementVideoType);
      }
      return {};
    },
    onResponseError(_req, err) {
      if ('status_code' in err && err.body.startsWith('{')) return undefined;
      const status = 'status_code' in err ? err.status_code : 500;
      if (status === 413) return refuse(413, messages.replacementVideoTooLarge);
      if (status === 404) return refuse(404, messages.replacementVideoNotFound);
      return undefined;
    },
  });

  return {
    /** Hands a raw request to tus on behalf of the signed-in user. */
    handle: (userId: string, req: Parameters<Server['handle']>[0], res: Parameters<Server['handle']>[1]) =>
      caller.run(userId, () => tus.handle(req, res)),

    /** A finished upload whose whole container was checked, or null (unknown id, unfinished, or not a video). */
    async finished(id: string): Promise<StoredVideo | null> {
      if (!UPLOAD_ID.test(id)) return null;
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload?.metadata?.userId || upload.size === undefined || upload.offset !== upload.size) return null;
      const file = path.join(directory, id);
      const type = await containerOf(file);
      if (!type) return null;
      const { size } = await stat(file);
      return { id, userId: upload.metadata.userId, orderId: upload.metadata.orderId ?? '', size, type, file };
    },

    /** The stored file of a video, for serving. */
    file: (id: string) => (UPLOAD_ID.test(id) ? path.join(directory, id) : null),
  };
}

export type VideoStore = ReturnType<typeof createVideoStore>;
