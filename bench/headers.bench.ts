/**
 * What the security headers cost per request: one constant-JSON route behind @fastify/helmet (its
 * middleware built per request) and behind the app's precomputed header set, in alternating 2 s
 * slices of autocannon (20 connections, worker thread), on the same process.
 *
 *   node --import tsx bench/headers.bench.ts
 */
import fastifyHelmet from '@fastify/helmet';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { securityHeaderOptions, securityHeadersPlugin } from '../apps/server/src/plugins/security-headers.ts';
import { AUTOCANNON_IGNORE_BODY, machine } from './lib/bench-env.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const env = loadEnv({ DATA_DIR: '/nonexistent', JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789' });

async function serve(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true, store: 'Nidra' }));
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const rps = (url: string) =>
  new Promise<number>((resolve, reject) =>
    autocannon(
      { url, connections: 20, duration: 2, workers: 1, setupClient: AUTOCANNON_IGNORE_BODY },
      (err: Error | null, r: { requests: { average: number } }) => (err ? reject(err) : resolve(r.requests.average)),
    ),
  );

const variants = {
  '@fastify/helmet (per request)': await serve((app) => app.register(fastifyHelmet, securityHeaderOptions(env))),
  'precomputed header set': await serve((app) => app.register(securityHeadersPlugin, { env })),
  'no security headers': await serve(async () => {}),
};
const got: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const [name, v] of Object.entries(variants)) got[name].push(await rps(v.base));
console.log(`Security headers on a constant-JSON route (${machine()})`);
for (const [name, xs] of Object.entries(got)) {
  const sorted = [...xs].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(32)} median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} req/s (${xs.map((x) => x.toFixed(0)).join(', ')})`,
  );
}
for (const v of Object.values(variants)) await v.app.close();
