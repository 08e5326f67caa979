// The production build of the server: one ES module bundle of our TypeScript (and @nidra/shared) in
// apps/server/dist, with the npm packages left as imports from node_modules. `npm start` runs it with
// plain Node: no TypeScript compiler in the serving process (tsx keeps each transformed module and its
// source map in memory, ~100 MB of RSS measured). The worker threads (invoice rendering, the product CSV check) are entries of their own.
// dist/ sits beside src/, so the paths the server resolves from import.meta.url (the web build) are the
// same; the migrations and the PIN directory are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dist = here('./dist');

/** Bundles our own modules; every other bare import (an npm package) stays an import. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nidra/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: here('./src/server.ts'),
    'invoice-render-worker': here('./src/lib/invoice-render-worker.ts'),
    'product-csv-worker': here('./src/modules/admin/product-csv-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
cpSync(here('./src/db/migrations'), `${dist}/migrations`, { recursive: true });
// The PIN directory the address form fills city and state from, read beside the bundle.
cpSync(here('./src/modules/shipping/pin-directory.json'), `${dist}/pin-directory.json`);
