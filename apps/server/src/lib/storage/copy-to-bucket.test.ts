import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../test/s3-peer.ts';
import { copyFiles } from './copy-to-bucket.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import { readAll, type Storage } from './storage.ts';

const cli = fileURLToPath(new URL('./copy-to-s3-cli.ts', import.meta.url));
const video = '0123456789abcdef0123456789abcdef';

let peer: S3Peer;
let bucket: { storage: Storage; close: () => void };
let dataDir: string;

/** A DATA_DIR as an instance leaves it: pictures, an invoice, a video with tus's metadata, the database. */
function writeDataDir(dir: string) {
  const files: Record<string, string> = {
    'images/aaaaaaaaaaaaaaaaaaaaaaaa.webp': 'RIFF-picture',
    'images/aaaaaaaaaaaaaaaaaaaaaaaa-240.webp': 'RIFF-small',
    'invoices/ORD1-00112233aabbccdd.pdf': '%PDF-1.7 invoice',
    [`replacement-videos/${video}`]: 'video bytes',
    [`replacement-videos/${video}.json`]: '{"id":"tus metadata"}',
    'db/PG_VERSION': '17',
    'outbox/1.eml': 'Subject: kept on the instance',
  };
  for (const [key, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    writeFileSync(path.join(dir, key), body);
  }
}

const keys = async (storage: Storage) => {
  const found: string[] = [];
  for (const prefix of ['images/', 'invoices/', 'replacement-videos/', 'db/', 'outbox/'])
    for await (const e of storage.list(prefix)) found.push(e.key);
  return found.sort();
};

beforeAll(async () => {
  peer = await startS3Peer();
  bucket = createStorage({ DATA_DIR: tmpdir(), ...peer.env });
  dataDir = mkdtempSync(path.join(tmpdir(), 'nidra-copy-'));
  writeDataDir(dataDir);
});
afterAll(async () => {
  bucket?.close();
  await peer?.close();
});

describe('copying DATA_DIR into the bucket', () => {
  it('copies pictures, invoices and videos with their types, and nothing else', async () => {
    const result = await copyFiles(createDiskStorage(dataDir), bucket.storage);
    expect(result).toEqual({ done: 4, total: 4, copied: 4, skipped: 0 });
    expect(await keys(bucket.storage)).toEqual([
      'images/aaaaaaaaaaaaaaaaaaaaaaaa-240.webp',
      'images/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      'invoices/ORD1-00112233aabbccdd.pdf',
      `replacement-videos/${video}`,
    ]);
    const pdf = await bucket.storage.get('invoices/ORD1-00112233aabbccdd.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect((await readAll(pdf!.body)).toString()).toBe('%PDF-1.7 invoice');
    expect((await bucket.storage.stat('images/aaaaaaaaaaaaaaaaaaaaaaaa.webp'))?.contentType).toBe('image/webp');
  });

  it('resumes: skips what is already there with the same size, copies what changed', async () => {
    writeFileSync(path.join(dataDir, 'images/aaaaaaaaaaaaaaaaaaaaaaaa-240.webp'), 'RIFF-small, rewritten');
    const seen: number[] = [];
    const result = await copyFiles(createDiskStorage(dataDir), bucket.storage, (p) => seen.push(p.done));
    expect(result).toEqual({ done: 4, total: 4, copied: 1, skipped: 3 });
    expect(seen).toEqual([1, 2, 3, 4]);
    const small = await bucket.storage.get('images/aaaaaaaaaaaaaaaaaaaaaaaa-240.webp');
    expect((await readAll(small!.body)).toString()).toBe('RIFF-small, rewritten');
  });

  it('runs as a command and says how many it copied and skipped', async () => {
    writeFileSync(path.join(dataDir, 'invoices/ORD2-00112233aabbccdd.pdf'), '%PDF-1.7 another');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      env: { ...process.env, DATA_DIR: dataDir, ...peer.env, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain(`Copying the files of ${dataDir} into the bucket ${peer.env.S3_BUCKET}`);
    expect(stdout).toContain('5/5 files');
    expect(stdout).toContain('Copied 1 file, skipped 4 files already in the bucket (same size).');
  });
});
