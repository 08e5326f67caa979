import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { messages } from '@nidra/shared';
import {
  VIDEO_MAX_BYTES,
  VIDEO_UNFINISHED_MAX,
  VIDEO_UPLOAD_TTL_MS,
  type VideoType,
} from '@nidra/shared/replacements/replacement.rules';
import { type DataStore, EVENTS, type Locker, Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Tx } from '../../db/client.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { checkVideoContainer } from '../../lib/video-container.ts';
import { refuse, VIDEO_PREFIX, VideoFileStore, VideoS3Store } from './video-datastores.ts';
import type { VideoUploadsRepository } from './video-uploads.repository.ts';

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
  /** Each upload's row: the cap on unfinished uploads, expiry and cleanup hold across instances. */
  uploads: VideoUploadsRepository;
  log: FastifyBaseLogger;
};

const STALE_BATCH = 50;

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
function createDatastore(env: Env, storage: Storage, onRefused: (id: string) => Promise<unknown>): DataStore {
  if (storage.kind === 's3' && env.S3_BUCKET) return new VideoS3Store({ ...env, S3_BUCKET: env.S3_BUCKET }, onRefused);
  return new VideoFileStore({ directory: path.join(env.DATA_DIR, VIDEO_PREFIX), onRefused });
}

const isNotFound = (err: unknown) =>
  !!err && typeof err === 'object' && 'status_code' in err && (err.status_code === 404 || err.status_code === 410);

/**
 * Unboxing videos over the tus resumable-upload protocol (ADR 0017): streamed into the shop's storage,
 * at most VIDEO_MAX_BYTES, owned by the shopper who created them (their id is written into the upload's
 * metadata by the server, never taken from the client). Any instance may take any request of an upload.
 */
export function createVideoStore({ env, storage, locker, mayUpload, uploads, log }: VideoStoreDeps) {
  const store = createDatastore(env, storage, (id) => uploads.forget(id));
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
      const since = new Date(Date.now() - VIDEO_UPLOAD_TTL_MS);
      if (!(await uploads.start(upload.id, userId, VIDEO_UNFINISHED_MAX, since)))
        throw refuse(429, messages.replacementVideoUploadsBusy);
      return { metadata: { userId, orderId, filename: (upload.metadata?.filename ?? '').slice(0, 200) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      if (!UPLOAD_ID.test(id) || (await ownerOf(id)) !== caller.getStore())
        throw refuse(404, messages.replacementVideoNotFound);
      const row = await uploads.find(id);
      // The video of a request stays: only an upload not attached to one may be ended.
      if (req.method === 'DELETE') {
        if (!row || row.attachedAt) throw refuse(404, messages.replacementVideoNotFound);
        // Counted out at once; should the removal below fail, the cleanup job finishes it.
        return void (await uploads.expire(id));
      }
      if (row && !row.finishedAt && row.createdAt.getTime() <= Date.now() - VIDEO_UPLOAD_TTL_MS)
        throw refuse(410, messages.replacementVideoExpired);
    },
    /** The whole file's container, walked once the last byte is in: anything else is deleted (415). */
    async onUploadFinish(_req, upload) {
      if (!(await containerOf(upload.id))) {
        await store.remove(upload.id);
        await uploads.forget(upload.id);
        throw refuse(415, messages.replacementVideoType);
      }
      await uploads.markFinished(upload.id);
      return {};
    },
    onResponseError(_req, err) {
      if ('status_code' in err && err.body.startsWith('{')) return undefined;
      const status = 'status_code' in err ? err.status_code : 500;
      if (status === 413) return refuse(413, messages.replacementVideoTooLarge);
      if (status === 404) return refuse(404, messages.replacementVideoNotFound);
      if (status === 410) return refuse(410, messages.replacementVideoExpired);
      return undefined;
    },
  });

  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    uploads.forget(id).catch((err) => log.error({ err, id }, 'forgetting an ended upload failed'));
  });

  /**
   * Deletes, through the datastore (disk or bucket alike), uploads still unfinished or finished but
   * never attached to a request VIDEO_UPLOAD_TTL_MS on, and their rows. Each batch's rows are locked
   * (skipping those another instance holds), so each upload is deleted by one instance.
   */
  async function removeStale(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - VIDEO_UPLOAD_TTL_MS);
    let removed = 0;
    for (;;) {
      const batch = await uploads.transaction(async (tx: Tx) => {
        const stale = await uploads.claimStale(before, STALE_BATCH, tx);
        let done = 0;
        for (const { id } of stale) {
          try {
            await store.remove(id);
          } catch (err) {
            if (!isNotFound(err)) {
              log.error({ err, id }, 'deleting a stale video upload failed');
              continue;
            }
          }
          await uploads.forget(id, tx);
          done++;
        }
        return { claimed: stale.length, done };
      });
      removed += batch.done;
      if (batch.claimed < STALE_BATCH || batch.done === 0) return removed;
    }
  }

  return {
    removeStale,

    /** Marks a finished upload as the video of a request being made in `tx`; false when it was deleted meanwhile. */
    attach: (id: string, userId: string, tx: Tx) => uploads.attach(id, userId, tx),

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
