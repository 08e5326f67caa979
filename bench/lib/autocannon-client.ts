/**
 * autocannon in a process of its own (`askChild`), so the app's process serves requests and does
 * nothing else: takes autocannon's options, answers the mean req/s, every response time (autocannon's
 * histogram has no p95) and the count of non-2xx answers.
 */
import autocannon from 'autocannon';
import { AUTOCANNON_IGNORE_BODY, answerParent, askChild } from './bench-env.ts';

export type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
};
export type AutocannonRun = { rps: number; times: number[]; non2xx: number };

/** Runs autocannon with `options` in a child process and returns its figures. */
export const runAutocannon = (options: AutocannonOptions) =>
  askChild<AutocannonOptions, AutocannonRun>(import.meta.filename, options);

if (process.send)
  answerParent(
    (options: AutocannonOptions) =>
      new Promise<AutocannonRun>((resolve, reject) => {
        const times: number[] = [];
        const instance = autocannon(
          { ...options, setupClient: AUTOCANNON_IGNORE_BODY },
          (err: Error | null, res: { requests: { average: number }; non2xx: number }) =>
            err ? reject(err) : resolve({ rps: res.requests.average, times, non2xx: res.non2xx }),
        );
        instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
      }),
  );
