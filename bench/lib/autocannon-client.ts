/**
 * autocannon in a process of its own, so the app's process serves requests and does nothing else.
 * Forked with an IPC channel (`runAutocannon` below): receives autocannon's options, answers the mean
 * req/s, every response time (autocannon's histogram has no p95) and the count of non-2xx answers.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
};
export type AutocannonRun = { rps: number; times: number[]; non2xx: number };

/** Runs autocannon with `options` in a child process and returns its figures. */
export async function runAutocannon(options: AutocannonOptions): Promise<AutocannonRun> {
  const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'] });
  const answer = new Promise<AutocannonRun>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`autocannon's process exited with ${code}`)));
  });
  child.send(options);
  return answer;
}

if (process.send) {
  process.once('message', (options: AutocannonOptions) => {
    const times: number[] = [];
    const setupClient = path.join(import.meta.dirname, 'autocannon-ignore-body.cjs');
    const instance = autocannon(
      { ...options, setupClient },
      (err: Error | null, res: { requests: { average: number }; non2xx: number }) => {
        if (err) throw err;
        const run: AutocannonRun = { rps: res.requests.average, times, non2xx: res.non2xx };
        process.send?.(run, () => process.exit(0));
      },
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}
