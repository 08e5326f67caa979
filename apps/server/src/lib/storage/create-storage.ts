import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage, s3ClientConfig } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type StorageSettings = Pick<Env, 'DATA_DIR' | 'S3_BUCKET'> & Parameters<typeof s3ClientConfig>[0];

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR; `close` releases the S3 client's sockets. */
export function createStorage(env: StorageSettings): { storage: Storage; close: () => void } {
  if (!env.S3_BUCKET) return { storage: createDiskStorage(env.DATA_DIR), close: () => {} };
  const client = new S3Client(s3ClientConfig(env));
  return { storage: createS3Storage(client, env.S3_BUCKET), close: () => client.destroy() };
}
