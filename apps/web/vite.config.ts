/// <reference types="vitest/config" />
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messages } from '../../packages/shared/src/messages.ts';
import { type StoreFacts, storeFactsFromEnv } from '../../packages/shared/src/store/store.defaults.ts';
import { SOCIAL_HANDLE } from './src/lib/store-socials.ts';

// One setting for server and browser: the web build reads the same STORE_* variables as the server's
// env module (npm start builds, then serves), falling back to the same shared defaults.
const store = storeFactsFromEnv(process.env);

/**
 * Writes `.br` and `.gz` beside every text file of the build (over 1 kB), so the server can send
 * them compressed with @fastify/static's `preCompressed` and no compression work per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  return {
    name: 'nidra-precompress',
    // The browser's files only: the server's render entry (dist-server) is read from disk by Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        // The build's own notes (.vite/module-files.json) are read by the server, never sent.
        if (!/\.(js|mjs|css|html|svg|json|txt|xml)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        const quality = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: quality }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * What Vite wraps every dynamic import in. Its own helper (0.9 kB gzip on every page) also fetches the
 * imported chunk's imports beside it; here the server names each page's files in its HTML instead
 * (moduleFiles below, page-hints.ts, ADR 0028). What is left is a chunk's own stylesheet (the back
 * office's), loaded before the chunk runs, as Vite's helper does.
 */
const chunkLoader = `
const seen = new Set();
const stylesheet = (href) => seen.has(href) ? undefined : (seen.add(href), new Promise((resolve, reject) => {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve });
  link.onerror = () => reject(new Error('Unable to load ' + href));
  document.head.append(link);
}));
export const __vitePreload = (load, deps) =>
  Promise.all((deps ?? []).filter((dep) => dep.endsWith('.css')).map((dep) => stylesheet('/' + dep))).then(() => load());
`;

function smallChunkLoader(): Plugin {
  return {
    name: 'nidra-small-chunk-loader',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === '\0vite/preload-helper.js' ? chunkLoader : undefined),
  };
}

/**
 * Writes `.vite/module-files.json`: the file each of our modules ended up in (by its path from the
 * repository's root) and the files each file imports. The server reads it to name the files a page
 * starts with in its HTML (page-hints.ts): a page's module may share a file with others, which Vite's
 * own manifest names by file only.
 */
function moduleFiles(): Plugin {
  // Module ids are real paths: so is the root they are named from.
  const repo = realpathSync(path.resolve(import.meta.dirname, '../..'));
  return {
    name: 'nidra-module-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      const imports: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        imports[chunk.fileName] = chunk.imports;
        for (const id of chunk.moduleIds)
          if (id.startsWith(repo) && !id.includes('node_modules')) modules[path.relative(repo, id)] = chunk.fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-files.json',
        source: JSON.stringify({ modules, imports }),
      });
    },
  };
}

/**
 * Fills the %STORE_NAME%-style placeholders of index.html, so the title and the Open Graph and Twitter
 * tags are in the served HTML for sharing crawlers that run no script, from the same facts as the app.
 */
function storeHtml(facts: StoreFacts): Plugin {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const values: Record<string, string> = {
    STORE_NAME: facts.name,
    HOME_TITLE: messages.homeTitle(facts.name),
    HOME_DESCRIPTION: messages.homeDescription(facts.name),
    SOCIAL_HANDLE,
  };
  return {
    name: 'nidra-store-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%(STORE_NAME|HOME_TITLE|HOME_DESCRIPTION|SOCIAL_HANDLE)%/g, (_, k) => escapeHtml(values[k])),
    },
  };
}

/**
 * The server render's build bundles React and the libraries with it, built for production: left as
 * imports, React would pick its development build whenever the server runs without
 * NODE_ENV=production (the demo `npm start`, the benches), which renders a page ~60 % slower.
 */
