import { loadEnv } from '../../config/env.ts';
import { type CopyProgress, copyFiles } from './copy-to-bucket.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage } from './disk-storage.ts';

const LINE_EVERY = 100;
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
const say = (line: string) => process.stdout.write(`${line}\n`);

function bar({ done, total, copied, skipped }: CopyProgress): string {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} files  (${copied} copied, ${skipped} skipped)`;
}

/** `npm run media:copy-to-s3`: DATA_DIR's pictures, invoices and videos into S3_BUCKET, resumable. */
async function main() {
  const env = loadEnv();
  if (!env.S3_BUCKET)
    throw new Error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to name the bucket to copy into.');
  const target = createStorage(env);
  const tty = process.stdout.isTTY === true;
  try {
    say(`Copying the files of ${env.DATA_DIR} into the bucket ${env.S3_BUCKET}…`);
    const result = await copyFiles(createDiskStorage(env.DATA_DIR), target.storage, (p) => {
      if (tty) process.stdout.write(bar(p));
      else if (p.done % LINE_EVERY === 0 || p.done === p.total) say(`${p.done}/${p.total} files`);
    });
    if (tty) process.stdout.write('\n');
    say(`Copied ${files(result.copied)}, skipped ${files(result.skipped)} already in the bucket (same size).`);
  } finally {
    target.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
