import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Env } from '../../config/env.ts';
import { assertKey, type ObjectInfo, type Storage } from './storage.ts';

export type S3Settings = Pick<
  Env,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The S3 client's settings from the environment. Checksums only when the operation requires them:
 * several S3-compatible stores refuse the SDK's default CRC32 trailers.
 */
export function s3ClientConfig(env: S3Settings): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO, …), keyed as on disk. */
export function createS3Storage(client: S3Client, bucket: string): Storage {
  async function stat(key: string): Promise<ObjectInfo | null> {
    assertKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? '',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      assertKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
        return;
      }
      // A stream of unknown length: multipart in 5 MB parts, completed only when the whole stream is in.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },
    async get(key, range) {
      assertKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = range
          ? Number(/\/(\d+)$/.exec(res.ContentRange ?? '')?.[1] ?? res.ContentLength)
          : (res.ContentLength ?? 0);
        return {
          size,
          contentType: res.ContentType ?? 'application/octet-stream',
          etag: res.ETag ?? '',
          lastModified: res.LastModified ?? new Date(0),
          body: res.Body instanceof Readable ? res.Body : Readable.from([]),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    stat,
    exists: async (key) => (await stat(key)) !== null,
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