const serverRenderBuild = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), storeHtml(store), smallChunkLoader(), moduleFiles()],
  define: {
    // Like the store facts: the web build reads the server's GOOGLE_CLIENT_ID.
    'import.meta.env.VITE_GOOGLE_CLIENT_ID': JSON.stringify(process.env.GOOGLE_CLIENT_ID ?? ''),
    __STORE__: JSON.stringify(store),
    ...(command === 'build' && isSsrBuild ? serverRenderBuild.define : {}),
  },
  ...(command === 'build' && isSsrBuild ? { ssr: serverRenderBuild.ssr } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server names each page's files in its HTML (moduleFiles above, page-hints.ts): no preload
    // helper and no list of files beside every dynamic import in the pages' scripts (ADR 0028).
    modulePreload: false,
    rolldownOptions: {
      // main.tsx is an entry of its own (boot.ts imports it after the first paint), so the code it
      // needs on every page can be one file: the `app` group below (docs/decisions/0028).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        main: path.resolve(import.meta.dirname, 'src/main.tsx'),
      },
      output: {
        codeSplitting: {
          groups: [
            // The English core catalogue (texts.en.core.ts and the core halves it spreads): one file rather
            // than seven small ones that each compress on their own (ADR 0029).
            {
              name: 'texts.en.core',
              // Its own modules only: the rules it takes words from (sizes, % off) stay with the pages.
              includeDependenciesRecursively: false,
              test: /[\\/]packages[\\/]shared[\\/]src[\\/](i18n[\\/]texts\.en\.core|[\w/\\-]+-core\.messages|reviews[\\/]rating\.messages|shipping[\\/]delivery-check\.messages|returns[\\/]hygiene-note\.messages)\.ts$/,
            },
            // Shared by boot.ts and the app (the chunk loader, the runtime, and what the boot script reads
            // early, the cart, the session check and the menus, with what it needs: the session, the API's
            // headers, the early reads the API client takes, the cart's pictures it preloads, the image and
            // path rules, the pages without a header, the ids of the page's script and data blocks): its
            // own small file, so boot.ts does not import the app's.
            {
              name: 'boot-shared',
              test: /vite[\\/]preload-helper|rolldown[\\/]runtime|[\\/]src[\\/](lib[\\/](early-reads|api-headers|session|bare-pages)|features[\\/](cart[\\/](early-cart|cart-pictures)|menus[\\/]early-menus|auth[\\/]early-session)|catalogue[\\/]image\.rules|i18n[\\/]language-(path|list)|page-scripts)\.ts$/,
              priority: 1,
            },
            // React and our code that main.tsx needs (layout, router, API client…; not the boot script's
            // own modules, which run before the app loads): one file, main.tsx's,
            // rather than a dozen small ones that each compress on their own (~3 kB gzip less per page;
            // React in it, 0.4 kB less again). A release re-sends React with the app: most shoppers come
            // without the last release's files, and the first visit is what the budget holds (ADR 0028).
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) =>
                /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
                (/[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/.test(id) &&
                  !/[\\/]src[\\/](boot\.ts|index\.css)$/.test(id)),
            },
            // The small pieces most storefront pages draw (cards, hearts, pictures, prices, breadcrumb, page
            // titles, add to cart, saving to the wishlist, an offer's hint): one file beside the app's, not a
            // dozen files of 0.2–1.1 kB each page loads after it (each compressed alone).
            {
              name: 'app',
              includeDependenciesRecursively: false,
              test: /[\\/](catalogue[\\/](design|page-meta)\.rules|promotions[\\/]offer-hint\.rules|cart[\\/](cart-totals|shipping)\.rules|query[\\/]use-mutation|lib[\\/]pending-add|ui[\\/](product-image|modal|price|page-meta)|components[\\/](breadcrumb|product-card|wishlist-heart|add-to-cart-button)|wishlist[\\/](hooks[\\/]use-wishlist|api[\\/]toggle-wishlist)|cart[\\/]api[\\/]add-to-cart)\.tsx?$/,
            },
            // What the cart draws beside its lines (the coupon box, product rows, totals, the COD rule):
            // shared with checkout, the wishlist and the offers page, one file rather than five of 0.4–1.5 kB.
            {
              name: 'cart-parts',
              includeDependenciesRecursively: false,
              test: /[\\/](promotions[\\/](components[\\/]coupon-box|api[\\/]coupon)|web[\\/]src[\\/]ui[\\/]product-row|cart[\\/]components[\\/]cart-totals-list|cod[\\/]cod\.rules)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
}));
