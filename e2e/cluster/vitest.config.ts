import { defineConfig } from 'vitest/config';

/** Two built instances of the shop on one PostgreSQL behind a test balancer (`npm run test:cluster`). */
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/cluster/**/*.cluster.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
