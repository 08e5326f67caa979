import path from 'node:path';
import { Readable } from 'node:stream';
import { messages } from '@nidra/shared';
import { sniffVideo, VIDEO_SNIFF_BYTES, VIDEO_UPLOAD_TTL_MS } from '@nidra/shared/replacements/replacement.rules';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { type DataStore, Upload } from '@tus/server';
import { type S3Settings, s3ClientConfig } from '../../lib/storage/s3-storage.ts';

/** Where finished videos live in the shop's storage: `replacement-videos/<upload id>`. */
export const VIDEO_PREFIX = 'replacement-videos';

/** A tus error answer; the body is JSON `{message}` like every other 4xx of the API. */
export const refuse = (status_code: number, message: string) => ({ status_code, body: JSON.stringify({ message }) });

/**
 * The upload's first bytes, read off the request before anything is stored: anything but an
 * MP4/MOV/WebM header is refused (415), so a renamed text file never starts uploading. A body that
 * starts past byte 0 (a resumed upload) passes; the finished file is checked again when the request
 * is made.
 */
async function checkedHead(readable: Readable, offset: number): Promise<Readable | null> {
  if (offset > 0) return readable;
  const source = readable[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < VIDEO_SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value);
    head.push(chunk);
    length += chunk.length;
  }
  if (length >= VIDEO_SNIFF_BYTES && !sniffVideo(Buffer.concat(head).subarray(0, VIDEO_SNIFF_BYTES))) {
    // The rest of this request's body is read and dropped: cutting it off would answer "aborted", not 415.
    while (!done) done = (await source.next()).done === true;
    return null;
  }
  return Readable.from(
    (async function* () {
      yield* head;
      if (done) return;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    })(),
  );
}

/** Told of an upload the type check refused and removed, so its bookkeeping goes too. */
type OnRefused = (id: string) => Promise<unknown>;

/** Refuses a body that is not a video, else stores it through `write`; a refused upload is removed. */
async function writeChecked(
  store: DataStore & { onRefused: OnRefused },
  write: (r: Readable) => Promise<number>,
  readable: Readable,
  id: string,
  offset: number,
): Promise<number> {
  const checked = await checkedHead(readable, offset);
  if (checked) return write(checked);
  await store.remove(id);
  await store.onRefused(id);
  throw refuse(415, messages.replacementVideoType);
}

/**
 * tus's file store in `DATA_DIR/replacement-videos` (the embedded default), with the type check.
 * Uploads expire VIDEO_UPLOAD_TTL_MS after creation (tus's expiration extension: `Upload-Expires`).
 */
export class VideoFileStore extends FileStore {
  readonly onRefused: OnRefused;

  constructor(opts: { directory: string; onRefused: OnRefused }) {
    super({ directory: opts.directory, expirationPeriodInMilliseconds: VIDEO_UPLOAD_TTL_MS });
    this.onRefused = opts.onRefused;
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return writeChecked(this, (r) => super.write(r, id, offset), readable, id, offset);
  }
}

/**
 * tus's S3 store (multipart upload, its parts and bookkeeping in the bucket, so any instance can take
 * the next PATCH), keeping each upload under `replacement-videos/` like the disk layout, with the type
 * check. Upload ids seen by tus stay bare; only the bucket keys carry the folder.
 */
export class VideoS3Store extends S3Store {
  readonly onRefused: OnRefused;

  // Expiry without object tags: the shop's cleanup job deletes expired uploads, not a bucket lifecycle rule.
  constructor(env: S3Settings & { S3_BUCKET: string }, onRefused: OnRefused) {
    super({
      s3ClientConfig: { ...s3ClientConfig(env), bucket: env.S3_BUCKET },
      expirationPeriodInMilliseconds: VIDEO_UPLOAD_TTL_MS,
      useTags: false,
    });
    this.onRefused = onRefused;
  }

  override async create(upload: Upload): Promise<Upload> {
    const stored = await super.create(new Upload({ ...upload, id: keyOf(upload.id) }));
    return new Upload({ ...stored, id: upload.id });
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return writeChecked(this, (r) => super.write(r, keyOf(id), offset), readable, id, offset);
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await super.getUpload(keyOf(id));
    return new Upload({ ...upload, id });
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(keyOf(id), length);
  }

  /**
   * Aborts the multipart upload and deletes the object, its bookkeeping and the pending part tus keeps
   * for a short last chunk (its own remove leaves that one). A finished upload's multipart upload no
   * longer exists (S3 answers NoSuchUpload), so then only the objects are deleted.
   */
  override async remove(id: string): Promise<void> {
    const key = keyOf(id);
    try {
      await super.remove(key);
    } catch (err) {
      if (!(err && typeof err === 'object' && 'status_code' in err && err.status_code === 404)) throw err;
    }
    const objects = [key, this.infoKey(key), this.partKey(key, true)].map((Key) => ({ Key }));
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: objects } });
    await this.clearCache(key);
  }
}

const keyOf = (id: string) => path.posix.join(VIDEO_PREFIX, id);
