import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { messages } from '@nidra/shared';
import { VIDEO_MAX_BYTES, type VideoType } from '@nidra/shared/replacements/replacement.rules';
import { type DataStore, type Locker, Server } from '@tus/server';
import type { Env } from '../../config/env.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { checkVideoContainer } from '../../lib/video-container.ts';
import { refuse, VIDEO_PREFIX, VideoFileStore, VideoS3Store } from './video-datastores.ts';

export const UPLOAD_PATH = '/api/replacements/uploads';
const UPLOAD_ID = /^[0-9a-f]{32}$/;

type StoredVideo = { id: string; userId: string; orderId: string; size: number; type: VideoType; key: string };

type VideoStoreDeps = {
  env: Env;
  /** The shop's storage: finished videos are read from it under `replacement-videos/`. */
  storage: Storage;
  /** Holds an upload while one request writes it, across instances (lib/upload-locker.ts). */
  locker: Locker;
  /** May this shopper upload a video for this order (their own, delivered, inside the window)? */
  mayUpload: (userId: string, orderId: string) => Promise<boolean>;
};

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

/** tus's data store beside the shop's storage: the bucket's when files go to S3, else files in DATA_DIR. */
function createDatastore(env: Env, storage: Storage): DataStore {
  if (storage.kind === 's3' && env.S3_BUCKET) return new VideoS3Store({ ...env, S3_BUCKET: env.S3_BUCKET });
  return new VideoFileStore({ directory: path.join(env.DATA_DIR, VIDEO_PREFIX) });
}

/**
 * Unboxing videos over the tus resumable-upload protocol (ADR 0017): streamed into the shop's storage,
 * at most VIDEO_MAX_BYTES, owned by the shopper who created them (their id is written into the upload's
 * metadata by the server, never taken from the client). Any instance may take any request of an upload.
 */
export function createVideoStore({ env, storage, locker, mayUpload }: VideoStoreDeps) {
  const store = createDatastore(env, storage);
  // The signed-in user of the request tus is handling; tus hooks only see a web Request.
  const caller = new AsyncLocalStorage<string>();
  const ownerOf = async (id: string) => {
    const upload = await store.getUpload(id).catch(() => null);
    return upload?.metadata?.userId ?? null;
  };
  const keyOf = (id: string) => `${VIDEO_PREFIX}/${id}`;
  /** The stored video's container walked whole (and its size), or null when it is not an MP4, MOV or WebM throughout. */
  const containerOf = async (id: string) => {
    const file = await storage.get(keyOf(id));
    if (!file) return null;
    const type = await checkVideoContainer(file.body);
    return type ? { type, size: file.size } : null;
  };

  const tus = new JsonErrorServer({
    path: UPLOAD_PATH,
    datastore: store,
    locker,
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
      if (!(await containerOf(upload.id))) {
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
      const video = await containerOf(id);
      if (!video) return null;
      return { id, userId: upload.metadata.userId, orderId: upload.metadata.orderId ?? '', ...video, key: keyOf(id) };
    },

    /** Where finished videos are read from. */
    storage,

    /** The storage key of a video, for serving. */
    key: (id: string) => (UPLOAD_ID.test(id) ? keyOf(id) : null),
  };
}

export type VideoStore = ReturnType<typeof createVideoStore>;
