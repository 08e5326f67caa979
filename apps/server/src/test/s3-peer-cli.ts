import { parseArgs } from 'node:util';
import { startS3Peer } from './s3-peer.ts';

/**
 * The local S3 peer as a process, for running instances against a bucket by hand or in a cluster test:
 *   node --import tsx apps/server/src/test/s3-peer-cli.ts --port 4569 [--dir ./s3-data] [--bucket nidra-files]
 * prints the S3_* variables to start each instance with, then serves until stopped.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4569' }, dir: { type: 'string' }, bucket: { type: 'string' } },
});
startS3Peer({ port: Number(values.port), directory: values.dir, bucket: values.bucket })
  .then((peer) => {
    for (const [name, value] of Object.entries(peer.env)) process.stdout.write(`${name}=${value}\n`);
    const stop = () => void peer.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
