import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** What an app needs to reach the peer's bucket (the same variables an operator sets). */
export type S3PeerEnv = {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: 'true';
};

export type S3Peer = { env: S3PeerEnv; directory: string; close: () => Promise<void> };

type Ctx = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
  store: { getResourcePath: (bucket: string, key: string | undefined, resource: string) => string };
};

/**
 * s3rver keeps multipart parts but does not answer ListParts nor AbortMultipartUpload, which a
 * resumable upload needs (tus's S3 store lists the parts to learn the offset). Both are answered
 * here from s3rver's own part files, as S3 answers them.
 */
async function multipartExtras(ctx: Ctx, next: () => Promise<void>) {
  const uploadId = ctx.query.uploadId;
  const [, bucket, ...keyParts] = ctx.path.split('/');
  if (!uploadId || !bucket || keyParts.length === 0 || !/^[0-9a-f]+$/.test(uploadId)) return next();
  const dir = path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  if (ctx.method === 'DELETE') {
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  if (ctx.method !== 'GET') return next();
  const names = await readdir(dir).catch(() => null);
  if (!names) {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>';
    return;
  }
  const numbers = names
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const [info, md5] = await Promise.all([
        stat(path.join(dir, `${n}`)),
        readFile(path.join(dir, `${n}.md5`), 'utf8'),
      ]);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

/**
 * A real S3-protocol server (s3rver) on a free port with one bucket, its objects in a fresh temporary
 * folder: the local peer the storage talks to in tests, as the PhonePe sandbox is for payments.
 */
export async function startS3Peer(opts: { port?: number; directory?: string; bucket?: string } = {}): Promise<S3Peer> {
  const owned = !opts.directory;
  const directory = opts.directory ?? mkdtempSync(path.join(tmpdir(), 'nidra-s3-'));
  const bucket = opts.bucket ?? 'nidra-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipartExtras);
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      if (owned) rmSync(directory, { recursive: true, force: true });
    },
  };
}
